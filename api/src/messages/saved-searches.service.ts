import { siteAddress } from '../settings/site-address';
import { userLanguage } from '../i18n/i18n';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { randomBytes } from 'node:crypto';
import { DataSource, IsNull, LessThanOrEqual, MoreThan, MoreThanOrEqual, Or, Repository } from 'typeorm';
import { MESSAGING_TEXTS, SAVED_SEARCH_LIMITS } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { transaction } from '../common/transaction';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { JobSearchQueryDto } from '../jobs/job-search.dto';
import { buildJobSearch } from '../search-engine/job-search.sql';
import { JobSearchService } from '../jobs/job-search.service';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { NOTICE_LINKS } from '../notifications/notice-texts';
import { NotificationsService } from '../notifications/notifications.service';
import type { AdminSettings } from '../settings/admin-settings.entity';
import { InjectAdminSettings } from '../settings/repositories';
import { SMS_TRANSPORT, type SmsTransport } from '../sms/sms.transport';
import { WhatsAppNotices } from '../whatsapp/whatsapp-notices';
import type { User } from '../users/user.entity';
import { InjectUsers } from '../users/repositories';
import { inQuietHours } from './masking';
import { AlertLog, SavedSearch } from './message.entities';
import type { SavedSearchDto } from './messages.dto';
import { MESSAGING_MESSAGES } from '../i18n/messages/shared';
import { message } from '../i18n/message';

const HOUR_MS = 3_600_000;
/** New listings a saved search takes per matching run. */
const MATCH_BATCH = 50;
export const MATCH_TASK = 'saved-search-match';
export const DIGEST_TASK = 'saved-search-digest';

/** Query keys of the job search a saved search keeps (page and paging are not part of it). */
const KEPT = [
  'q',
  'category_id',
  'job_type',
  'state',
  'lga_id',
  'near_lga',
  'min_amount',
  'max_amount',
  'date',
  'latitude',
  'longitude',
  'radius_km',
  'verified_employers',
  // The words as typed, without spelling corrections ("Search instead for ...").
  'typos',
];


/**
 * Saved searches and their alerts (docs/conversations.md): matching runs the job search's own
 * SQL (buildJobSearch with JobSearchService.criteria), so the same "open" rules apply.
 */
@Injectable()
export class SavedSearchesService {
  private readonly logger = new Logger(SavedSearchesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly jobs: JobSearchService,
    private readonly notifications: NotificationsService,
    @Inject(SMS_TRANSPORT) private readonly sms: SmsTransport,
    private readonly channel: WhatsAppNotices,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectListings() private readonly listings: Repository<Listing>,
    @InjectUsers() private readonly users: Repository<User>,
    @InjectAdminSettings() private readonly settings: Repository<AdminSettings>,
  ) {}

  /** The query's kept keys in a stable order; 400 with the field when one is invalid. */
  async normalise(query: string): Promise<{ text: string; dto: JobSearchQueryDto }> {
    const params = new URLSearchParams(query.replace(/^\?/, ''));
    const plain: Record<string, string> = {};
    for (const key of KEPT) {
      const value = params.get(key);
      if (value !== null && value.trim() !== '') plain[key] = value.trim();
    }
    const dto = plainToInstance(JobSearchQueryDto, plain);
    const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: false });
    if (errors.length) {
      const first = errors[0];
      const rule = Object.keys(first.constraints ?? {})[0] ?? 'invalid';
      throw DomainError.invalid([{ field: `query.${first.property}`, rule, message: Object.values(first.constraints ?? {})[0] ?? `${first.property} is invalid` }]);
    }
    return { text: new URLSearchParams(plain).toString(), dto };
  }

  view(row: SavedSearch): SavedSearchDto {
    return {
      id: row.id,
      name: row.name,
      query: row.query,
      sms_enabled: Boolean(row.sms_enabled),
      pending_count: row.pending_count,
      match_count: row.match_count,
      last_digest_at: row.last_digest_at ? new Date(row.last_digest_at).toISOString() : null,
      created_at: new Date(row.created_at).toISOString(),
    };
  }

  async create(userId: number, name: string, query: string): Promise<SavedSearchDto> {
    const manager = this.dataSource.manager;
    const trimmed = name.trim();
    if (!trimmed) throw DomainError.field('name', 'required', message('validation.required', { field: 'name' }));
    const { text, dto } = await this.normalise(query);
    // A distance needs a centre: the same check the search makes.
    await this.jobs.criteria(userId, dto);
    if ((await manager.count(SavedSearch, { where: { user_id: userId } })) >= SAVED_SEARCH_LIMITS.perUser)
      throw new DomainError(MESSAGING_MESSAGES.tooManySavedSearches, HttpStatus.CONFLICT);
    const newest = await this.listings.find({ select: { id: true }, order: { id: 'DESC' }, take: 1 });
    const result = await manager.insert(SavedSearch, {
      user_id: userId,
      name: trimmed,
      query: text,
      token: randomBytes(16).toString('hex'),
      sms_enabled: true,
      last_listing_id: newest[0]?.id ?? 0,
      created_at: this.clock.now(),
    });
    return this.view((await manager.findOne(SavedSearch, { where: { id: Number(result.identifiers[0].id) } })) as SavedSearch);
  }

  async list(userId: number): Promise<SavedSearchDto[]> {
    const rows = await this.dataSource.manager.find(SavedSearch, { where: { user_id: userId }, order: { id: 'DESC' } });
    return rows.map((row) => this.view(row));
  }

  async remove(userId: number, id: number): Promise<void> {
    const result = await this.dataSource.manager.delete(SavedSearch, { id, user_id: userId });
    if (!result.affected) throw new DomainError(MESSAGING_MESSAGES.savedSearchNotFound, HttpStatus.NOT_FOUND);
  }

  /** The SMS opt-out link: turns the digest off for that one saved search. */
  async stop(token: string): Promise<{ name: string }> {
    const manager = this.dataSource.manager;
    const row = /^[0-9a-f]{32}$/.test(token) ? await manager.findOne(SavedSearch, { where: { token } }) : null;
    if (!row) throw new DomainError(MESSAGING_MESSAGES.savedSearchNotFound, HttpStatus.NOT_FOUND);
    await manager.update(SavedSearch, { id: row.id }, { sms_enabled: false });
    return { name: row.name };
  }

  /** New open listings (above each search's high-water mark) that match: a bell notification each run. */
  async runMatches(): Promise<number> {
    const manager = this.dataSource.manager;
    const now = this.clock.now();
    const searches = await manager.find(SavedSearch, { order: { id: 'ASC' } });
    const newest = await this.listings.find({ select: { id: true }, order: { id: 'DESC' }, take: 1 });
    const top = newest[0]?.id ?? 0;
    let matched = 0;
    for (const search of searches) {
      if (search.last_listing_id >= top) continue;
      let ids: { id: number; title: string }[];
      try {
        ids = await this.matchOne(search);
      } catch (error) {
        this.logger.warn(`Saved search ${search.id} not matched: ${(error as Error).message}`);
        continue;
      }
      if (ids.length === 0) {
        await manager.update(SavedSearch, { id: search.id, last_listing_id: search.last_listing_id }, { last_listing_id: top });
        continue;
      }
      const user = await this.users.findOne({ where: { id: search.user_id }, select: { id: true, language: true } });
      // One match opens its job; several, the search itself.
      const link = ids.length === 1 ? NOTICE_LINKS.job(ids[0]!.id) : NOTICE_LINKS.search(search.query);
      // The claim is a compare-and-set on the mark, first in the transaction: a replica running
      // at the same moment waits on the row, then finds the mark moved and notifies nothing.
      const claimed = await transaction(this.dataSource, async (tx) => {
        const moved = await tx.update(
          SavedSearch,
          { id: search.id, last_listing_id: search.last_listing_id },
          {
            last_listing_id: Math.max(top, ...ids.map((item) => item.id)),
            pending_count: () => `pending_count + ${ids.length}`,
            match_count: () => `match_count + ${ids.length}`,
            last_matched_at: now,
          },
        );
        if (!moved.affected) return false;
        await this.notifications.write(tx, [
          {
            user_id: search.user_id,
            notice_type: 'job_alert',
            key: 'savedSearchNotice.match',
            params: { name: search.name, jobs: ids.map(({ id, title }) => ({ id, title })) },
            language: userLanguage(user),
            link,
          },
        ]);
        await tx.insert(AlertLog, { kind: 'match', user_id: search.user_id, application_id: null, saved_search_id: search.id, items: ids.length, channel: 'bell', created_at: now });
        return true;
      });
      if (!claimed) continue;
      matched += ids.length;
    }
    return matched;
  }

  /** Runs the job search's query for one saved search, newest first, keeping listings past its mark. */
  private async matchOne(search: SavedSearch): Promise<{ id: number; title: string }[]> {
    const { dto } = await this.normalise(search.query);
    dto.sort = 'newest';
    dto.page = 1;
    dto.per_page = MATCH_BATCH;
    const criteria = await this.jobs.criteria(search.user_id, dto);
    // Related words count too: an alert tells of every job the search would show (docs/search.md "Best match").
    if (criteria.text) criteria.text = { ...criteria.text, scope: 'all' };
    const { page } = buildJobSearch(this.jobs.dialect, criteria);
    const rows = (await this.dataSource.query(page.sql, page.params)) as { id: unknown; job_title: unknown }[];
    return rows
      .map((row) => ({ id: Number(row.id), title: String(row.job_title) }))
      .filter((row) => row.id > search.last_listing_id);
  }

  private async siteUrl(): Promise<string> {
    const settings = await this.settings.find({ take: 1 });
    return siteAddress(this.config.SITE_URL, settings[0]?.site_url);
  }

  /** One SMS per saved search with matches, at most once in 24 hours, never in quiet hours. */
  async runDigests(): Promise<number> {
    const now = this.clock.now();
    if (inQuietHours(now)) return 0;
    const manager = this.dataSource.manager;
    const dueBefore = new Date(now.getTime() - SAVED_SEARCH_LIMITS.digestEveryHours * HOUR_MS);
    const due = await manager.find(SavedSearch, {
      where: {
        pending_count: MoreThan(0),
        sms_enabled: true,
        last_digest_at: Or(IsNull(), LessThanOrEqual(dueBefore)),
      },
      order: { id: 'ASC' },
      take: 500,
    });
    if (due.length === 0) return 0;
    const site = await this.siteUrl();
    let sent = 0;
    for (const search of due) {
      const user = await this.users.findOne({ where: { id: search.user_id } });
      if (!user || user.status !== 'active' || !user.phone || !user.sms_job_alerts) continue;
      const count = search.pending_count;
      const text = MESSAGING_TEXTS[userLanguage(user)].digest(search.name, count, `${site}/alerts/stop/${search.token}`);
      // Claimed before the SMS: the digest's time moves on only where it was still due, so of two
      // replicas running at the same moment one sends. Matches counted meanwhile stay pending.
      const alertId = await transaction(this.dataSource, async (tx) => {
        const moved = await tx.update(
          SavedSearch,
          { id: search.id, pending_count: MoreThanOrEqual(count), last_digest_at: Or(IsNull(), LessThanOrEqual(dueBefore)) },
          { pending_count: () => `pending_count - ${count}`, last_digest_at: now },
        );
        if (!moved.affected) return null;
        const alert = await tx.insert(AlertLog, { kind: 'digest', user_id: user.id, application_id: null, saved_search_id: search.id, items: count, channel: 'sms', created_at: now });
        return Number(alert.identifiers[0].id);
      });
      if (alertId === null) continue;
      try {
        // By WhatsApp instead to those who opted in (docs/whatsapp.md "Being told"), once per claim.
        const phone = user.phone;
        await this.channel.send(
          {
            userId: user.id,
            phone,
            language: userLanguage(user),
            text,
            template: { notice: 'digest', values: { name: search.name, count, link: `${site}/alerts/stop/${search.token}` } },
            eventKey: `digest:${alertId}`,
          },
          () => this.sms.send({ to: phone, message: text }),
        );
      } catch (error) {
        this.logger.warn(`Digest SMS not sent: ${(error as Error).message}`);
        // Handed back: due again at the next run.
        await transaction(this.dataSource, async (tx) => {
          await tx.update(SavedSearch, { id: search.id }, { pending_count: () => `pending_count + ${count}`, last_digest_at: search.last_digest_at });
          await tx.delete(AlertLog, { id: alertId });
        });
        continue;
      }
      sent++;
    }
    return sent;
  }
}
