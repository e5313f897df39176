import { Logger } from '@nestjs/common';
import type { SmsMessage, SmsTransport } from './sms.transport';

/** Development default: one clear log line per message, so a newcomer can read the code and sign in. */
export class ConsoleSmsTransport implements SmsTransport {
  private readonly logger = new Logger('SMS');

  async send(sms: SmsMessage): Promise<void> {
    const code = sms.code ? `, code ${sms.code}` : '';
    this.logger.log(`SMS to ${sms.to}${code}: ${sms.message}`);
  }
}
