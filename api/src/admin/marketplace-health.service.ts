import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import {
  HEALTH_FIGURE_RESOURCES,
  HEALTH_NO_SHOWS_OPEN,
  HEALTH_PAYOUTS_FAILED,
  HEALTH_PAYOUTS_WAITING,
  HEALTH_WINDOWS,
  SAVED_SEARCH_ALERT_KINDS,
  HEALTH_FIGURES,
  type HealthFigure,
} from '@gigmarket/shared';
import { holdsPermission, type AuthUser } from '../common/auth/auth-user';
import { Clock } from '../common/clock';
import { Dispute } from '../trust/dispute.entity';
import { ACCOUNTS } from '../ledger/ledger';
import { Listing } from '../listings/listing.entity';
import { AlertLog } from '../messages/message.entities';
import { Payout } from '../payments/payment.entities';
import { ReliabilityEvent } from '../trust/trust.entities';
import { UssdSession } from '../ussd/ussd-session.entity';
import { AdminSettingsService } from './admin-settings.service';
import type { MarketplaceHealthDto } from './dashboard-answers.dto';

/** Africa/Lagos is UTC+1 all year (no daylight saving), as everywhere else in the product. */
const LAGOS_OFFSET_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** `YYYY-MM` of `now` in Africa/Lagos: the `period` of `ledger_totals` (migration 1733900000000). */
export function lagosMonth(now: Date): string {
  return new Date(now.getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 7);
}

type Row = Record<string, unknown>;

/** One figure: its single statement, and how its one row reads. */
interface Figure<T> {
  query(now: Date): SelectQueryBuilder<ObjectLiteral>;
  read(row: Row | undefined): T;
}

const number = (value: unknown): number => Number(value ?? 0);

/**
 * A date read back raw: MySQL hands a Date, SQLite the stored text (UTC, `YYYY-MM-DD HH:MM:SS[.SSS]`).
 */
export function rawDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * The marketplace's health (docs/hire-to-pay.md "Marketplace health"): one bounded statement per
 * figure (docs/performance.md "Marketplace health"), each run only when the caller may list what
 * it counts. The money comes from `ledger_totals` (sums kept by a trigger on the ledger's
 * entries), the rest from indexed ranges: open disputes and no-shows, waiting and failed payouts,
 * the last 30 days' listings, the last 7 days' alerts and USSD sessions.
 */
@Injectable()
export class MarketplaceHealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: AdminSettingsService,
    private readonly clock: Clock,
  ) {}

  private get mysql(): boolean {
    return this.dataSource.options.type === 'mysql';
  }

  private select(): SelectQueryBuilder<ObjectLiteral> {
    return this.dataSource.createQueryBuilder();
  }

  /** The sum of one account family's entries on one side, from `ledger_totals`. */
  private ledgerSum(account: string, direction: 'debit' | 'credit', period: (now: Date) => string): Figure<number> {
    return {
      query: (now) =>
        this.select()
          .select('COALESCE(SUM(t.amount_minor), 0)', 'value')
          .from('ledger_totals', 't')
          .where('t.account = :account AND t.period = :period AND t.direction = :direction', {
            account,
            period: period(now),
            direction,
          }),
      read: (row) => number(row?.value),
    };
  }

  private payouts(statuses: readonly string[]): Figure<{ count: number; amount_minor: number }> {
    return {
      query: () =>
        this.select()
          .select('COUNT(*)', 'count')
          .addSelect('COALESCE(SUM(p.amount_minor), 0)', 'amount')
          .from(Payout, 'p')
          .where('p.status IN (:...statuses)', { statuses }),
      read: (row) => ({ count: number(row?.count), amount_minor: number(row?.amount) }),
    };
  }

  private openCount(query: () => SelectQueryBuilder<ObjectLiteral>): Figure<{ count: number; oldest_at: string | null }> {
    return { query, read: (row) => ({ count: number(row?.count), oldest_at: rawDate(row?.oldest) }) };
  }

  /** Hours between two datetime columns, as a number. */
  private hoursBetween(from: string, to: string): string {
    return this.mysql ? `TIMESTAMPDIFF(SECOND, ${from}, ${to}) / 3600` : `(julianday(${to}) - julianday(${from})) * 24`;
  }

  /** Every figure's statement and reader (the bench times each one; docs/performance.md). */
  readonly figures: { [K in HealthFigure]: Figure<MarketplaceHealthDto[K]> } = {
    // Escrow accounts are credit-normal: held = credits - debits, over every month.
    escrow_minor: {
      query: () =>
        this.select()
          .select("COALESCE(SUM(CASE WHEN t.direction = 'credit' THEN t.amount_minor ELSE -t.amount_minor END), 0)", 'value')
          .from('ledger_totals', 't')
          .where('t.account = :account', { account: 'escrow:*' }),
      read: (row) => number(row?.value),
    },
    payouts_waiting: this.payouts(HEALTH_PAYOUTS_WAITING),
    payouts_failed: this.payouts(HEALTH_PAYOUTS_FAILED),
    revenue_month_minor: this.ledgerSum(ACCOUNTS.platformRevenue, 'credit', lagosMonth),
    gateway_costs_month_minor: this.ledgerSum(ACCOUNTS.platformGatewayCosts, 'debit', lagosMonth),
    disputes_open: this.openCount(() =>
      this.select()
        .select('COUNT(*)', 'count')
        .addSelect('MIN(d.created_at)', 'oldest')
        .from(Dispute, 'd')
        .where('d.status = :status', { status: 'open' }),
    ),
    no_shows_open: this.openCount(() =>
      this.select()
        .select('COUNT(*)', 'count')
        .addSelect('MIN(r.created_at)', 'oldest')
        .from(ReliabilityEvent, 'r')
        .where('r.kind = :kind AND r.status IN (:...statuses)', { kind: 'no_show', statuses: HEALTH_NO_SHOWS_OPEN }),
    ),
    jobs_filled_share: {
      query: (now) =>
        this.select()
          .select('COUNT(*)', 'published')
          .addSelect("COALESCE(SUM(CASE WHEN l.closed_reason = 'filled' THEN 1 ELSE 0 END), 0)", 'filled')
          .from(Listing, 'l')
          .withDeleted()
          .where('l.published_at > :since AND l.published_at <= :now AND l.deleted_at IS NULL', {
            since: new Date(now.getTime() - HEALTH_WINDOWS.listingsDays * DAY_MS),
            now,
          }),
      read: (row) => (number(row?.published) > 0 ? number(row?.filled) / number(row?.published) : null),
    },
    // The median without a MEDIAN function (MySQL 8 has none): the middle row, or the mean of the
    // middle two, of the window's fill times ranked.
    median_fill_hours: {
      query: (now) => {
        const hours = this.hoursBetween('l.published_at', 'l.filled_at');
        return this.select()
          .select('AVG(h.hours)', 'value')
          .from(
            (sub) =>
              sub
                .select(hours, 'hours')
                .addSelect(`ROW_NUMBER() OVER (ORDER BY ${hours})`, 'rn')
                .addSelect('COUNT(*) OVER ()', 'n')
                .from(Listing, 'l')
                .withDeleted()
                .where('l.filled_at > :since AND l.filled_at <= :now AND l.published_at IS NOT NULL AND l.deleted_at IS NULL'),
            'h',
          )
          .where('h.rn * 2 >= h.n AND h.rn * 2 <= h.n + 2')
          .setParameters({ since: new Date(now.getTime() - HEALTH_WINDOWS.listingsDays * DAY_MS), now });
      },
      read: (row) => (row?.value === null || row?.value === undefined ? null : Math.round(Number(row.value) * 100) / 100),
    },
    alerts_sent_7d: {
      query: (now) =>
        this.select()
          .select('COUNT(*)', 'value')
          .from(AlertLog, 'a')
          .where('a.kind IN (:...kinds) AND a.created_at > :since AND a.created_at <= :now', {
            kinds: SAVED_SEARCH_ALERT_KINDS,
            since: new Date(now.getTime() - HEALTH_WINDOWS.alertsDays * DAY_MS),
            now,
          }),
      read: (row) => number(row?.value),
    },
    ussd_sessions_7d: {
      query: (now) =>
        this.select()
          .select('COUNT(*)', 'value')
          .from(UssdSession, 's')
          // USSD's own: the WhatsApp chat keeps its sessions in the same table (docs/whatsapp.md).
          .where("s.gateway <> 'whatsapp' AND s.started_at > :since AND s.started_at <= :now", {
            since: new Date(now.getTime() - HEALTH_WINDOWS.ussdDays * DAY_MS),
            now,
          }),
      read: (row) => number(row?.value),
    },
  };

  /** One figure now, or null when `viewer` may not list what it counts. */
  async figure<K extends HealthFigure>(figure: K, viewer: AuthUser, now: Date): Promise<MarketplaceHealthDto[K] | null> {
    if (!holdsPermission(viewer, `${HEALTH_FIGURE_RESOURCES[figure]}.list`)) return null;
    const { query, read } = this.figures[figure];
    return read(await query(now).getRawOne<Row>());
  }

  async read(viewer: AuthUser): Promise<MarketplaceHealthDto> {
    const now = this.clock.now();
    const names = HEALTH_FIGURES;
    const [currency, ...values] = await Promise.all([
      this.settings.currency(),
      ...names.map((name) => this.figure(name, viewer, now)),
    ]);
    return {
      currency,
      as_of: now.toISOString(),
      ...(Object.fromEntries(names.map((name, index) => [name, values[index]])) as Omit<MarketplaceHealthDto, 'currency' | 'as_of'>),
    };
  }
}
