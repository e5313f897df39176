import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, MoreThan, Not, Repository } from 'typeorm';
import { LIMITS } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { SMS_TRANSPORT, SmsDeliveryError, type SmsTransport } from '../sms/sms.transport';
import { type StoredCodeAction, VerificationCode } from './verification-code.entity';
import { t, userLanguage } from '../i18n/i18n';
import { SPEC_MESSAGES } from '../i18n/messages/spec';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
export const CODE_LIFETIME_MS = LIMITS.codeLifetimeMinutes * 60 * SECOND;


/** Six digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** LIMITS.codeLength)).padStart(LIMITS.codeLength, '0');
}

/** Who a code is for: the user's id and the phone it goes to. */
export interface CodeOwner {
  id: number;
  phone: string | null;
  /** The SMS goes out in this language (users.language); English when absent. */
  language?: string | null;
}

/**
 * One-time codes: 6 digits, stored as an HMAC keyed with the server secret (a leaked table
 * cannot be brute-forced offline), 10-minute life, dead after 5 wrong tries, no resend within
 * 30 s (unless the last one was used) and at most 5 sends per phone per hour.
 */
@Injectable()
export class CodesService {
  private readonly logger = new Logger('CodesService');

  constructor(
    @InjectRepository(VerificationCode) private readonly codes: Repository<VerificationCode>,
    @Inject(SMS_TRANSPORT) private readonly sms: SmsTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  hash(userId: number, action: StoredCodeAction, code: string): string {
    return createHmac('sha256', this.config.JWT_SECRET).update(`${userId}:${action}:${code}`).digest('hex');
  }

  private matches(row: VerificationCode, code: string): boolean {
    const expected = Buffer.from(row.code_hash, 'utf8');
    const actual = Buffer.from(this.hash(row.user_id, row.action, code), 'utf8');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /** 429 with `retryAfter` when the last send was under 30 s ago or 5 went out in the last hour. */
  private async assertMaySend(userId: number): Promise<void> {
    const now = this.clock.now().getTime();
    const recent = await this.codes.find({
      where: { user_id: userId, created_at: MoreThan(new Date(now - HOUR)) },
      order: { created_at: 'ASC', id: 'ASC' },
    });
    const last = recent[recent.length - 1];
    // A code already used successfully does not hold the next one back (sign out, sign in again).
    if (last && !last.verified_at) {
      const wait = last.created_at.getTime() + LIMITS.resendCountdownSeconds * SECOND - now;
      if (wait > 0) {
        throw new DomainError(SPEC_MESSAGES.resendTooSoon, HttpStatus.TOO_MANY_REQUESTS, [], { retryAfter: Math.ceil(wait / SECOND) });
      }
    }
    if (recent.length >= LIMITS.codeMaxSendsPerHour) {
      const oldest = recent[recent.length - LIMITS.codeMaxSendsPerHour];
      const wait = Math.max(SECOND, oldest.created_at.getTime() + HOUR - now);
      throw new DomainError(SPEC_MESSAGES.tooManyCodes, HttpStatus.TOO_MANY_REQUESTS, [], { retryAfter: Math.ceil(wait / SECOND) });
    }
  }

  /**
   * Creates a code for the action (earlier open codes of that action die) and texts it. When the
   * provider fails the new row is removed and the caller gets 502 `Access Denied` with the
   * provider's message.
   */
  async issue(owner: CodeOwner, action: StoredCodeAction): Promise<void> {
    if (!owner.phone) throw new DomainError(SPEC_MESSAGES.invalidUserId, HttpStatus.NOT_FOUND);
    await this.assertMaySend(owner.id);
    const code = generateCode();
    const now = this.clock.now();
    await this.codes.update({ user_id: owner.id, action, consumed_at: IsNull() }, { consumed_at: now });
    const row = await this.codes.save(
      this.codes.create({
        user_id: owner.id,
        action,
        code_hash: this.hash(owner.id, action, code),
        attempts: 0,
        expires_at: new Date(now.getTime() + CODE_LIFETIME_MS),
        consumed_at: null,
        verified_at: null,
        created_at: now,
      }),
    );
    try {
      await this.sms.send({ to: owner.phone, message: t(userLanguage(owner), `sms.code.${action}`, { code, minutes: LIMITS.codeLifetimeMinutes }), code });
    } catch (error) {
      await this.codes.delete({ id: row.id });
      const reason = error instanceof SmsDeliveryError ? error.providerMessage : error instanceof Error ? error.message : String(error);
      this.logger.warn(`SMS to user ${owner.id} failed: ${reason}`);
      throw new DomainError(SPEC_MESSAGES.accessDenied, HttpStatus.BAD_GATEWAY, [], { error: reason });
    }
  }

  /**
   * Counts one try against the newest code of the action (spent or dead ones refuse) and checks it. The try is counted
   * atomically before the comparison, so parallel guesses cannot exceed the limit; the fifth wrong
   * try kills the code, and the right code fails from then on.
   */
  private async check(userId: number, action: StoredCodeAction, code: string, where: { verified: boolean | null }): Promise<VerificationCode> {
    const repository = this.codes;
    const row = await repository.findOne({
      where: {
        user_id: userId,
        action,
        ...(where.verified === null ? {} : { verified_at: where.verified ? Not(IsNull()) : IsNull() }),
      },
      order: { id: 'DESC' },
    });
    if (!row) throw new DomainError(SPEC_MESSAGES.invalidCode);
    if (row.attempts >= LIMITS.codeMaxAttempts) throw new DomainError(SPEC_MESSAGES.codeTooManyAttempts);
    if (row.consumed_at) throw new DomainError(SPEC_MESSAGES.invalidCode);
    if (row.expires_at.getTime() <= this.clock.now().getTime()) throw new DomainError(SPEC_MESSAGES.invalidCode);
    const counted = await repository
      .createQueryBuilder()
      .update(VerificationCode)
      .set({ attempts: () => 'attempts + 1' })
      .where('id = :id AND attempts < :max AND consumed_at IS NULL', { id: row.id, max: LIMITS.codeMaxAttempts })
      .execute();
    if (!counted.affected) throw new DomainError(SPEC_MESSAGES.codeTooManyAttempts);
    if (!this.matches(row, code)) {
      // The try that reaches the limit kills the code (decided by the stored count, not our copy).
      const killed = await repository
        .createQueryBuilder()
        .update(VerificationCode)
        .set({ consumed_at: this.clock.now() })
        .where('id = :id AND attempts >= :max AND consumed_at IS NULL', { id: row.id, max: LIMITS.codeMaxAttempts })
        .execute();
      throw new DomainError(killed.affected ? SPEC_MESSAGES.codeTooManyAttempts : SPEC_MESSAGES.invalidCode);
    }
    return row;
  }

  /** Spends a login or register code; throws 400 when it is wrong, expired, spent or dead. */
  async consume(userId: number, action: 'login' | 'register' | 'ussd_pin' | 'erase', code: string): Promise<void> {
    const row = await this.check(userId, action, code, { verified: null });
    const now = this.clock.now();
    const spent = await this.codes.update({ id: row.id, consumed_at: IsNull() }, { consumed_at: now, verified_at: now });
    if (!spent.affected) throw new DomainError(SPEC_MESSAGES.invalidCode);
  }

  /** The first step of a reset: the password code is confirmed (and given a fresh 10 minutes). */
  async confirmForReset(userId: number, code: string): Promise<void> {
    const row = await this.check(userId, 'password', code, { verified: null });
    const now = this.clock.now();
    await this.codes.update({ id: row.id }, { verified_at: now, expires_at: new Date(now.getTime() + CODE_LIFETIME_MS) });
  }

  /**
   * The second step: checks a confirmed password code (the try is counted outside any
   * transaction, so a rolled-back reset never forgets a wrong try) and answers its row id.
   */
  async checkForReset(userId: number, code: string): Promise<number> {
    return (await this.check(userId, 'password', code, { verified: true })).id;
  }

  /** Spends the checked code inside the reset's transaction; fails if it was spent meanwhile. */
  async spend(codeId: number, manager: EntityManager): Promise<void> {
    const spent = await manager.update(VerificationCode, { id: codeId, consumed_at: IsNull() }, { consumed_at: this.clock.now() });
    if (!spent.affected) throw new DomainError(SPEC_MESSAGES.invalidCode);
  }
}
