import { SmsDeliveryError, type SmsMessage, type SmsTransport } from './sms.transport';

export interface HttpSmsOptions {
  url: string;
  key?: string;
  sender: string;
  timeoutMs?: number;
}

/** The provider's own words from an error answer: `message`, `error` or the body text. */
export function providerMessage(body: string, status: number): string {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    for (const field of ['message', 'error', 'detail']) {
      const value = parsed[field];
      if (typeof value === 'string' && value.trim()) return value.trim();
      if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string') {
        return String((value as { message: string }).message);
      }
    }
  } catch {
    // not JSON: fall through to the text
  }
  const text = body.trim().slice(0, 300);
  return text || `SMS provider answered HTTP ${status}`;
}

/**
 * POSTs `{ to, from, message }` as JSON to the configured provider with the API key as a bearer
 * token (and `X-API-Key`). Anything but a 2xx answer is a delivery failure.
 */
export class HttpSmsTransport implements SmsTransport {
  constructor(private readonly options: HttpSmsOptions) {}

  async send(sms: SmsMessage): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.options.key) {
      headers.authorization = `Bearer ${this.options.key}`;
      headers['x-api-key'] = this.options.key;
    }
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: sms.to, from: this.options.sender, message: sms.message }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new SmsDeliveryError(`SMS provider unreachable: ${reason}`);
    }
    const body = await response.text().catch(() => '');
    if (!response.ok) throw new SmsDeliveryError(providerMessage(body, response.status));
  }
}
