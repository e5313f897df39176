import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JOB_SOURCES, type JobSource, type JobSourceEvent } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import type { JobSourcesDto } from './discovery-answers.dto';

const COLUMN: Record<JobSourceEvent, 'views' | 'shares' | 'applications'> = { view: 'views', share: 'shares', application: 'applications' };

/**
 * Views, shares and applications per job, day and source (docs/seo-and-feeds.md "Where views come
 * from"). `record` returns at once: the count is one upsert increment written after the answer
 * (INSERT ... ON DUPLICATE KEY UPDATE / ON CONFLICT DO UPDATE), so a page never waits for it and
 * concurrent visits never lose one. `settled` waits for the counts recorded so far (shutdown, tests).
 */
@Injectable()
export class SourceCountsService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('JobSources');
  private pending = new Set<Promise<void>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  static upsertSql(dialect: 'mysql' | 'sqlite', column: 'views' | 'shares' | 'applications'): string {
    const insert = `INSERT INTO listing_source_counts (listing_id, day, source, views, shares, applications) VALUES (?, ?, ?, ?, ?, ?)`;
    return dialect === 'mysql'
      ? `${insert} ON DUPLICATE KEY UPDATE ${column} = ${column} + 1`
      : `${insert} ON CONFLICT (listing_id, day, source) DO UPDATE SET ${column} = ${column} + 1`;
  }

  record(listingId: number, event: JobSourceEvent, source: JobSource): void {
    const column = COLUMN[event];
    const day = this.clock.now().toISOString().slice(0, 10);
    const dialect = this.dataSource.options.type === 'mysql' ? 'mysql' : 'sqlite';
    const write = this.dataSource
      .query(SourceCountsService.upsertSql(dialect, column), [listingId, day, source, event === 'view' ? 1 : 0, event === 'share' ? 1 : 0, event === 'application' ? 1 : 0])
      .then(
        () => undefined,
        (error: unknown) => this.logger.warn(`${event} of listing ${listingId} not counted: ${String(error)}`),
      );
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
  }

  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.settled();
  }

  /** The back office's figures: the last `days` days (today included) by source, and the jobs most viewed. */
  async summary(days: number): Promise<JobSourcesDto> {
    const since = new Date(this.clock.now().getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    const rows: { source: JobSource; views: string | number; shares: string | number; applications: string | number }[] = await this.dataSource.query(
      `SELECT source, SUM(views) AS views, SUM(shares) AS shares, SUM(applications) AS applications
         FROM listing_source_counts WHERE day >= ? GROUP BY source`,
      [since],
    );
    const bySource = JOB_SOURCES.map((source) => {
      const row = rows.find((r) => r.source === source);
      return { source, views: Number(row?.views ?? 0), shares: Number(row?.shares ?? 0), applications: Number(row?.applications ?? 0) };
    });
    const top: { listing_id: number; job_title: string; views: string | number; shares: string | number; applications: string | number }[] = await this.dataSource.query(
      `SELECT c.listing_id, l.job_title, SUM(c.views) AS views, SUM(c.shares) AS shares, SUM(c.applications) AS applications
         FROM listing_source_counts c JOIN listings l ON l.id = c.listing_id
        WHERE c.day >= ? GROUP BY c.listing_id, l.job_title ORDER BY SUM(c.views) DESC, c.listing_id LIMIT 10`,
      [since],
    );
    return {
      since,
      days,
      by_source: bySource,
      top_jobs: top.map((r) => ({ listing_id: Number(r.listing_id), job_title: r.job_title, views: Number(r.views), shares: Number(r.shares), applications: Number(r.applications) })),
    };
  }

  /** One job's counts by day and source (the admin's detail), newest day first. */
  async forListing(listingId: number): Promise<{ day: string; source: JobSource; views: number; shares: number; applications: number }[]> {
    const rows: { day: string | Date; source: JobSource; views: number; shares: number; applications: number }[] = await this.dataSource.query(
      'SELECT day, source, views, shares, applications FROM listing_source_counts WHERE listing_id = ? ORDER BY day DESC, source',
      [listingId],
    );
    return rows.map((r) => ({
      day: r.day instanceof Date ? r.day.toISOString().slice(0, 10) : String(r.day).slice(0, 10),
      source: r.source,
      views: Number(r.views),
      shares: Number(r.shares),
      applications: Number(r.applications),
    }));
  }
}
