import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { lagosDate } from '@gigmarket/shared';
import type { Clock } from '../common/clock';
import { SmsDay, type SmsKind } from './sms-day.entity';
import type { SmsMessage, SmsTransport } from './sms.transport';

/**
 * Every SMS the transport accepted, counted on its Lagos day (`sms_days`), whatever sent it: the
 * one place every SMS passes. A count that cannot be written is logged and the SMS stands: the
 * message matters more than its tally (docs/whatsapp.md "Consent and cost").
 */
export class CountedSmsTransport implements SmsTransport {
  private readonly logger = new Logger('SMS');

  constructor(
    private readonly transport: SmsTransport,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async send(sms: SmsMessage): Promise<void> {
    await this.transport.send(sms);
    try {
      await this.count(lagosDate(this.clock.now()), sms.code ? 'code' : 'message');
    } catch (error) {
      this.logger.warn(`An SMS was sent but not counted: ${(error as Error).message}`);
    }
  }

  /** One more on the day, atomically on both databases (the row first, then an increment). */
  private async count(day: string, kind: SmsKind): Promise<void> {
    await this.dataSource.createQueryBuilder().insert().into(SmsDay).values({ day, kind, messages: 0 }).orIgnore().execute();
    await this.dataSource.createQueryBuilder().update(SmsDay).set({ messages: () => 'messages + 1' }).where('day = :day AND kind = :kind', { day, kind }).execute();
  }
}
