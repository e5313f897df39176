import { Controller, Headers, HttpCode, Logger, Post, Req, type RawBodyRequest, HttpStatus } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../common/auth/access.decorators';
import { PaymentEventsService } from '../payments/payment-events.service';
import { parsePaystackEvent, storablePayload, validSignature, type PaystackEvent } from '../payments/paystack-events';
import { IdentityService } from '../identity/identity.service';
import { GatewayConfirmation } from '../payments/gateway-confirmation.service';
import { PaystackClient } from '../payments/paystack.client';
import { RefundsService } from '../payments/refunds.service';
import { HirePayments } from './hire-payments.service';
import { DomainError } from '../common/domain-error';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

/**
 * Paystack's webhooks: the source of truth for charges, transfers and refunds. The signature is
 * checked on the raw bytes before anything is parsed or stored; the payload is then validated by
 * type (a signed but malformed event is stored and refused, never coerced); each event is stored
 * once, so a replay answers 200 and changes nothing; and each is handed to its owner: the hire's
 * for money, `identity/` for `customeridentification.*` (docs/trust.md "Identity").
 */
@ApiExcludeController()
@Controller('payments/paystack')
export class PaystackWebhookController {
  private readonly logger = new Logger(PaystackWebhookController.name);

  constructor(
    private readonly paystack: PaystackClient,
    private readonly events: PaymentEventsService,
    private readonly hires: HirePayments,
    private readonly refunds: RefundsService,
    private readonly identity: IdentityService,
    private readonly confirm: GatewayConfirmation,
  ) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  async receive(@Req() request: RawBodyRequest<Request>, @Headers('x-paystack-signature') signature: string | undefined) {
    const raw = request.rawBody;
    if (!raw || !validSignature(raw, signature, await this.paystack.secretKey())) {
      this.logger.warn('Paystack webhook refused: missing or wrong signature');
      throw new DomainError(COMMON_MESSAGES.invalidSignature, HttpStatus.UNAUTHORIZED);
    }
    const parsed = parsePaystackEvent(raw);
    const reference = parsed.kind === 'event' ? parsed.reference : null;
    const name = parsed.kind === 'event' ? parsed.event.event : parsed.name;
    // An identification's outcome carries no id of its own: it is one event per check it answers.
    const key = parsed.kind === 'event' && name.startsWith('customeridentification.') && reference ? await this.identity.eventKey(parsed.key, reference) : parsed.key;
    const stored = await this.events.store(name, key, reference, storablePayload(name, raw.toString('utf8')));
    if (stored === null) return { received: true, outcome: 'duplicate' };
    if (parsed.kind !== 'event') {
      const outcome = parsed.kind === 'malformed' ? `refused: malformed (${parsed.problem})` : `ignored: ${parsed.name} is not handled`;
      await this.events.finish(stored, outcome);
      if (parsed.kind === 'malformed') this.logger.warn(`Paystack ${parsed.name}: ${outcome}`);
      return { received: true, outcome };
    }
    let outcome: string;
    try {
      outcome = await this.handle(parsed.event, stored);
    } catch (error) {
      // Not acknowledged: the event row goes so Paystack's retry is processed again.
      await this.events.forget(stored);
      throw error;
    }
    await this.events.finish(stored, outcome);
    if (outcome.startsWith('refused')) this.logger.warn(`Paystack ${parsed.event.event} ${reference}: ${outcome}`);
    return { received: true, outcome };
  }

  private async handle(event: PaystackEvent, stored: number): Promise<string> {
    switch (event.event) {
      case 'charge.success':
        return this.chargeSucceeded(event.data.reference);
      case 'transfer.success':
      case 'transfer.failed':
      case 'transfer.reversed':
        return this.transferSettled(event.data.reference, event.event);
      case 'refund.processed':
      case 'refund.failed':
        return this.refundSettled(String(event.data.id));
      case 'customeridentification.success':
      case 'customeridentification.failed':
        return this.identity.decide(
          {
            event: event.event,
            customer_code: event.data.customer_code,
            account_number: event.data.identification?.account_number,
            bank_code: event.data.identification?.bank_code,
            reason: event.data.reason,
          },
          stored,
        );
    }
  }

  // Money events are acted on as the gateway confirms them, not as the event says
  // (docs/hire-to-pay.md "Webhooks"): a signed event may be stale, replayed or contradicting.

  private async chargeSucceeded(reference: string): Promise<string> {
    const charge = await this.confirm.charge(reference);
    if (!charge.known) return 'refused: the gateway does not know this charge';
    if (charge.value.status !== 'success') return `refused: the gateway reports the charge as ${charge.value.status}`;
    return this.hires.chargeSucceeded(charge.value, 'webhook');
  }

  private async transferSettled(reference: string, event: string): Promise<string> {
    const transfer = await this.confirm.transfer(reference);
    if (!transfer.known) return 'refused: the gateway does not know this transfer';
    const { status, fee, failure } = transfer.value;
    if (`transfer.${status}` !== event) return `refused: the gateway reports the transfer as ${status}`;
    if (status === 'success') return this.hires.transferOutcome(reference, 'success', null, fee);
    return this.hires.transferOutcome(reference, status as 'failed' | 'reversed', failure ?? (status === 'failed' ? 'Transfer failed' : 'Transfer reversed'));
  }

  private async refundSettled(id: string): Promise<string> {
    const refund = await this.confirm.refund(id);
    if (!refund.known) return 'refused: the gateway does not know this refund';
    const { status, chargeReference, amount } = refund.value;
    if (status !== 'processed' && status !== 'failed') return `ignored: the gateway reports the refund as ${status}`;
    return this.refunds.settle(id, status, status === 'failed' ? 'Refund failed' : null, chargeReference, amount);
  }
}
