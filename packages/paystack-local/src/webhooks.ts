// Webhooks as Paystack sends them: POST `{ event, data }` with `x-paystack-signature`, the hex
// HMAC-SHA512 of the exact body keyed with the secret key. Each delivery is recorded and can be
// sent again byte for byte.
import { createHmac } from 'node:crypto';
import { PaystackLocalError, type Json } from './http';
import { now, type Store, type WebhookDelivery } from './store';

/** Hex HMAC-SHA512 of the exact body with the secret key: the `x-paystack-signature` header. */
export function signPaystackBody(body: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(body).digest('hex');
}

export interface WebhookTarget {
  secretKey: string;
  webhookUrl?: string;
  sendWebhook?: (body: string, signature: string) => Promise<unknown>;
  log: (line: string) => void;
}

export class Webhooks {
  constructor(
    private readonly store: Store,
    private readonly target: WebhookTarget,
  ) {}

  /** Signs, records and POSTs an event; resolves once the receiver answered (or failed to). */
  async send(event: string, reference: string, data: Json): Promise<WebhookDelivery> {
    const body = JSON.stringify({ event, data });
    const delivery: WebhookDelivery = {
      id: this.store.nextId('webhook'),
      event,
      reference,
      body,
      signature: signPaystackBody(body, this.target.secretKey),
      status_code: null,
      error: null,
      attempts: 0,
      sent_at: now(),
    };
    this.store.webhooks.push(delivery);
    await this.post(delivery);
    return delivery;
  }

  /** POSTs again a webhook already sent: the last one, one by id, or the last of an event and reference. */
  async resend(which?: number | { event: string; reference: string }): Promise<WebhookDelivery> {
    const all = this.store.webhooks;
    let delivery: WebhookDelivery | undefined;
    if (which === undefined) delivery = all[all.length - 1];
    else if (typeof which === 'number') delivery = all.find((w) => w.id === which);
    else delivery = [...all].reverse().find((w) => w.event === which.event && w.reference === which.reference);
    if (!delivery) throw new PaystackLocalError(404, 'Webhook not found');
    await this.post(delivery);
    return delivery;
  }

  private async post(delivery: WebhookDelivery): Promise<void> {
    const { sendWebhook, webhookUrl, log } = this.target;
    delivery.attempts += 1;
    delivery.sent_at = now();
    try {
      if (sendWebhook) {
        const status = statusOf(await sendWebhook(delivery.body, delivery.signature));
        delivery.status_code = status;
        delivery.error = status >= 200 && status < 300 ? null : `HTTP ${status}`;
      } else if (webhookUrl) {
        const res = await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-paystack-signature': delivery.signature },
          body: delivery.body,
          signal: AbortSignal.timeout(15_000),
        });
        await res.arrayBuffer().catch(() => undefined);
        delivery.status_code = res.status;
        delivery.error = res.ok ? null : `HTTP ${res.status}`;
      } else {
        delivery.status_code = null;
        delivery.error = 'no webhook URL set: recorded only';
      }
    } catch (error) {
      delivery.status_code = null;
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    const target = sendWebhook ? '(sendWebhook)' : (webhookUrl ?? '(none)');
    log(`webhook ${delivery.event} ${delivery.reference} -> ${target} ${delivery.status_code ?? delivery.error}`);
  }
}

/** A number, or an object with a numeric `status` (a supertest response), is the delivery's status; anything else 200. */
function statusOf(answer: unknown): number {
  if (typeof answer === 'number') return answer;
  if (answer && typeof answer === 'object' && typeof (answer as { status?: unknown }).status === 'number')
    return (answer as { status: number }).status;
  return 200;
}
