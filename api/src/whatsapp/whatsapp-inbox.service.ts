import { Injectable } from '@nestjs/common';
import { In, IsNull, type EntityManager } from 'typeorm';
import { WHATSAPP_STATUSES, type WhatsAppStatus } from '@gigmarket/shared';
import { isUniqueViolation } from '../common/database-errors';
import { WhatsAppPhones } from './whatsapp-phones';
import { WhatsAppInbound, WhatsAppOutbound } from './whatsapp.entities';
import type { InboundMessage, StatusUpdate } from './whatsapp-webhook';

const TIME_COLUMN = { sent: 'sent_at', delivered: 'delivered_at', read: 'read_at', failed: 'failed_at' } as const;

/**
 * The one writer of WhatsApp messages' rows and statuses (docs/whatsapp.md). Each inbound message
 * is stored once by its wamid; each status callback moves its outbound message only forward.
 */
@Injectable()
export class WhatsAppInbox {
  constructor(private readonly phones: WhatsAppPhones) {}

  /**
   * Stores a message a person sent; false when its wamid was stored before (Meta's retry of a
   * webhook already handled), and then nothing else is done.
   */
  async receive(manager: EntityManager, message: InboundMessage): Promise<boolean> {
    const userId = await this.phones.userIdOf(manager, message.from);
    // A refused duplicate undoes only its own statement (InnoDB and SQLite alike): the webhook's
    // transaction goes on.
    try {
      await manager.getRepository(WhatsAppInbound).insert({
        wamid: message.wamid,
        wa_id: message.from,
        user_id: userId,
        type: message.type,
        text: message.text,
        reply_id: message.replyId,
        context_wamid: message.contextWamid,
        sent_at: message.sentAt,
      });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /**
   * Applies a status callback: the status moves only forward (a `delivered` arriving after `read`
   * leaves it read, but its time is kept); `failed` is final and keeps Meta's error code.
   * Answers whether a message sent by the product has that wamid.
   */
  async applyStatus(manager: EntityManager, update: StatusUpdate): Promise<boolean> {
    const rows = manager.getRepository(WhatsAppOutbound);
    const exists = await rows.exists({ where: { wamid: update.wamid } });
    if (!exists) return false;
    const rank = WHATSAPP_STATUSES.indexOf(update.status);
    const before = WHATSAPP_STATUSES.filter((status, index) => index < rank && status !== 'failed') as WhatsAppStatus[];
    const column = TIME_COLUMN[update.status];
    await rows.update({ wamid: update.wamid, [column]: IsNull() }, { [column]: update.at });
    if (before.length) {
      await rows.update(
        { wamid: update.wamid, status: In(before) },
        update.status === 'failed' ? { status: 'failed', error_code: update.errorCode, error_title: update.errorTitle } : { status: update.status },
      );
    }
    return true;
  }
}
