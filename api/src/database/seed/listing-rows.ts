import type { EntityManager } from 'typeorm';
import { JOB_TEMPLATES } from './demo-data';
import { NIGERIAN_STATES } from './nigeria';
import { SeededRandom, sqlDate, sqlDateTime } from './random';

export interface ListingContext {
  employerIds: number[];
  categoryIdByName: Map<string, number>;
  jobTypeIds: number[];
  stateIdByName: Map<string, number>;
}

const COLUMNS = [
  'user_id',
  'category_id',
  'job_date',
  'job_end_date',
  'address',
  'job_time',
  'job_sart_time',
  'job_end_time',
  'job_title',
  'pricing',
  'job_type',
  'amount',
  'min_amount',
  'max_amount',
  'work_description',
  'work_duration',
  'location',
  'state',
  'longitude',
  'latitude',
  'expected_result',
  'status',
  'pictures',
  'created_at',
  'updated_at',
] as const;

const STREETS = ['Allen Avenue', 'Awolowo Road', 'Aminu Kano Crescent', 'Ogui Road', 'Trans Amadi Road', 'Ring Road', 'Ahmadu Bello Way', 'Bank Road'];
const JOB_TIMES = ['Morning', 'Afternoon', 'Evening', 'Full day'];
const DAY_MS = 86_400_000;

function listingRow(random: SeededRandom, context: ListingContext, now: number, status: string): unknown[] {
  const categoryName = random.pick([...context.categoryIdByName.keys()]);
  const [title, description, expected, duration, low, high] = random.pick(JOB_TEMPLATES[categoryName]);
  const state = random.pick(NIGERIAN_STATES);
  const createdAt = new Date(now - random.int(0, 364) * DAY_MS - random.int(0, DAY_MS - 1));
  const jobDate = new Date(createdAt.getTime() + random.int(2, 30) * DAY_MS);
  const endDate = new Date(jobDate.getTime() + random.int(0, 5) * DAY_MS);
  const range = random.chance(0.5);
  const round = (value: number) => Math.round(value / 500) * 500;
  const min = round(random.int(low, (low + high) / 2));
  const max = round(random.int(min, high));
  const startHour = random.int(7, 14);
  return [
    random.pick(context.employerIds),
    context.categoryIdByName.get(categoryName),
    sqlDate(jobDate),
    sqlDate(endDate),
    `${random.int(1, 120)} ${random.pick(STREETS)}, ${state.capital}`,
    random.pick(JOB_TIMES),
    `${String(startHour).padStart(2, '0')}:00`,
    `${String(startHour + random.int(2, 8)).padStart(2, '0')}:00`,
    title,
    range ? 'range' : 'fixed',
    random.pick(context.jobTypeIds),
    (range ? max : min).toFixed(2),
    min.toFixed(2),
    (range ? max : min).toFixed(2),
    description,
    duration,
    `${state.capital}, ${state.name}`,
    context.stateIdByName.get(state.name),
    (state.lng + (random.next() - 0.5) * 0.2).toFixed(7),
    (state.lat + (random.next() - 0.5) * 0.2).toFixed(7),
    expected,
    status,
    null,
    sqlDateTime(createdAt),
    sqlDateTime(createdAt),
  ];
}

/** Weighted like a live marketplace: mostly open, some closed, a few drafts. */
export function listingStatus(random: SeededRandom): string {
  const roll = random.next();
  return roll < 0.6 ? 'open' : roll < 0.85 ? 'closed' : 'draft';
}

/**
 * Inserts `count` listings with multi-row INSERTs of `chunk` rows: fast enough for 100,000
 * rows in well under a minute on SQLite.
 */
export async function insertListings(
  manager: EntityManager,
  context: ListingContext,
  count: number,
  random: SeededRandom,
  chunk = 500,
): Promise<void> {
  const now = Date.now();
  const escape = (name: string) => manager.connection.driver.escape(name);
  const columns = COLUMNS.map(escape).join(', ');
  const rowPlaceholder = `(${COLUMNS.map(() => '?').join(', ')})`;
  for (let done = 0; done < count; done += chunk) {
    const size = Math.min(chunk, count - done);
    const params: unknown[] = [];
    for (let i = 0; i < size; i++) params.push(...listingRow(random, context, now, listingStatus(random)));
    const placeholders = Array.from({ length: size }, () => rowPlaceholder).join(', ');
    await manager.query(`INSERT INTO ${escape('listings')} (${columns}) VALUES ${placeholders}`, params);
  }
}
