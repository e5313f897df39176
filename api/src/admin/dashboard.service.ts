import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { fromMinor, JOINED_HIRE_STATUSES, type Language } from '@gigmarket/shared';
import { JobApplication } from '../applications/job-application.entity';
import { Clock } from '../common/clock';
import { localName } from '../i18n/i18n';
import { Connection } from '../connections/connection.entity';
import { Listing } from '../listings/listing.entity';
import { Transaction } from '../transactions/transaction.entity';
import { selectAmountSpent } from '../transactions/amount-spent';
import { User } from '../users/user.entity';
import { UssdSession } from '../ussd/ussd-session.entity';
import { AdminSettingsService } from './admin-settings.service';
import type { AdminDashboardDto } from './dashboard-answers.dto';

const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const RECENT_LISTINGS = 10;

export const USSD_DASHBOARD_DAYS = 14;
const USSD_ACTIONS = ['registered', 'applied', 'checked_in', 'marked_done', 'rated', 'bank_saved', 'id_requested'];

/** The twelve months ending with `now`'s, oldest first (UTC). */
export function lastTwelveMonths(now: Date): { keys: string[]; labels: string[]; start: Date } {
  const keys: string[] = [];
  const labels: string[] = [];
  for (let back = 11; back >= 0; back--) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    keys.push(`${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}`);
    labels.push(MONTH_LABELS[month.getUTCMonth()]);
  }
  return { keys, labels, start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)) };
}

/** A SUM of kobo as the driver answers it (integer text, "123487.0", a number) -> "1234.87", exactly. */
export function centsToAmount(cents: string | number | bigint | null | undefined): string {
  return fromMinor(BigInt(String(cents ?? 0).split('.')[0] || '0'));
}

/** The admin dashboard's figures, series and recent listings (docs/api-contract.md, "Back office"). */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: AdminSettingsService,
    private readonly clock: Clock,
  ) {}

  private monthExpression(column: string): string {
    return this.dataSource.options.type === 'mysql'
      ? `DATE_FORMAT(${column}, '%Y-%m')`
      : `strftime('%Y-%m', ${column})`;
  }

  /** Rows per month of `entity` since `start`, split by `groupColumn`. */
  private async perMonth(
    table: typeof Listing | typeof User,
    groupColumn: 'status' | 'user_type',
    groups: string[],
    start: Date,
    keys: string[],
  ): Promise<Record<string, number[]>> {
    const rows = await this.dataSource
      .getRepository(table)
      .createQueryBuilder('t')
      .select(this.monthExpression('t.created_at'), 'month')
      .addSelect(`t.${groupColumn}`, 'grp')
      .addSelect('COUNT(*)', 'total')
      .where(`t.${groupColumn} IN (:...groups)`, { groups })
      .andWhere('t.created_at >= :start', { start })
      .groupBy('month')
      .addGroupBy(`t.${groupColumn}`)
      .getRawMany<{ month: string; grp: string; total: string | number }>();
    const series = Object.fromEntries(groups.map((group) => [group, keys.map(() => 0)]));
    for (const row of rows) {
      const index = keys.indexOf(row.month);
      if (index >= 0 && series[row.grp]) series[row.grp][index] = Number(row.total);
    }
    return series;
  }

  /** USSD sessions per day (UTC) over the last 14 days, and those whose outcome was an action. */
  async ussdPerDay(now: Date): Promise<Pick<AdminDashboardDto, 'ussdDays' | 'ussdSessions' | 'ussdActions'>> {
    const days: string[] = [];
    for (let back = USSD_DASHBOARD_DAYS - 1; back >= 0; back--)
      days.push(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back)).toISOString().slice(0, 10));
    const rows = await this.dataSource
      .getRepository(UssdSession)
      .createQueryBuilder('s')
      .select('DATE(s.started_at)', 'day')
      .addSelect('COUNT(*)', 'total')
      .addSelect(`SUM(CASE WHEN s.outcome IN (${USSD_ACTIONS.map((action) => `'${action}'`).join(', ')}) THEN 1 ELSE 0 END)`, 'acted')
      .where('s.started_at >= :start', { start: new Date(`${days[0]}T00:00:00Z`) })
      // USSD's own: the WhatsApp chat keeps its sessions in the same table (docs/whatsapp.md).
      .andWhere("s.gateway <> 'whatsapp'")
      .groupBy('DATE(s.started_at)')
      .getRawMany<{ day: string | Date; total: string | number; acted: string | number | null }>();
    const ussdSessions = days.map(() => 0);
    const ussdActions = days.map(() => 0);
    for (const row of rows) {
      const day = row.day instanceof Date ? row.day.toISOString().slice(0, 10) : String(row.day).slice(0, 10);
      const index = days.indexOf(day);
      if (index < 0) continue;
      ussdSessions[index] = Number(row.total);
      ussdActions[index] = Number(row.acted ?? 0);
    }
    return { ussdDays: days, ussdSessions, ussdActions };
  }

  async build(language: Language = 'en', now = this.clock.now()): Promise<AdminDashboardDto> {
    const listings = this.dataSource.getRepository(Listing);
    const { keys, labels, start } = lastTwelveMonths(now);
    const [statusCounts, joined, spent, totalConnection, userCounts, listingSeries, userSeries, currency, recent] =
      await Promise.all([
        listings
          .createQueryBuilder('l')
          .select('l.status', 'status')
          .addSelect('COUNT(*)', 'total')
          .groupBy('l.status')
          .getRawMany<{ status: string; total: string | number }>(),
        listings
          .createQueryBuilder('l')
          .where((qb) => {
            const approved = qb
              .subQuery()
              .select('1')
              .from(JobApplication, 'a')
              .where('a.listing_id = l.id')
              .andWhere('a.status IN (:...joinedStatuses)')
              .getQuery();
            return `EXISTS ${approved}`;
          })
          .setParameter('joinedStatuses', JOINED_HIRE_STATUSES)
          .getCount(),
        // What employers paid through successful charges, less what refunds gave back, in minor units.
        selectAmountSpent(this.dataSource.getRepository(Transaction).createQueryBuilder('t'), 't').getRawOne<{ spent_minor: string | number | null }>(),
        this.dataSource.getRepository(Connection).count(),
        this.dataSource
          .getRepository(User)
          .createQueryBuilder('u')
          .select('u.user_type', 'user_type')
          .addSelect('COUNT(*)', 'total')
          .where('u.user_type IN (:...types)', { types: ['employer', 'freelancer'] })
          .groupBy('u.user_type')
          .getRawMany<{ user_type: string; total: string | number }>(),
        this.perMonth(Listing, 'status', ['open', 'closed'], start, keys),
        this.perMonth(User, 'user_type', ['employer', 'freelancer'], start, keys),
        this.settings.currency(),
        listings.find({
          where: { status: In(['open', 'closed']) },
          relations: { category: true, user: { profile: true } },
          order: { created_at: 'DESC', id: 'DESC' },
          take: RECENT_LISTINGS,
        }),
      ]);
    const ussd = await this.ussdPerDay(now);
    const byStatus = Object.fromEntries(statusCounts.map((row) => [row.status, Number(row.total)]));
    const byType = Object.fromEntries(userCounts.map((row) => [row.user_type, Number(row.total)]));
    return {
      totalListing: statusCounts.reduce((sum, row) => sum + Number(row.total), 0),
      open: byStatus.open ?? 0,
      closed: byStatus.closed ?? 0,
      joined,
      currency,
      amountSpent: centsToAmount(spent?.spent_minor),
      totalConnection,
      freelancer: byType.freelancer ?? 0,
      employer: byType.employer ?? 0,
      months: labels,
      monthKeys: keys,
      openChat: listingSeries.open,
      closedChat: listingSeries.closed,
      employerChat: userSeries.employer,
      freelancerChat: userSeries.freelancer,
      ...ussd,
      recentListing: recent.map((listing) => ({
        id: listing.id,
        job_title: listing.job_title,
        category: listing.category ? { category_name: localName(language, listing.category.category_name, listing.category.category_name_fr) } : null,
        status: listing.status,
        user: { profile: listing.user?.profile ? { company_name: listing.user.profile.company_name } : null },
        currency,
        min_amount: listing.min_amount,
        created_at: listing.created_at,
      })),
    };
  }
}
