import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { USSD_LIMITS } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { hashPassword, verifyPassword } from '../common/passwords';
import { User } from '../users/user.entity';

export type PinCheck = { ok: true } | { ok: false; locked: true } | { ok: false; locked: false; left: number };

export const PIN_PATTERN = /^\d{4}$/;

/**
 * The 4-digit PIN that guards the money screens: argon2id-hashed on the user; 5 wrong tries lock
 * it for 30 minutes (the try is counted atomically before the answer, as one-time codes are).
 */
@Injectable()
export class UssdPinService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  private async row(userId: number) {
    return this.dataSource
      .getRepository(User)
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
    const user = await this.row(userId);
    return Boolean(user?.ussd_pin_locked_until && user.ussd_pin_locked_until.getTime() > this.clock.now().getTime());
  }

  async set(userId: number, pin: string): Promise<void> {
    if (!PIN_PATTERN.test(pin)) throw new Error('A PIN is 4 digits');
    await this.dataSource
      .getRepository(User)
      .update(
        { id: userId },
        { ussd_pin_hash: await hashPassword(pin), ussd_pin_attempts: 0, ussd_pin_locked_until: null },
      );
  }

  async check(userId: number, pin: string): Promise<PinCheck> {
    const user = await this.row(userId);
    if (!user?.ussd_pin_hash) return { ok: false, locked: false, left: 0 };
    const now = this.clock.now();
    if (user.ussd_pin_locked_until && user.ussd_pin_locked_until.getTime() > now.getTime())
      return { ok: false, locked: true };
    const repository = this.dataSource.getRepository(User);
    // Count the try first, so parallel guesses cannot exceed the limit.
    await repository
      .createQueryBuilder()
      .update(User)
      .set({ ussd_pin_attempts: () => 'ussd_pin_attempts + 1' })
      .where('id = :userId', { userId })
      .execute();
    if (PIN_PATTERN.test(pin) && (await verifyPassword(user.ussd_pin_hash, pin))) {
      await repository.update({ id: userId }, { ussd_pin_attempts: 0 });
      return { ok: true };
    }
    const after = await this.row(userId);
    const tries = after?.ussd_pin_attempts ?? USSD_LIMITS.pinMaxAttempts;
    if (tries >= USSD_LIMITS.pinMaxAttempts) {
      await repository.update(
        { id: userId },
        { ussd_pin_attempts: 0, ussd_pin_locked_until: new Date(now.getTime() + USSD_LIMITS.pinLockMinutes * 60_000) },
      );
      return { ok: false, locked: true };
    }
    return { ok: false, locked: false, left: USSD_LIMITS.pinMaxAttempts - tries };
  }
}
