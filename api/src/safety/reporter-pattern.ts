import { lagosDay, REPORT_RULE, type ReporterRelation } from '@gigmarket/shared';
import type { EntityManager } from 'typeorm';
import { sameVerifiedPeople } from '../identity/badges';
import { ListingReport } from './listing-report.entity';

/**
 * A reporter's track record (docs/trust.md "Hiding"), read from their reports' written outcomes:
 * `upheld` (the job was taken down), `overturned` (restored), `open` (not yet reviewed), and what
 * they sent today (Lagos day) and hid at once today from their budget.
 */
export interface TrackRecord {
  upheld: number;
  overturned: number;
  open: number;
  today: number;
  instant_today: number;
}

const NO_RECORD: TrackRecord = { upheld: 0, overturned: 0, open: 0, today: 0, instant_today: 0 };

/** Proven: enough reports upheld, and few enough overturned (REPORT_RULE). */
export function isProven(record: TrackRecord): boolean {
  const reviewed = record.upheld + record.overturned;
  return record.upheld >= REPORT_RULE.provenUpheld && record.overturned <= REPORT_RULE.provenMaxOverturned * reviewed;
}

/** The track records of `reporterIds`, one grouped statement. */
export async function trackRecords(manager: EntityManager, reporterIds: number[], now: Date): Promise<Map<number, TrackRecord>> {
  const ids = [...new Set(reporterIds)].filter((id) => id > 0);
  const records = new Map<number, TrackRecord>();
  if (!ids.length) return records;
  const { start } = lagosDay(now);
  const rows = await manager
    .createQueryBuilder(ListingReport, 'r')
    .select('r.reporter_id', 'reporter_id')
    .addSelect("SUM(CASE WHEN r.outcome = 'upheld' THEN 1 ELSE 0 END)", 'upheld')
    .addSelect("SUM(CASE WHEN r.outcome = 'overturned' THEN 1 ELSE 0 END)", 'overturned')
    .addSelect('SUM(CASE WHEN r.reviewed_at IS NULL THEN 1 ELSE 0 END)', 'open')
    .addSelect('SUM(CASE WHEN r.created_at >= :start THEN 1 ELSE 0 END)', 'today')
    .addSelect("SUM(CASE WHEN r.created_at >= :start AND r.hid = 'instant' THEN 1 ELSE 0 END)", 'instant_today')
    .where('r.reporter_id IN (:...ids)', { ids })
    .setParameter('start', start)
    .groupBy('r.reporter_id')
    .getRawMany<Record<keyof TrackRecord | 'reporter_id', string | number>>();
  for (const row of rows)
    records.set(Number(row.reporter_id), {
      upheld: Number(row.upheld),
      overturned: Number(row.overturned),
      open: Number(row.open),
      today: Number(row.today),
      instant_today: Number(row.instant_today),
    });
  return records;
}

export async function trackRecord(manager: EntityManager, reporterId: number, now: Date): Promise<TrackRecord> {
  return (await trackRecords(manager, [reporterId], now)).get(reporterId) ?? NO_RECORD;
}

/** One report as the moderators' pattern reads it: who reported which employer's job, in which category. */
export interface PatternInput {
  reporter_id: number | null;
  employer_id: number | null;
  category_id: number | null;
}

/** What moderators see beside a report about its reporter (flat, so lists and CSV exports show it). */
export interface ReporterPattern {
  reporter_upheld: number | null;
  reporter_overturned: number | null;
  reporter_open: number | null;
  reporter_reports_today: number | null;
  reporter_proven: boolean | null;
  /** The reporter's reports on this employer's jobs (this one included). */
  reporter_same_employer: number | null;
  reporter_relation: ReporterRelation | null;
}

const NO_REPORTER: ReporterPattern = {
  reporter_upheld: null,
  reporter_overturned: null,
  reporter_open: null,
  reporter_reports_today: null,
  reporter_proven: null,
  reporter_same_employer: null,
  reporter_relation: null,
};

/**
 * A reporter's pattern for each report of a page (docs/trust.md "What moderators see"): their
 * track record, how many of their reports aim at the same employer, and whether the job is their
 * own (their verified identity is the employer's), a competitor's (their identity is another
 * employer's who posts in the job's category), or an employer's who turned them down. A few
 * grouped statements for the whole page.
 */
export async function reporterPatterns(manager: EntityManager, reports: PatternInput[], now: Date): Promise<ReporterPattern[]> {
  const reporters = [...new Set(reports.map((report) => report.reporter_id).filter((id): id is number => id !== null))];
  if (!reporters.length) return reports.map(() => NO_REPORTER);
  const [records, perEmployer, turnedDown, linked] = await Promise.all([
    trackRecords(manager, reporters, now),
    reportsPerEmployer(manager, reporters),
    employersWhoTurnedDown(manager, reporters),
    sameVerifiedPeople(manager, reporters),
  ]);
  const competitorCategories = await categoriesOf(manager, [...new Set([...linked.values()].flat())]);
  return reports.map((report) => {
    if (report.reporter_id === null) return NO_REPORTER;
    const reporter = report.reporter_id;
    const record = records.get(reporter) ?? NO_RECORD;
    const others = linked.get(reporter) ?? [];
    const relation: ReporterRelation | null =
      report.employer_id !== null && others.includes(report.employer_id)
        ? 'own_job'
        : others.some((employer) => employer !== report.employer_id && report.category_id !== null && competitorCategories.get(employer)?.has(report.category_id))
          ? 'competitor'
          : report.employer_id !== null && turnedDown.has(`${reporter}:${report.employer_id}`)
            ? 'turned_down'
            : null;
    return {
      reporter_upheld: record.upheld,
      reporter_overturned: record.overturned,
      reporter_open: record.open,
      reporter_reports_today: record.today,
      reporter_proven: isProven(record),
      reporter_same_employer: perEmployer.get(`${reporter}:${report.employer_id}`) ?? 0,
      reporter_relation: relation,
    };
  });
}

async function reportsPerEmployer(manager: EntityManager, reporters: number[]): Promise<Map<string, number>> {
  const rows = await manager
    .createQueryBuilder(ListingReport, 'r')
    .innerJoin('listings', 'l', 'l.id = r.listing_id')
    .select(['r.reporter_id AS reporter_id', 'l.user_id AS employer_id', 'COUNT(*) AS n'])
    .where('r.reporter_id IN (:...reporters)', { reporters })
    .groupBy('r.reporter_id')
    .addGroupBy('l.user_id')
    .getRawMany<{ reporter_id: number | string; employer_id: number | string; n: number | string }>();
  return new Map(rows.map((row) => [`${Number(row.reporter_id)}:${Number(row.employer_id)}`, Number(row.n)]));
}

/** `reporter:employer` pairs where the employer disapproved the reporter's application or cancelled their hire. */
async function employersWhoTurnedDown(manager: EntityManager, reporters: number[]): Promise<Set<string>> {
  const rows = await manager
    .createQueryBuilder()
    .from('jobapplication', 'a')
    .innerJoin('listings', 'l', 'l.id = a.listing_id')
    .select(['a.user_id AS reporter_id', 'l.user_id AS employer_id'])
    .where('a.user_id IN (:...reporters)', { reporters })
    .andWhere("(a.status = 'disapproved' OR (a.status = 'cancelled' AND a.cancelled_by = l.user_id))")
    .distinct(true)
    .getRawMany<{ reporter_id: number | string; employer_id: number | string }>();
  return new Set(rows.map((row) => `${Number(row.reporter_id)}:${Number(row.employer_id)}`));
}

async function categoriesOf(manager: EntityManager, employers: number[]): Promise<Map<number, Set<number>>> {
  const categories = new Map<number, Set<number>>();
  if (!employers.length) return categories;
  const rows = await manager
    .createQueryBuilder()
    .from('listings', 'l')
    .select(['l.user_id AS employer_id', 'l.category_id AS category_id'])
    .where('l.user_id IN (:...employers)', { employers })
    .andWhere('l.category_id IS NOT NULL')
    .distinct(true)
    .getRawMany<{ employer_id: number | string; category_id: number | string }>();
  for (const row of rows) {
    const employer = Number(row.employer_id);
    categories.set(employer, (categories.get(employer) ?? new Set()).add(Number(row.category_id)));
  }
  return categories;
}
