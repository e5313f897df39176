import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { ConsoleSmsTransport } from './console-sms.transport';
import { FileSmsTransport } from './file-sms.transport';
import { HttpSmsTransport } from './http-sms.transport';
import { SmsDeliveryError } from './sms.transport';

describe('SMS transports', () => {
  it('console: prints the code in one log line', async () => {
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    await new ConsoleSmsTransport().send({ to: '08031234567', message: '123456 is your code', code: '123456' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toBe('SMS to 08031234567, code 123456: 123456 is your code');
    log.mockRestore();
  });

  it('file: appends one JSON line per message', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'gig-sms-')), 'nested', 'sms.jsonl');
    const transport = new FileSmsTransport(file);
    await transport.send({ to: '1', message: 'a', code: '000001' });
    await transport.send({ to: '2', message: 'b' });
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(lines).toEqual([
      { to: '1', message: 'a', code: '000001', at: expect.any(String) },
      { to: '2', message: 'b', code: null, at: expect.any(String) },
    ]);
  });

  it('http: an unreachable provider is a delivery failure', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as { port: number };
        server.close(() => resolve(free));
      });
    });
    const transport = new HttpSmsTransport({ url: `http://127.0.0.1:${port}/send`, sender: 'Gig', timeoutMs: 2000 });
    await expect(transport.send({ to: '1', message: 'x' })).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
