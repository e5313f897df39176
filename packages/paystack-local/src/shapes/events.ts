// The webhook events the local Paystack sends: `{ event, data }`, data by event.
// Reference: https://paystack.com/docs/payments/webhooks/#supported-events
import { z } from 'zod';
import { identificationFailedData, identificationSuccessData } from './customer';
import { refundEventData } from './refund';
import { chargeSuccessData } from './transaction';
import { transferEventData } from './transfer';

export const webhookEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('charge.success'), data: chargeSuccessData }),
  z.object({ event: z.literal('transfer.success'), data: transferEventData.extend({ status: z.literal('success') }) }),
  z.object({ event: z.literal('transfer.failed'), data: transferEventData.extend({ status: z.literal('failed') }) }),
  z.object({
    event: z.literal('transfer.reversed'),
    data: transferEventData.extend({ status: z.literal('reversed') }),
  }),
  z.object({ event: z.literal('refund.processed'), data: refundEventData.extend({ status: z.literal('processed') }) }),
  z.object({ event: z.literal('refund.failed'), data: refundEventData.extend({ status: z.literal('failed') }) }),
  z.object({ event: z.literal('customeridentification.success'), data: identificationSuccessData }),
  z.object({ event: z.literal('customeridentification.failed'), data: identificationFailedData }),
]);
