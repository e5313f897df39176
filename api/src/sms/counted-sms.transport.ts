import { Logger } from '@nestjs/common';
import { lagosDate } from '@gigmarket/shared';
import type { Clock } from '../common/clock';
import type { SmsCounts } from './sms-counts';
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
    private readonly counts: SmsCounts,
    private readonly clock: Clock,
  ) {}

  async send(sms: SmsMessage): Promise<void> {
    await this.transport.send(sms);
    try {
      await this.counts.add(lagosDate(this.clock.now()), sms.code ? 'code' : 'message');
    } catch (error) {
      this.logger.warn(`An SMS was sent but not counted: ${(error as Error).message}`);
    }
  }
}
