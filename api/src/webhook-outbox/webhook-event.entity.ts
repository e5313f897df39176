import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { WebhookEventType } from '@gigmarket/shared';

/**
 * The webhooks' outbox (docs/webhooks.md): one row per event, written in the transaction of the
 * change it tells of, so an event is kept exactly when its change is. `owner_id` is the employer
 * whose listing or hire it concerns: only that employer's endpoints receive it. The dispatcher
 * (webhooks/) fans it out to the endpoints subscribed, then marks `fanned_out_at`.
 */
@Entity('webhook_events')
export class WebhookEvent {
  @PrimaryGeneratedColumn()
  id!: number;

  /** `evt_...`: the message's `webhook-id` and the body's `id`, the same on every retry (for de-duplication). */
  @Column({ type: 'varchar', length: 40 })
  event_id!: string;

  @Column({ type: 'varchar', length: 40 })
  type!: WebhookEventType;

  @Column({ type: 'int' })
  owner_id!: number;

  /** The body sent, JSON: `{ id, type, timestamp, data }`. */
  @Column({ type: 'text' })
  payload!: string;

  @Column({ type: 'datetime' })
  created_at!: Date;

  @Column({ type: 'datetime', nullable: true })
  fanned_out_at!: Date | null;
}
