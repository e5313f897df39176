import { HttpStatus, Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, LessThanOrEqual, type Repository } from 'typeorm';
import { ERASURE_GRACE_DAYS, FORMER_MEMBER, isAdminType, type ErasureBlocker } from '@gigmarket/shared';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
import type { AuthToken } from '../auth/auth-token.entity';
import { InjectAuthTokens } from '../auth/repositories';
import { CodesService } from '../auth/codes.service';
import { IdentityCache } from '../auth/identity-cache';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { TaskScheduler } from '../common/scheduler';
import { afterCommit, transaction } from '../common/transaction';
import { EmployerListingsService } from '../employer-listings/employer-listings.service';
import { DisputesService } from '../hires/disputes.service';
import { HiresService } from '../hires/hires.service';
import { ERASURE_MESSAGES } from '../i18n/messages/erasure';
import { heldForUser } from '../ledger/ledger';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { FILE_STORAGE, withVariants, type FileStorage } from '../uploads/file-storage';
import type { User } from '../users/user.entity';
import { InjectUsers } from '../users/repositories';

export const ERASURE_TASK = 'account-erasure';
const ERASURE_EVERY_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** A deletion's state as its owner's account page reads it. */
export interface ErasureState {
  /** When the erasure falls due; null when none is scheduled. */
  erase_after: Date | null;
  /** What keeps the account from being deleted now (empty: it may be). */
  blockers: ErasureBlocker[];
}

/** The forms a phone takes in stored texts (payloads, SMS logs): 080..., 23480..., +23480... */
export function phoneForms(phone: string): string[] {
  const local = phone.startsWith('0') ? phone.slice(1) : phone.replace(/^\+?234/, '');
  return [`0${local}`, `234${local}`, `+234${local}`];
}

/**
 * The right to erasure (docs/privacy.md "Deleting an account"). A person (or a superadmin at their
 * request) asks; the owning modules say whether anything keeps the account (a hire not over, money
 * held or owed, an open dispute); once confirmed by an SMS code, every session ends, open jobs
 * close and pending applications are withdrawn through their owners, and after the grace period
 * the scheduled task erases the personal fields. Money records stay under the account's id, which
 * no longer leads to a person.
 */
@Injectable()
export class AccountErasureService implements OnModuleInit {
  private readonly logger = new Logger(AccountErasureService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly codes: CodesService,
    private readonly listings: EmployerListingsService,
    private readonly hires: HiresService,
    private readonly disputes: DisputesService,
    private readonly identityCache: IdentityCache,
    private readonly scheduler: TaskScheduler,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @InjectUsers() private readonly users: Repository<User>,
    @InjectListings() private readonly listingRows: Repository<Listing>,
    @InjectJobApplications() private readonly applicationRows: Repository<JobApplication>,
    @InjectAuthTokens() private readonly authTokens: Repository<AuthToken>,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: ERASURE_TASK, everyMs: ERASURE_EVERY_MS, run: () => this.eraseDue() });
  }

  private async siteUser(userId: number, manager: EntityManager = this.dataSource.manager): Promise<User> {
    const user = await manager.withRepository(this.users).findOne({ where: { id: userId } });
    if (!user) throw new DomainError(ERASURE_MESSAGES.notFound, HttpStatus.NOT_FOUND);
    if (user.status === 'erased') throw new DomainError(ERASURE_MESSAGES.alreadyErased, HttpStatus.CONFLICT);
    if (isAdminType(user.user_type)) throw new DomainError(ERASURE_MESSAGES.notSiteUser, HttpStatus.BAD_REQUEST);
    return user;
  }

  /** Asks the owners: hires (not over), the ledger (held or owed), disputes (open). */
  async blockers(userId: number, manager?: EntityManager): Promise<ErasureBlocker[]> {
    const found: ErasureBlocker[] = [];
    if ((await this.hires.ongoingFor(userId, manager)) > 0) found.push('hire');
    if ((await heldForUser(manager ?? this.dataSource.manager, userId)) !== 0) found.push('money');
    if ((await this.disputes.openFor(userId)) > 0) found.push('dispute');
    return found;
  }

  private async refuseIfBlocked(userId: number): Promise<void> {
    const [first] = await this.blockers(userId);
    if (first) throw new DomainError(ERASURE_MESSAGES.blocked(first), HttpStatus.CONFLICT, [], { blockers: await this.blockers(userId) });
  }

  async state(userId: number): Promise<ErasureState> {
    const user = await this.siteUser(userId);
    return { erase_after: user.erase_after, blockers: await this.blockers(userId) };
  }

  /** The code that confirms the deletion, texted to the account's phone; refused while anything keeps the account. */
  async sendCode(userId: number): Promise<void> {
    const user = await this.siteUser(userId);
    if (user.erase_after) throw new DomainError(ERASURE_MESSAGES.alreadyScheduled, HttpStatus.CONFLICT);
    await this.refuseIfBlocked(userId);
    await this.codes.issue(user, 'erase');
  }

  /** The person confirms with the code: the deletion is scheduled. */
  async confirm(userId: number, code: string): Promise<Date> {
    const user = await this.siteUser(userId);
    if (user.erase_after) throw new DomainError(ERASURE_MESSAGES.alreadyScheduled, HttpStatus.CONFLICT);
    await this.refuseIfBlocked(userId);
    await this.codes.consume(userId, 'erase', code);
    return this.schedule(userId);
  }

  /** A superadmin starts it at the person's request (recorded elsewhere): the same rules, no code. */
  async startByAdmin(userId: number): Promise<Date> {
    const user = await this.siteUser(userId);
    if (user.erase_after) throw new DomainError(ERASURE_MESSAGES.alreadyScheduled, HttpStatus.CONFLICT);
    await this.refuseIfBlocked(userId);
    return this.schedule(userId);
  }

  /**
   * In one transaction: the person's open jobs close (their owner writes listing.closed), their
   * pending applications are withdrawn (the employers told), every session ends and the erasure
   * is due after the grace period.
   */
  private async schedule(userId: number): Promise<Date> {
    const eraseAfter = new Date(this.clock.now().getTime() + ERASURE_GRACE_DAYS * DAY_MS);
    await transaction(this.dataSource, async (manager) => {
      const open = await manager.withRepository(this.listingRows).find({ where: { user_id: userId, status: 'open' }, select: { id: true } });
      for (const listing of open) await this.listings.transition(userId, listing.id, 'close', 'en');
      const pending = await manager.withRepository(this.applicationRows).find({ where: { user_id: userId, status: 'pending' }, select: { id: true } });
      for (const application of pending) await this.hires.withdraw(userId, application.id);
      await manager.withRepository(this.users).update({ id: userId }, { erase_after: eraseAfter });
      await manager.withRepository(this.authTokens).update({ user_id: userId, revoked_at: IsNull() }, { revoked_at: this.clock.now() });
      await afterCommit(() => this.identityCache.forgetUser(userId));
    });
    return eraseAfter;
  }

  /** Signing in during the grace period: the person keeps the account. */
  async cancel(userId: number): Promise<void> {
    const user = await this.siteUser(userId);
    if (!user.erase_after) throw new DomainError(ERASURE_MESSAGES.nothingToCancel, HttpStatus.BAD_REQUEST);
    await this.users.update({ id: userId, erased_at: IsNull() }, { erase_after: null });
  }

  /**
   * The scheduled task: every account whose grace period is over is erased, one transaction each.
   * One that something keeps again (a hire taken on during the grace) waits for the next run.
   */
  async eraseDue(): Promise<number> {
    const due = await this.users.find({
      where: { erase_after: LessThanOrEqual(this.clock.now()), erased_at: IsNull() },
      select: { id: true },
      order: { id: 'ASC' },
    });
    let erased = 0;
    for (const { id } of due) {
      if ((await this.blockers(id)).length) continue;
      await this.erase(id);
      erased += 1;
    }
    if (erased) this.logger.log(`Erased ${erased} account(s)`);
    return erased;
  }

  /** Erases one account's personal data (docs/privacy.md lists every field). */
  private async erase(userId: number): Promise<void> {
    const files: string[] = [];
    await transaction(this.dataSource, async (manager) => {
      const user = await manager.withRepository(this.users).findOneOrFail({ where: { id: userId } });
      const q = () => manager.createQueryBuilder();
      const ids = (rows: Array<Record<string, unknown>>, column: string) => rows.map((row) => row[column]).filter((value): value is string => typeof value === 'string' && value !== '');
      const profile = (await manager.query('SELECT company_name FROM profiles WHERE user_id = ?', [userId])) as Array<{ company_name: string | null }>;
      const banks = (await manager.query('SELECT account_number FROM bank_accounts WHERE user_id = ?', [userId])) as Array<Record<string, unknown>>;
      const paidTo = (await manager.query('SELECT account_number FROM transactions WHERE user_id = ? AND account_number IS NOT NULL', [userId])) as Array<Record<string, unknown>>;
      const names = [user.name, [user.first_name, user.last_name].filter(Boolean).join(' '), profile[0]?.company_name].filter((value): value is string => !!value && value.trim().length >= 3);
      const secrets = [...new Set([user.email, ...(user.phone ? phoneForms(user.phone) : []), ...ids(banks, 'account_number'), ...ids(paidTo, 'account_number')].filter((value): value is string => !!value))];

      // Files: the avatar, the portfolio, dispute photos and message attachments the person sent,
      // with the resized copies pages asked for.
      if (user.avatar) files.push(user.avatar);
      files.push(...ids(await manager.query('SELECT upload_name FROM portfolio WHERE user_id = ?', [userId]), 'upload_name'));
      files.push(...ids(await manager.query('SELECT photo FROM dispute_statements WHERE user_id = ?', [userId]), 'photo'));
      files.push(...ids(await manager.query('SELECT attachment FROM messages WHERE sender_id = ?', [userId]), 'attachment'));

      await manager.withRepository(this.users).update({ id: userId }, {
        name: null,
        first_name: null,
        last_name: null,
        email: null,
        phone: null,
        gender: null,
        location: null,
        avatar: null,
        password: null,
        ussd_pin_hash: null,
        ussd_pin_attempts: 0,
        ussd_pin_locked_until: null,
        sms_message_nudges: false,
        sms_job_alerts: false,
        status: 'erased',
        erase_after: null,
        erased_at: this.clock.now(),
      });
      await q()
        .update('profiles')
        .set({ company_name: null, description: null, designation: null, gender: null, latitude: null, longitude: null, lga: null, lga_id: null, location: null, post_code: null, state_id: null, country_id: null, video: null, website: null })
        .where('user_id = :userId', { userId })
        .execute();
      for (const table of ['userskills', 'userindustry', 'userjobtype', 'socialmedia', 'portfolio', 'bank_accounts', 'verification_codes', 'auth_tokens', 'saved_searches', 'alert_log', 'bookmarks', 'idempotency_keys', 'notifications', 'whatsapp_notices']) {
        await q().delete().from(table).where('user_id = :userId', { userId }).execute();
      }
      await q().delete().from('connections').where('freelancer_id = :userId OR employer_id = :userId', { userId }).execute();
      await q().delete().from('message_blocks').where('blocker_id = :userId OR blocked_id = :userId', { userId }).execute();
      for (const table of ['favourites', 'employer_blocks', 'hidden_employers', 'offers']) {
        await q().delete().from(table).where('employer_id = :userId OR freelancer_id = :userId', { userId }).execute();
      }
      await q().delete().from('ussd_sessions').where('user_id = :userId', { userId }).execute();
      if (user.phone) await q().delete().from('ussd_sessions').where('phone IN (:...phones)', { phones: phoneForms(user.phone) }).execute();
      // WhatsApp messages to and from the person's phone (docs/whatsapp.md), tied to the account or not.
      for (const table of ['whatsapp_inbound', 'whatsapp_outbound']) {
        await q().delete().from(table).where('user_id = :userId', { userId }).execute();
        if (user.phone) await q().delete().from(table).where('wa_id IN (:...phones)', { phones: phoneForms(user.phone) }).execute();
      }
      await q().update('messages').set({ attachment: null }).where('sender_id = :userId', { userId }).execute();
      await q().update('dispute_statements').set({ photo: null }).where('user_id = :userId', { userId }).execute();
      await q().update('api_keys').set({ revoked_at: this.clock.now() }).where('user_id = :userId AND revoked_at IS NULL', { userId }).execute();
      // An employer's webhook endpoints go with their deliveries (responses may echo anything).
      const endpoints = ((await manager.query('SELECT id FROM webhook_endpoints WHERE user_id = ?', [userId])) as Array<{ id: number }>).map((row) => Number(row.id));
      if (endpoints.length) {
        await q().delete().from('webhook_attempts').where('delivery_id IN (SELECT id FROM webhook_deliveries WHERE endpoint_id IN (:...endpoints))', { endpoints }).execute();
        await q().delete().from('webhook_deliveries').where('endpoint_id IN (:...endpoints)', { endpoints }).execute();
        await q().delete().from('webhook_endpoints').where('id IN (:...endpoints)', { endpoints }).execute();
      }
      // Kept for the tax retention period: amounts, dates and the account's id only.
      await q()
        .update('transactions')
        .set({ account: null, account_name: null, account_number: null, bank_name: null, paid_to: null, comment: null, authorization_url: null })
        .where('user_id = :userId', { userId })
        .execute();
      await q()
        .update('identity_checks')
        .set({ account_last4: null, bank_code: null, bank_name: null, customer_code: null, payout_account: null })
        .where('user_id = :userId', { userId })
        .execute();
      // What others hold that names the person (their notices, the gateway's payloads): the name
      // reads "Former member", contact details and account numbers are cut out.
      for (const [table, column] of SCRUBBED_TEXT) {
        // A notice reads "Former member" in its recipient's language.
        if (table === 'notifications') for (const name of names) await this.replaceIn(manager, table, column, name, FORMER_MEMBER.fr, "user_id IN (SELECT id FROM users WHERE language = 'fr')");
        for (const name of names) await this.replaceIn(manager, table, column, name, FORMER_MEMBER.en);
        for (const secret of secrets) await this.replaceIn(manager, table, column, secret, '[erased]');
      }
    });
    for (const file of files.flatMap(withVariants)) await this.storage.delete(file).catch(() => undefined);
  }

  private async replaceIn(manager: EntityManager, table: string, column: string, needle: string, replacement: string, only?: string): Promise<void> {
    const query = manager
      .createQueryBuilder()
      .update(table)
      .set({ [column]: () => `REPLACE(${column}, :needle, :replacement)` })
      // `_` and `%` in a needle only widen the filter; REPLACE matches it exactly.
      .where(`${column} LIKE :like`, { like: `%${needle}%` })
      .setParameters({ needle, replacement });
    if (only) query.andWhere(only);
    await query.execute();
  }
}

/** Texts others keep in which a person's name or contact details may appear. */
const SCRUBBED_TEXT: Array<[string, string]> = [
  ['notifications', 'title'],
  ['notifications', 'message'],
  ['notifications', 'params'],
  ['payment_events', 'payload'],
  ['reconciliation_items', 'ours'],
  ['reconciliation_items', 'theirs'],
  ['ledger_postings', 'memo'],
];
