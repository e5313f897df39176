import { Injectable } from '@nestjs/common';
import { IsNull, LessThan, LessThanOrEqual, MoreThanOrEqual, Not, Or, Repository } from 'typeorm';
import { USSD_LIMITS } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { hashPassword, verifyPassword } from '../common/passwords';
import { InjectUsers } from '../users/repositories';
import type { User } from '../users/user.entity';

export type PinCheck = { ok: true } | { ok: false; locked: true } | { ok: false; locked: false; left: number };

export const PIN_PATTERN = /^\d{4}$/;

/**
 * The 4-digit PIN that guards the money screens: argon2id-hashed on the user; 5 wrong tries lock
 * it for 30 minutes (each try is reserved atomically before the PIN is compared).
 */
@Injectable()
export class UssdPinService {
  constructor(
    @InjectUsers() private readonly users: Repository<User>,
    private readonly clock: Clock,
  ) {}

  private async row(userId: number) {
    return this.users
      .createQueryBuilder('u')
      .select(['u.id', 'u.ussd_pin_attempts', 'u.ussd_pin_locked_until'])
      .addSelect('u.ussd_pin_hash')
      .where('u.id = :userId', { userId })
      .getOne();
  }

  async hasPin(userId: number): Promise<boolean> {
    return Boolean((await this.row(userId))?.ussd_pin_hash);
  }

  async isLocked(userId: number): Promise<boolean> {
    return this.lockedAt(await this.row(userId), this.clock.now());
  }

  async set(userId: number, pin: string): Promise<void> {
    if (!PIN_PATTERN.test(pin)) throw new Error('A PIN is 4 digits');
    await this.users.update(
      { id: userId },
      { ussd_pin_hash: await hashPassword(pin), ussd_pin_attempts: 0, ussd_pin_locked_until: null },
    );
  }

  /**
   * One try. It is first reserved with one conditional UPDATE (a PIN, fewer than 5 tries, no live
   * lock), and the PIN is compared only when the reservation took, so parallel sessions cannot
   * have more than 5 tries compared (docs/ussd.md, "PIN"). The wrong try that reaches the limit
   * locks the PIN; the right one clears the count.
   */
  async check(userId: number, pin: string): Promise<PinCheck> {
    const now = this.clock.now();
    const max = USSD_LIMITS.pinMaxAttempts;
    const reserved = await this.users.update(
      {
        id: userId,
        ussd_pin_hash: Not(IsNull()),
        ussd_pin_attempts: LessThan(max),
        ussd_pin_locked_until: Or(IsNull(), LessThanOrEqual(now)),
      },
      { ussd_pin_attempts: () => 'ussd_pin_attempts + 1' },
    );
    if (!reserved.affected) return this.refused(userId, now);
    const user = await this.row(userId);
    if (user?.ussd_pin_hash && PIN_PATTERN.test(pin) && (await this.matches(user.ussd_pin_hash, pin))) {
      await this.users.update({ id: userId }, { ussd_pin_attempts: 0, ussd_pin_locked_until: null });
      return { ok: true };
    }
    // The wrong try that reached the limit locks (decided by the stored count, not our copy).
    if (await this.lock(userId, now)) return { ok: false, locked: true };
    const after = await this.row(userId);
    if (this.lockedAt(after, now)) return { ok: false, locked: true };
    return { ok: false, locked: false, left: Math.max(1, max - (after?.ussd_pin_attempts ?? 0)) };
  }

  /** The argon2id comparison, the costly step a reservation guards. */
  protected matches(hash: string, pin: string): Promise<boolean> {
    return verifyPassword(hash, pin);
  }

  /** No try was reserved: no PIN, a live lock, or five tries already taken (then the lock is written now). */
  private async refused(userId: number, now: Date): Promise<PinCheck> {
    const user = await this.row(userId);
    if (!user?.ussd_pin_hash) return { ok: false, locked: false, left: 0 };
    // Five tries in flight, or their lock was never written (a process stopped between the two).
    if (!this.lockedAt(user, now)) await this.lock(userId, now);
    return { ok: false, locked: true };
  }

  /** Locks for 30 minutes when the tries reached the limit; true when this call wrote the lock. */
  private async lock(userId: number, now: Date): Promise<boolean> {
    const locked = await this.users.update(
      {
        id: userId,
        ussd_pin_attempts: MoreThanOrEqual(USSD_LIMITS.pinMaxAttempts),
        ussd_pin_locked_until: Or(IsNull(), LessThanOrEqual(now)),
      },
      { ussd_pin_attempts: 0, ussd_pin_locked_until: new Date(now.getTime() + USSD_LIMITS.pinLockMinutes * 60_000) },
    );
    return Boolean(locked.affected);
  }

  private lockedAt(user: { ussd_pin_locked_until: Date | null } | null, now: Date): boolean {
    return Boolean(user?.ussd_pin_locked_until && user.ussd_pin_locked_until.getTime() > now.getTime());
  }
}
