import type { EntityManager } from 'typeorm';
import { listingExpiresAt } from '@gigmarket/shared';
import { searchTermsColumns } from '../search-text/analysis';
import { JOB_TEMPLATES } from './demo-data';
import { CATEGORY_TASKS, realisticDescription, TITLE_QUALIFIERS } from './listing-vocabulary';
import { NIGERIAN_STATES } from '../locations/nigerian-states';
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
  'expires_at',
  'published_at',
  'search_terms',
  'search_terms_version',
] as const;

/** Which generator: the 20 job templates (worst case: every word frequent) or the varied one. */
export type ListingGenerator = 'templates' | 'realistic';

const STREETS = ['Allen Avenue', 'Awolowo Road', 'Aminu Kano Crescent', 'Ogui Road', 'Trans Amadi Road', 'Ring Road', 'Ahmadu Bello Way', 'Bank Road'];
const JOB_TIMES = ['Morning', 'Afternoon', 'Evening', 'Full day'];
const DAY_MS = 86_400_000;

const OPEN_WINDOW_MS = 30 * DAY_MS;

function listingRow(random: SeededRandom, context: ListingContext, now: number, status: string, generator: ListingGenerator = 'templates'): unknown[] {
  const categoryName = random.pick([...context.categoryIdByName.keys()]);
  const template = random.pick(JOB_TEMPLATES[categoryName]);
  const [, , expected, duration, low, high] = template;
  let [title, description] = template;
  if (generator === 'realistic') {
    const task = random.pick(CATEGORY_TASKS[categoryName] ?? [title]);
    title = `${task}${random.pick(TITLE_QUALIFIERS)}`;
    description = realisticDescription((items) => random.pick(items), task, (min, max) => random.int(min, max));
  }
  const state = random.pick(NIGERIAN_STATES);
  let createdAt = new Date(now - random.int(0, 364) * DAY_MS - random.int(0, DAY_MS - 1));
  // An open job is one still to happen: published within the last 30 days, its date ahead.
  if (status === 'open') createdAt = new Date(now - ((now - createdAt.getTime()) % OPEN_WINDOW_MS));
  let jobDate = new Date(createdAt.getTime() + random.int(2, 30) * DAY_MS);
  let endDate = new Date(jobDate.getTime() + random.int(0, 5) * DAY_MS);
  if (status === 'open' && endDate.getTime() <= now + DAY_MS) {
    jobDate = new Date(jobDate.getTime() + OPEN_WINDOW_MS);
    endDate = new Date(endDate.getTime() + OPEN_WINDOW_MS);
  }
  const range = random.chance(0.5);
  const round = (value: number) => Math.round(value / 500) * 500;
  const min = round(random.int(low, (low + high) / 2));
  const max = round(random.int(min, high));
  const startHour = random.int(7, 14);
  const endTime = `${String(startHour + random.int(2, 8)).padStart(2, '0')}:00`;
  const row = [
    random.pick(context.employerIds),
    context.categoryIdByName.get(categoryName),
    sqlDate(jobDate),
    sqlDate(endDate),
    `${random.int(1, 120)} ${random.pick(STREETS)}, ${state.capital}`,
    random.pick(JOB_TIMES),
    `${String(startHour).padStart(2, '0')}:00`,
    endTime,
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
    status === 'draft' ? null : sqlDateTime(listingExpiresAt({ job_date: sqlDate(jobDate), job_end_date: sqlDate(endDate), job_end_time: endTime }, createdAt)),
    status === 'draft' ? null : sqlDateTime(createdAt),
  ];
  // The index tokens, as every listing writer sets them (docs/search.md "The listing's tokens").
  const at = (column: (typeof COLUMNS)[number]) => row[COLUMNS.indexOf(column)] as string | number | null;
  const terms = searchTermsColumns({ job_title: String(at('job_title')), work_description: String(at('work_description')), category_id: at('category_id'), job_type: at('job_type') });
  return [...row, terms.search_terms, terms.search_terms_version];
}

/**
 * Weighted like a live marketplace: mostly open, some closed, a few drafts; or `openShare` open
 * and the rest closed and drafts 9:1.
 */
export function listingStatus(random: SeededRandom, generator: ListingGenerator = 'templates', openShare?: number): string {
  const roll = random.next();
  if (openShare !== undefined) return roll < openShare ? 'open' : roll < openShare + (1 - openShare) * 0.9 ? 'closed' : 'draft';
  // The realistic marketplace has grown: mostly old, closed jobs and a busy open set.
  if (generator === 'realistic') return roll < 0.2 ? 'open' : roll < 0.92 ? 'closed' : 'draft';
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
  generator: ListingGenerator = 'templates',
  openShare?: number,
): Promise<void> {
  const now = Date.now();
  const escape = (name: string) => manager.connection.driver.escape(name);
  const columns = COLUMNS.map(escape).join(', ');
  const rowPlaceholder = `(${COLUMNS.map(() => '?').join(', ')})`;
  for (let done = 0; done < count; done += chunk) {
    const size = Math.min(chunk, count - done);
    const params: unknown[] = [];
    for (let i = 0; i < size; i++) params.push(...listingRow(random, context, now, listingStatus(random, generator, openShare), generator));
    const placeholders = Array.from({ length: size }, () => rowPlaceholder).join(', ');
    await manager.query(`INSERT INTO ${escape('listings')} (${columns}) VALUES ${placeholders}`, params);
  }
}
