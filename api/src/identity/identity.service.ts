import { createHash } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Not, type Repository } from 'typeorm';
import {
  IDENTITY_LIMITS,
  IDENTITY_MESSAGES,
  IDENTITY_TEXTS,
  lagosDay,
  profileNameMatches,
  type IdentityStatus,
  type Language,
  type UserType,
} from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { isUniqueViolation } from '../common/database-errors';
import { DomainError } from '../common/domain-error';
import { afterCommit, transaction } from '../common/transaction';
import { translateMessage, userLanguage } from '../i18n/i18n';
import type { Message } from '../i18n/message';
import { IDENTITY_MESSAGES as IDENTITY } from '../i18n/messages/shared';
import { SPEC_MESSAGES } from '../i18n/messages/spec';
import { NOTICE_LINKS, siteSide } from '../notifications/notice-texts';
import { NotificationsService } from '../notifications/notifications.service';
import { BankAccountsService } from '../payments/bank-accounts.service';
import { PaystackClient, PaystackError } from '../payments/paystack.client';
import { ConsentsService } from '../consents/consents.service';
import { SMS_TRANSPORT, type SmsTransport } from '../sms/sms.transport';
import { InjectUsers } from '../users/repositories';
import type { User } from '../users/user.entity';
import { IdentityCheck, IdentityEvent } from './identity.entities';
import type { IdentityStatusDto, IdentityEventDto } from './identity.dto';

export interface IdentityRequest {
  /** Sent to Paystack only: never stored, logged or answered. */
  bvn: string;
  bank_code: string;
  account_number: string;
  use_for_payouts?: boolean;
}

/** A Paystack identification outcome, as the webhook validated it. */
export interface IdentificationOutcome {
  event: 'customeridentification.success' | 'customeridentification.failed';
  customer_code: string;
  /** Masked by Paystack (`012****789`); only its last digits are compared. */
  account_number: string | null | undefined;
  bank_code: string | null | undefined;
  reason: string | null | undefined;
}

/** Paystack's own words when the names given are not those on the BVN. */
const PAYSTACK_NAME_MISMATCH = /name.*(not match|mismatch|do not match)|mismatch.*name/i;

/** The first and last names a check sends and compares: the profile's, else the display name's first and last words. */
export function profileNames(user: Pick<User, 'first_name' | 'last_name' | 'name'>): { first_name: string; last_name: string } | null {
  const first = user.first_name?.trim();
  const last = user.last_name?.trim();
  if (first && last) return { first_name: first, last_name: last };
  const words = (user.name ?? '').trim().split(/\s+/).filter(Boolean);
  return words.length >= 2 ? { first_name: words[0], last_name: words[words.length - 1] } : null;
}

/**
 * The one writer of identity checks (docs/trust.md "Identity"): a request creates or reuses the
 * person's Paystack customer and asks Paystack to validate their BVN and bank account; Paystack's
 * signed `customeridentification.*` webhook, handed here by the webhook controller, decides it;
 * an admin may revoke the badge. Every change writes the audit trail in the same transaction.
 */
@Injectable()
export class IdentityService {
  private readonly logger = new Logger(IdentityService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectUsers() private readonly users: Repository<User>,
    private readonly paystack: PaystackClient,
    private readonly bankAccounts: BankAccountsService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    @Inject(SMS_TRANSPORT) private readonly sms: SmsTransport,
    private readonly consents: ConsentsService,
  ) {}

  private async row(manager: EntityManager, userId: number, withPayoutAccount = false): Promise<IdentityCheck | null> {
    const qb = manager.getRepository(IdentityCheck).createQueryBuilder('i').where('i.user_id = :userId', { userId });
    if (withPayoutAccount) qb.addSelect('i.payout_account');
    return qb.getOne();
  }

  /** Today's limits of a person (USSD says which one stops them). */
  limits(userId: number) {
    return this.today(this.dataSource.manager, userId);
  }

  /** Requests and failures of the caller's current Lagos day. */
  private async today(manager: EntityManager, userId: number) {
    const day = lagosDay(this.clock.now());
    const rows = await manager
      .getRepository(IdentityEvent)
      .createQueryBuilder('e')
      .select('e.action', 'action')
      .addSelect('COUNT(*)', 'n')
      .where('e.user_id = :userId AND e.action IN (:...actions) AND e.created_at >= :start AND e.created_at < :end', {
        userId,
        actions: ['requested', 'failed'],
        start: day.start,
        end: day.end,
      })
      .groupBy('e.action')
      .getRawMany<{ action: string; n: number | string }>();
    const count = (action: string) => Number(rows.find((row) => row.action === action)?.n ?? 0);
    const requested = count('requested');
    const failed = count('failed');
    const locked = failed >= IDENTITY_LIMITS.failuresBeforeLock;
    const exhausted = requested >= IDENTITY_LIMITS.requestsPerDay;
    return {
      locked,
      exhausted,
      left: locked ? 0 : Math.max(0, IDENTITY_LIMITS.requestsPerDay - requested),
      lockedUntil: locked || exhausted ? day.end : null,
    };
  }

  /** The caller's check, its reason in `language`. */
  async view(userId: number, language: Language = 'en', manager: EntityManager = this.dataSource.manager): Promise<IdentityStatusDto> {
    const [row, today] = await Promise.all([this.row(manager, userId), this.today(manager, userId)]);
    const status = row?.status ?? 'none';
    return {
      status,
      requested_at: row?.requested_at ?? null,
      verified_at: status === 'verified' ? (row?.verified_at ?? null) : null,
      bank_name: row?.bank_name ?? null,
      account_last4: row?.account_last4 ?? null,
      reason: (status === 'failed' || status === 'revoked') && row?.reason ? translateMessage(language, row.reason) : null,
      attempts_left_today: today.left,
      locked_until: today.lockedUntil,
    };
  }

  /**
   * Asks Paystack to validate the caller's BVN and bank account: 409 while one is checking or
   * once verified, 429 over the day's limits, 400 for a bank or account the bank does not know,
   * 502 when Paystack does not answer (nothing is kept then). Answers the view, `checking`.
   */
  async request(userId: number, input: IdentityRequest, channel: 'site' | 'ussd', language: Language = 'en'): Promise<IdentityStatusDto> {
    const manager = this.dataSource.manager;
    const user = await this.users.findOne({
      where: { id: userId },
      select: { id: true, user_type: true, first_name: true, last_name: true, name: true, email: true },
    });
    if (!user) throw new DomainError(SPEC_MESSAGES.notFound, HttpStatus.NOT_FOUND);
    const existing = await this.row(manager, userId);
    this.refuseWhileOpen(existing?.status);
    const today = await this.today(manager, userId);
    if (today.locked) throw this.tooMany(IDENTITY.locked, today.lockedUntil!);
    if (today.exhausted) throw this.tooMany(IDENTITY.tooMany, today.lockedUntil!);
    const names = profileNames(user);
    if (!names) throw DomainError.field('name', 'required', IDENTITY.nameNeeded);

    // The bank knows the account (400 on the field otherwise); its name is the payout account's.
    const account = await this.bankAccounts.resolve(input.bank_code, input.account_number);
    let customerCode = existing?.customer_code ?? null;
    if (!customerCode) {
      const customer = await this.gateway(() =>
        this.paystack.createCustomer({ email: user.email || `user-${user.id}@gigmarket.invalid`, ...names }),
      );
      customerCode = customer.customer_code;
    }

    const now = this.clock.now();
    const usePayouts = Boolean(input.use_for_payouts) && user.user_type === 'freelancer';
    const checking: Partial<IdentityCheck> = {
      status: 'checking',
      customer_code: customerCode,
      bank_code: account.bank_code,
      bank_name: account.bank_name,
      account_last4: input.account_number.slice(-4),
      payout_account: usePayouts ? input.account_number : null,
      use_for_payouts: usePayouts,
      channel,
      reason: null,
      requested_at: now,
    };
    // Reserved first, so Paystack's answer always finds the check waiting for it.
    const reserved = await transaction(this.dataSource, async (tx) => {
      const before = await this.row(tx, userId);
      let identityId: number;
      if (!before) {
        try {
          const inserted = await tx.insert(IdentityCheck, { ...checking, user_id: userId, user_type: user.user_type as UserType });
          identityId = Number(inserted.identifiers[0].id);
        } catch (error) {
          if (isUniqueViolation(error)) throw new DomainError(IDENTITY.alreadyChecking, HttpStatus.CONFLICT);
          throw error;
        }
      } else {
        const moved = await tx.update(IdentityCheck, { id: before.id, status: Not(In(['checking', 'verified'])) }, checking);
        if (!moved.affected) this.refuseWhileOpen((await this.row(tx, userId))?.status ?? 'checking');
        identityId = before.id;
      }
      const event = await tx.insert(IdentityEvent, { identity_id: identityId, user_id: userId, action: 'requested', channel, created_at: now });
      // Asking for the check is consenting to it, in the words the form or the USSD screen showed.
      await this.consents.record(tx, userId, ['identity_check'], true, channel);
      return { identityId, eventId: Number(event.identifiers[0].id), before };
    });

    const identify = (code: string) =>
      this.paystack.requestIdentification(code, {
        country: 'NG',
        type: 'bank_account',
        bvn: input.bvn,
        bank_code: account.bank_code,
        account_number: input.account_number,
        ...names,
      });
    try {
      try {
        await identify(customerCode);
      } catch (error) {
        // A customer code Paystack no longer knows (another Paystack account or environment):
        // the customer is made again once, and the request sent to it.
        if (!(error instanceof PaystackError && error.status === 404 && existing?.customer_code)) throw error;
        customerCode = (await this.paystack.createCustomer({ email: user.email || `user-${user.id}@gigmarket.invalid`, ...names })).customer_code;
        await this.dataSource.manager.update(IdentityCheck, { id: reserved.identityId }, { customer_code: customerCode });
        await identify(customerCode);
      }
    } catch (error) {
      if (error instanceof PaystackError && error.status < 500) {
        // Paystack refused the request itself: a failed check (it counts towards the day's lock).
        await this.decideFailed(reserved.identityId, userId, error.message || IDENTITY_MESSAGES.checkFailed, null, false);
        throw this.refusalOf(error);
      }
      // Paystack did not answer: as if nothing was asked.
      await transaction(this.dataSource, async (tx) => {
        const { before } = reserved;
        await tx.update(
          IdentityCheck,
          { id: reserved.identityId, status: 'checking' },
          before
            ? {
                status: before.status,
                bank_code: before.bank_code,
                bank_name: before.bank_name,
                account_last4: before.account_last4,
                payout_account: null,
                use_for_payouts: before.use_for_payouts,
                channel: before.channel,
                reason: before.reason,
                requested_at: before.requested_at,
              }
            : { status: 'none', bank_code: null, bank_name: null, account_last4: null, payout_account: null, use_for_payouts: false, channel: null, requested_at: null },
        );
        await tx.delete(IdentityEvent, { id: reserved.eventId });
      });
      this.logger.warn(`Identity check of user ${userId} not sent: ${error instanceof Error ? error.message : String(error)}`);
      throw new DomainError(IDENTITY.providerDown, HttpStatus.BAD_GATEWAY);
    }
    this.logger.log(`Identity check requested for user ${userId} (${channel}), customer ${customerCode}`);
    return this.view(userId, language);
  }

  private refuseWhileOpen(status: IdentityStatus | undefined): void {
    if (status === 'checking') throw new DomainError(IDENTITY.alreadyChecking, HttpStatus.CONFLICT);
    if (status === 'verified') throw new DomainError(IDENTITY.alreadyVerified, HttpStatus.CONFLICT);
  }

  private tooMany(message: Message, until: Date): DomainError {
    const seconds = Math.max(1, Math.ceil((until.getTime() - this.clock.now().getTime()) / 1000));
    return new DomainError(message, HttpStatus.TOO_MANY_REQUESTS, [], { retryAfter: seconds });
  }

  /** A Paystack call whose failure is a 502 (its own words are logged, never the request). */
  private async gateway<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof PaystackError) {
        this.logger.warn(`Paystack refused an identity call: ${error.status} ${error.message}`);
        throw new DomainError(IDENTITY.providerDown, HttpStatus.BAD_GATEWAY);
      }
      throw error;
    }
  }

  /** Paystack's 4xx on an identification as a field error (its message names the field). */
  private refusalOf(error: PaystackError): DomainError {
    const message = error.message;
    if (!message) return new DomainError(IDENTITY.checkFailed, HttpStatus.BAD_REQUEST);
    const field = /bvn/i.test(message) ? 'bvn' : /account/i.test(message) ? 'account_number' : /bank/i.test(message) ? 'bank_code' : null;
    // Paystack's own words, as they are.
    return DomainError.foreign(message, HttpStatus.BAD_REQUEST, field ? [{ field, rule: 'identity', message }] : []);
  }

  /**
   * The key that makes a `customeridentification.*` delivery a replay: Paystack's body has no id
   * or date, so two checks with the same bank, account and outcome send the very same bytes. The
   * key is the body's hash with the customer's latest request (its row in the audit trail): a copy
   * of a delivery is a duplicate for as long as no new check is asked, while the same words
   * answering a new request are a new event.
   */
  async eventKey(bodyHash: string, customerCode: string): Promise<string> {
    const [latest] = (await this.dataSource.query(
      "SELECT MAX(e.id) AS id FROM identity_events e JOIN identity_checks i ON i.id = e.identity_id WHERE i.customer_code = ? AND e.action = 'requested'",
      [customerCode],
    )) as Array<{ id: number | string | null }>;
    const marker = latest?.id ? `request:${Number(latest.id)}` : 'none';
    return `${bodyHash}:${createHash('sha256').update(marker).digest('hex').slice(0, 32)}`;
  }

  /**
   * Paystack's answer (a verified, signed, well-formed webhook, stored once as `eventId`). The check
   * waiting for it is decided: `customeridentification.success` verifies it when the names on the
   * BVN (Paystack's customer after the identification) match the profile's by the name rule, else
   * it fails with "The name on this BVN does not match your profile"; `.failed` fails it with
   * Paystack's reason. An event for no waiting check, or another account than the one asked
   * about, changes nothing. Answers the outcome stored on the event.
   */
  async decide(outcome: IdentificationOutcome, eventId: number): Promise<string> {
    const manager = this.dataSource.manager;
    const row = await manager
      .getRepository(IdentityCheck)
      .createQueryBuilder('i')
      .where('i.customer_code = :code', { code: outcome.customer_code })
      .orderBy('i.id', 'DESC')
      .getOne();
    if (!row) return 'ignored: no identity check for this customer';
    if (row.status !== 'checking') return `ignored: the identity check is ${row.status}, not waiting`;
    const lastDigits = (outcome.account_number ?? '').replace(/\D/g, '').slice(-3);
    if (outcome.bank_code && outcome.bank_code !== row.bank_code) return 'refused: another bank than the one asked about';
    if (lastDigits && row.account_last4 && !row.account_last4.endsWith(lastDigits)) return 'refused: another account than the one asked about';

    if (outcome.event === 'customeridentification.failed') {
      const given = outcome.reason?.trim() || IDENTITY_MESSAGES.checkFailed;
      const reason = PAYSTACK_NAME_MISMATCH.test(given) ? IDENTITY_MESSAGES.nameMismatch : given.slice(0, 255);
      return (await this.decideFailed(row.id, row.user_id, reason, eventId)) ? 'processed: identity check failed' : 'ignored: already decided';
    }

    // The names on the BVN: Paystack gives the customer those names once the identification succeeds.
    const customer = await this.paystack.fetchCustomer(outcome.customer_code);
    const user = await this.users.findOne({ where: { id: row.user_id }, select: { id: true, first_name: true, last_name: true, name: true } });
    const names = user ? profileNames(user) : null;
    const onBvn = customer as unknown as { first_name: string | null; middle_name?: string | null; last_name: string | null };
    if (!names || !profileNameMatches(names, onBvn)) {
      return (await this.decideFailed(row.id, row.user_id, IDENTITY_MESSAGES.nameMismatch, eventId))
        ? 'processed: identity check failed (name)'
        : 'ignored: already decided';
    }
    const verified = await transaction(this.dataSource, async (tx) => {
      const held = await this.row(tx, row.user_id, true);
      const now = this.clock.now();
      const moved = await tx.update(
        IdentityCheck,
        { id: row.id, status: 'checking' },
        { status: 'verified', verified_at: now, reason: null, payment_event_id: eventId, payout_account: null, revoked_at: null, revoked_by: null, revoke_reason: null },
      );
      if (!moved.affected) return null;
      await tx.insert(IdentityEvent, { identity_id: row.id, user_id: row.user_id, action: 'verified', channel: row.channel, created_at: now });
      await this.tell(tx, row.user_id, 'verified');
      return held;
    });
    if (!verified) return 'ignored: already decided';
    if (verified.use_for_payouts && verified.payout_account && verified.bank_code) {
      const account = { bank_code: verified.bank_code, account_number: verified.payout_account };
      // The verified account becomes the payout account (the site's own save: resolved again, the
      // transfer recipient created, payouts that waited sent). A failure leaves the badge.
      await afterCommit(async () => {
        try {
          const resolved = await this.bankAccounts.resolve(account.bank_code, account.account_number);
          await this.bankAccounts.save(row.user_id, { ...account, account_name: resolved.account_name });
        } catch (error) {
          this.logger.warn(`The verified account of user ${row.user_id} was not saved for payouts: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
    }
    return 'processed: identity verified';
  }

  /** Fails the check if it is still waiting; true when this call decided it. */
  private async decideFailed(identityId: number, userId: number, reason: string, eventId: number | null, notify = true): Promise<boolean> {
    return transaction(this.dataSource, async (tx) => {
      const now = this.clock.now();
      const moved = await tx.update(
        IdentityCheck,
        { id: identityId, status: 'checking' },
        { status: 'failed', failed_at: now, reason: reason.slice(0, 255), payment_event_id: eventId, payout_account: null },
      );
      if (!moved.affected) return false;
      await tx.insert(IdentityEvent, { identity_id: identityId, user_id: userId, action: 'failed', reason: reason.slice(0, 500), created_at: now });
      if (notify) await this.tell(tx, userId, 'failed', reason);
      return true;
    });
  }

  /** An admin takes a badge back, with a reason kept in the audit trail; the person is told. */
  async revoke(identityId: number, adminId: number, reason: string): Promise<IdentityCheck> {
    return transaction(this.dataSource, async (tx) => {
      const row = await tx.findOne(IdentityCheck, { where: { id: identityId } });
      if (!row) throw new DomainError(IDENTITY.notFound, HttpStatus.NOT_FOUND);
      const now = this.clock.now();
      const moved = await tx.update(
        IdentityCheck,
        { id: identityId, status: 'verified' },
        { status: 'revoked', revoked_at: now, revoked_by: adminId, revoke_reason: reason, reason: reason.slice(0, 255) },
      );
      if (!moved.affected) throw new DomainError(IDENTITY.notVerified, HttpStatus.CONFLICT);
      await tx.insert(IdentityEvent, { identity_id: identityId, user_id: row.user_id, action: 'revoked', by_user_id: adminId, reason, created_at: now });
      await this.tell(tx, row.user_id, 'revoked', reason);
      return tx.findOneOrFail(IdentityCheck, { where: { id: identityId } });
    });
  }

  /** The audit trail of one check, oldest first, with the revoking admins' names. */
  events(identityId: number): Promise<IdentityEventDto[]> {
    return IdentityService.eventsOf(this.dataSource.manager, this.users, identityId);
  }

  /** Static for the back office's record page, which hands over its manager and the users' repository. */
  static async eventsOf(manager: EntityManager, users: Repository<User>, identityId: number): Promise<IdentityEventDto[]> {
    const rows = await manager.find(IdentityEvent, { where: { identity_id: identityId }, order: { id: 'ASC' } });
    const adminIds = [...new Set(rows.map((row) => row.by_user_id).filter((id): id is number => id !== null))];
    const admins = adminIds.length
      ? await manager.withRepository(users).find({ where: { id: In(adminIds) }, select: { id: true, name: true, first_name: true, last_name: true } })
      : [];
    const nameOf = (id: number | null) => {
      const admin = admins.find((candidate) => candidate.id === id);
      return admin ? admin.name || [admin.first_name, admin.last_name].filter(Boolean).join(' ') || null : null;
    };
    return rows.map((row) => ({ at: row.created_at, action: row.action, by_name: nameOf(row.by_user_id), reason: row.reason, channel: row.channel }));
  }

  /** The bell notice now and the SMS once committed, in the person's language. */
  private async tell(manager: EntityManager, userId: number, what: 'verified' | 'failed' | 'revoked', reason = ''): Promise<void> {
    const user = await manager.withRepository(this.users).findOne({ where: { id: userId }, select: { id: true, language: true, phone: true, user_type: true } });
    if (!user) return;
    const language = userLanguage(user);
    const texts = IDENTITY_TEXTS[language];
    const said = translateMessage(language, reason).replace(/\.$/, '');
    const sms = what === 'verified' ? texts.sms.verified : what === 'failed' ? texts.sms.failed(said) : texts.sms.revoked(said);
    const side = siteSide(user.user_type);
    await this.notifications.write(manager, [
      {
        user_id: userId,
        notice_type: 'identity',
        key: `identityNotice.${what}`,
        params: what === 'verified' ? {} : { reason },
        language,
        link: side ? NOTICE_LINKS.identity(side) : null,
      },
    ]);
    if (user.phone) {
      const to = user.phone;
      await afterCommit(() =>
        this.sms.send({ to, message: sms }).catch((error: Error) => this.logger.warn(`Identity SMS (${what}) not sent: ${error.message}`)),
      );
    }
  }
}
