import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { CONSENT_KINDS, CONSENT_VERSIONS, type ConsentChannel, type ConsentKind } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { transaction } from '../common/transaction';
import type { User } from '../users/user.entity';
import { InjectUsers } from '../users/repositories';
import { Consent } from './consent.entity';

export interface SmsSettings {
  sms_message_nudges?: boolean;
  sms_job_alerts?: boolean;
}

/** SMS alerts are on while either kind of text is. */
const smsOn = (settings: SmsSettings) => Boolean(settings.sms_message_nudges || settings.sms_job_alerts);

export interface ConsentState {
  kind: ConsentKind;
  granted: boolean;
  /** The version of the wording last agreed to or withdrawn; null when never asked. */
  version: string | null;
  current_version: string;
  channel: ConsentChannel | null;
  at: string | null;
}

/**
 * The one writer of consents (docs/privacy.md): each giving or withdrawing is a row of its own,
 * with the wording's version, the time and the channel; the newest row of a kind is its state.
 */
@Injectable()
export class ConsentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectUsers() private readonly users: Repository<User>,
    private readonly clock: Clock,
  ) {}

  /** Records consents inside the caller's transaction (sign-up, an identity check). */
  async record(manager: EntityManager, userId: number, kinds: ConsentKind[], granted: boolean, channel: ConsentChannel, byUserId: number | null = null): Promise<void> {
    const created_at = this.clock.now();
    await manager.insert(
      Consent,
      kinds.map((kind) => ({ user_id: userId, kind, granted, version: CONSENT_VERSIONS[kind], channel, by_user_id: byUserId, created_at })),
    );
  }

  /**
   * Gives or withdraws one consent. SMS alerts also turn the person's SMS nudges and job alerts
   * on or off, so withdrawing stops the texts at once.
   */
  async set(userId: number, kind: ConsentKind, granted: boolean, channel: ConsentChannel): Promise<ConsentState[]> {
    await transaction(this.dataSource, async (tx) => {
      await this.record(tx, userId, [kind], granted, channel);
      if (kind === 'sms_alerts') await tx.withRepository(this.users).update({ id: userId }, { sms_message_nudges: granted, sms_job_alerts: granted });
    });
    return this.states(userId);
  }

  /**
   * The SMS settings as the SMS page or USSD change them, one at a time. A change that turns SMS
   * alerts as a whole on or off is recorded as that consent, with its channel, as the Privacy
   * section records it (docs/privacy.md "Consents on record").
   */
  async setSmsSettings(userId: number, changes: SmsSettings, channel: ConsentChannel): Promise<void> {
    if (changes.sms_message_nudges === undefined && changes.sms_job_alerts === undefined) return;
    await transaction(this.dataSource, async (tx) => {
      const users = tx.withRepository(this.users);
      const before = await users.findOneOrFail({ where: { id: userId }, select: { id: true, sms_message_nudges: true, sms_job_alerts: true } });
      const after = { sms_message_nudges: changes.sms_message_nudges ?? before.sms_message_nudges, sms_job_alerts: changes.sms_job_alerts ?? before.sms_job_alerts };
      await users.update({ id: userId }, after);
      if (smsOn(before) !== smsOn(after)) await this.record(tx, userId, ['sms_alerts'], smsOn(after), channel);
    });
  }

  /**
   * Each kind's state. SMS alerts follow the person's SMS settings, which the SMS page and USSD
   * also change (on by default); the latest row says when and where the consent was last recorded.
   */
  async states(userId: number): Promise<ConsentState[]> {
    const rows = await this.dataSource.manager.find(Consent, { where: { user_id: userId }, order: { id: 'DESC' } });
    const user = await this.users.findOne({ where: { id: userId }, select: { id: true, sms_message_nudges: true, sms_job_alerts: true } });
    return CONSENT_KINDS.map((kind) => {
      const last = rows.find((row) => row.kind === kind);
      return {
        kind,
        granted: kind === 'sms_alerts' ? Boolean(user && smsOn(user)) : Boolean(last?.granted),
        version: last?.version ?? null,
        current_version: CONSENT_VERSIONS[kind],
        channel: last?.channel ?? null,
        at: last ? new Date(last.created_at).toISOString() : null,
      };
    });
  }
}
