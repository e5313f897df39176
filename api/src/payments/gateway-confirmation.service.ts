import { Injectable } from '@nestjs/common';
import type { GatewayCharge } from './charges.service';
import { PaystackClient, PaystackError } from './paystack.client';

/** What the gateway itself says of a charge, a transfer or a refund that a webhook names. */
export type Confirmed<T> = { known: true; value: T } | { known: false };

export interface ConfirmedTransfer {
  status: string;
  fee: number;
  /** Why it failed, in the gateway's words (never the transfer's narration). */
  failure: string | null;
}

export interface ConfirmedRefund {
  status: string;
  /** The charge the gateway says the refund is of. */
  chargeReference: string | undefined;
  /** What the gateway says it refunds, in minor units. */
  amount: number | undefined;
}

const UNKNOWN = { known: false } as const;

/**
 * A signed webhook is news, not proof (docs/hire-to-pay.md "Webhooks"): the signature says it came
 * from Paystack, not that it agrees with Paystack's own records, which a replayed or contradicting
 * event may not. Before money is booked, returned or reclaimed the gateway is asked, and its
 * answer is what is acted on. A call that fails throws, so the webhook is not acknowledged and
 * its retry asks again.
 */
@Injectable()
export class GatewayConfirmation {
  constructor(private readonly paystack: PaystackClient) {}

  async charge(reference: string): Promise<Confirmed<GatewayCharge>> {
    const answer = await unlessUnknown(() => this.paystack.verifyTransaction(reference));
    if (!answer) return UNKNOWN;
    return {
      known: true,
      value: { reference: answer.reference, status: answer.status, amount: answer.amount, currency: answer.currency, fees: typeof answer.fees === 'number' ? answer.fees : 0 },
    };
  }

  async transfer(reference: string): Promise<Confirmed<ConfirmedTransfer>> {
    const answer = await unlessUnknown(() => this.paystack.verifyTransfer(reference));
    if (!answer || answer.reference !== reference) return UNKNOWN;
    return { known: true, value: { status: answer.status, fee: answer.fee_charged ?? 0, failure: answer.gateway_response || null } };
  }

  async refund(id: string): Promise<Confirmed<ConfirmedRefund>> {
    const answer = await unlessUnknown(() => this.paystack.fetchRefund(id));
    if (!answer || String(answer.id) !== id) return UNKNOWN;
    const transaction = answer.transaction;
    const chargeReference = answer.transaction_reference ?? (typeof transaction === 'object' && transaction?.reference ? transaction.reference : undefined);
    return { known: true, value: { status: answer.status, chargeReference, amount: typeof answer.amount === 'number' ? answer.amount : undefined } };
  }
}

/** The gateway's answer, or null when it does not know the reference (400 or 404). */
async function unlessUnknown<T>(ask: () => Promise<T>): Promise<T | null> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof PaystackError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
