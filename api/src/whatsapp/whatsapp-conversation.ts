import { Injectable, Logger } from '@nestjs/common';
import type { InboundMessage } from './whatsapp-webhook';

/** What answers a person's message (the chat of the USSD screens, on a higher floor). */
export type InboundAnswerer = (message: InboundMessage) => Promise<void>;

/**
 * Where the webhook hands each newly stored inbound message, once its transaction has committed
 * (docs/whatsapp.md "The conversation"). The chat sits above this floor (it needs the screens and
 * their services), so it registers itself here at start-up instead of being imported.
 */
@Injectable()
export class WhatsAppConversation {
  private readonly logger = new Logger(WhatsAppConversation.name);
  private answerer: InboundAnswerer | null = null;

  answerWith(answerer: InboundAnswerer): void {
    this.answerer = answerer;
  }

  /** Answers one message; a failure is logged, never thrown back at Meta's webhook. */
  async received(message: InboundMessage): Promise<void> {
    if (!this.answerer) return;
    try {
      await this.answerer(message);
    } catch (error) {
      this.logger.warn(`WhatsApp message ${message.wamid} not answered: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
