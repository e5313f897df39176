/** One text message to one phone. `code` travels beside the text so test doubles can read it. */
export interface SmsMessage {
  to: string;
  message: string;
  code?: string;
}

/**
 * Where text messages go: the console (development), a JSON-lines file (browser tests) or an
 * HTTP provider (production). A failed delivery throws SmsDeliveryError with the provider's words.
 */
export interface SmsTransport {
  send(sms: SmsMessage): Promise<void>;
}

export const SMS_TRANSPORT = Symbol('SMS_TRANSPORT');

export class SmsDeliveryError extends Error {
  constructor(readonly providerMessage: string) {
    super(providerMessage);
    this.name = 'SmsDeliveryError';
  }
}
