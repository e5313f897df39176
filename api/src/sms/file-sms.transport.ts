import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { SmsMessage, SmsTransport } from './sms.transport';

/** Appends `{ to, message, code, at }` as one JSON line per message; browser tests read codes here. */
export class FileSmsTransport implements SmsTransport {
  constructor(private readonly file: string) {}

  async send(sms: SmsMessage): Promise<void> {
    await mkdir(dirname(this.file), { recursive: true });
    const line = JSON.stringify({ to: sms.to, message: sms.message, code: sms.code ?? null, at: new Date().toISOString() });
    await appendFile(this.file, `${line}\n`, 'utf8');
  }
}
