import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { ConsoleSmsTransport } from './console-sms.transport';
import { CountedSmsTransport } from './counted-sms.transport';
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
    {
      provide: SMS_TRANSPORT,
      inject: [APP_CONFIG, DataSource, Clock],
      useFactory: (config: AppConfig, dataSource: DataSource, clock: Clock) => new CountedSmsTransport(createSmsTransport(config), dataSource, clock),
    },
  ],
  exports: [SMS_TRANSPORT],
})
export class SmsModule {}
