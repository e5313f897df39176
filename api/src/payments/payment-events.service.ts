import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { PaymentEvent } from './payment.entities';

/**
 * The gateway's webhooks as received (`payment_events`): each stored once by its key, so a replay
 * is a no-op, with the outcome of its handling (`processed`, `ignored: ...`, `refused: ...`).
 */
@Injectable()
export class PaymentEventsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The stored event's id, or null when this event was received before. */
  async store(event: string, key: string, reference: string | null, payload: string): Promise<number | null> {
    try {
      const result = await this.dataSource
        .getRepository(PaymentEvent)
        .insert({ provider: 'paystack', event_key: key, event: event.slice(0, 50), reference: reference?.slice(0, 100) ?? null, payload, outcome: 'received' });
      return Number(result.identifiers[0].id);
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async finish(id: number, outcome: string): Promise<void> {
    await this.dataSource.getRepository(PaymentEvent).update({ id }, { outcome: outcome.slice(0, 255) });
  }

  /** Not acknowledged (its handling failed): the row goes, so the gateway's retry is processed again. */
  async forget(id: number): Promise<void> {
    await this.dataSource.getRepository(PaymentEvent).delete({ id });
  }
}
