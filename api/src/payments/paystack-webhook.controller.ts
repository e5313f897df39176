import {
  Controller,
  Headers,
  HttpCode,
  Logger,
  Post,
  Req,
  UnauthorizedException,
  type RawBodyRequest,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../common/auth/access.decorators';
import { isUniqueViolation } from '../applications/applications.service';
import { ChargesService } from './charges.service';
import { PaymentEvent } from './payment.entities';
import { PaystackClient } from './paystack.client';
import { PayoutsService } from './payouts.service';

interface PaystackEvent {
  event?: string;
  data?: {
    id?: number | string;
    reference?: string;
    status?: string;
    amount?: number;
    currency?: string;
    reason?: string;
    gateway_response?: string;
    transfer_code?: string;
    transaction?: { reference?: string } | number | string;
  };
}

/** The reference of the charge a refund event is about. */
function refundedCharge(data: NonNullable<PaystackEvent['data']>): string | undefined {
  return typeof data.transaction === 'object' && data.transaction?.reference ? data.transaction.reference : undefined;
}

/** HMAC-SHA512 of the raw body with the secret key, compared in constant time. */
export function validSignature(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]+$/i.test(signature)) return false;
  const expected = createHmac('sha512', secret).update(rawBody).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Paystack's webhooks: the source of truth for charges, transfers and refunds. The signature is
 * checked on the raw bytes before anything is parsed or stored; each event is stored once (by
 * event and reference), so a replay answers 200 and changes nothing.
 */
@ApiExcludeController()
@Controller('payments/paystack')
export class PaystackWebhookController {
  private readonly logger = new Logger(PaystackWebhookController.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly paystack: PaystackClient,
    private readonly charges: ChargesService,
    private readonly payouts: PayoutsService,
  ) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  async receive(
    @Req() request: RawBodyRequest<Request>,
    @Headers('x-paystack-signature') signature: string | undefined,
  ) {
    const raw = request.rawBody;
    if (!raw || !validSignature(raw, signature, await this.paystack.secretKey())) {
      this.logger.warn('Paystack webhook refused: missing or wrong signature');
      throw new UnauthorizedException('Invalid signature');
    }
    let body: PaystackEvent;
    try {
      body = JSON.parse(raw.toString('utf8')) as PaystackEvent;
    } catch {
      return { received: true, outcome: 'ignored: not JSON' };
    }
    const event = String(body.event ?? 'unknown').slice(0, 50);
    const data = body.data ?? {};
    const refundId = event.startsWith('refund.') ? String(data.id ?? '') : null;
    const reference = String(refundId ?? data.reference ?? '').slice(0, 100) || null;
    // A retry repeats these; a different amount or status for the same reference is a new event.
    const key = `${event}:${reference ?? data.id ?? ''}:${data.amount ?? ''}:${data.status ?? ''}`.slice(0, 190);
    const stored = await this.store(event, key, reference, raw.toString('utf8'));
    if (!stored) return { received: true, outcome: 'duplicate' };

    let outcome: string;
    try {
      outcome = await this.handle(event, data, reference);
    } catch (error) {
      // Not acknowledged: the event row goes so Paystack's retry is processed again.
      await this.dataSource.getRepository(PaymentEvent).delete({ id: stored });
      throw error;
    }
    await this.dataSource.getRepository(PaymentEvent).update({ id: stored }, { outcome: outcome.slice(0, 255) });
    if (outcome.startsWith('refused')) this.logger.warn(`Paystack ${event} ${reference}: ${outcome}`);
    return { received: true, outcome };
  }

  private async handle(
    event: string,
    data: NonNullable<PaystackEvent['data']>,
    reference: string | null,
  ): Promise<string> {
    if (!reference) return 'ignored: no reference';
    switch (event) {
      case 'charge.success':
        return this.charges.settleCharge(
          {
            reference,
            status: String(data.status ?? 'success'),
            amount: Number(data.amount),
            currency: String(data.currency ?? ''),
          },
          'webhook',
        );
      case 'transfer.success':
        return this.payouts.settle(reference, 'success', null);
      case 'transfer.failed':
        return this.payouts.settle(reference, 'failed', data.reason || data.gateway_response || 'Transfer failed');
      case 'transfer.reversed':
        return this.payouts.settle(reference, 'reversed', data.reason || 'Transfer reversed');
      case 'refund.processed':
        return this.charges.settleRefund(reference, 'processed', null, refundedCharge(data));
      case 'refund.failed':
        return this.charges.settleRefund(reference, 'failed', 'Refund failed', refundedCharge(data));
      default:
        return `ignored: ${event} is not handled`;
    }
  }

  /** The stored event's id, or null when this event was received before. */
  private async store(event: string, key: string, reference: string | null, payload: string): Promise<number | null> {
    try {
      const result = await this.dataSource
        .getRepository(PaymentEvent)
        .insert({ provider: 'paystack', event_key: key, event, reference, payload, outcome: 'received' });
      return Number(result.identifiers[0].id);
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }
}
