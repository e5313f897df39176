import { Global, Module } from '@nestjs/common';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { ConsoleSmsTransport } from './console-sms.transport';
import { CountedSmsTransport } from './counted-sms.transport';
import { SmsCounts } from './sms-counts';
import { FileSmsTransport } from './file-sms.transport';
import { HttpSmsTransport } from './http-sms.transport';
import { SMS_TRANSPORT, type SmsTransport } from './sms.transport';

export function createSmsTransport(config: AppConfig): SmsTransport {
  switch (config.SMS_TRANSPORT) {
    case 'http':
      return new HttpSmsTransport({
        url: config.SMS_HTTP_URL as string,
        key: config.SMS_HTTP_KEY,
        sender: config.SMS_SENDER,
      });
    case 'file':
      return new FileSmsTransport(config.SMS_FILE as string);
    default:
      return new ConsoleSmsTransport();
  }
}

/** The SMS transport chosen by SMS_TRANSPORT (console, file or http), each SMS counted on its day. */
@Global()
@Module({
  providers: [
    SmsCounts,
    {
      provide: SMS_TRANSPORT,
      inject: [APP_CONFIG, SmsCounts, Clock],
      useFactory: (config: AppConfig, counts: SmsCounts, clock: Clock) => new CountedSmsTransport(createSmsTransport(config), counts, clock),
    },
  ],
  exports: [SMS_TRANSPORT, SmsCounts],
})
export class SmsModule {}
