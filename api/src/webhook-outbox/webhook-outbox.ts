import { randomBytes } from 'node:crypto';
import { Injectable, Module } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { WebhookEventType } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { TaskScheduler } from '../common/scheduler';
import { afterCommit } from '../common/transaction';
import { WEBHOOK_OUTBOX_REPOSITORIES } from './repositories';
import { WebhookEvent } from './webhook-event.entity';

/** The dispatcher's task name (webhooks/webhook-dispatcher.ts registers it). */
export const WEBHOOK_TASK = 'webhook-deliveries';

/** A new event id: `evt_` and 24 random characters (base64url). */
export function newEventId(): string {
  return `evt_${randomBytes(18).toString('base64url')}`;
}

/**
 * Writes an event to the outbox through the caller's manager, at `at` (whole seconds: the stored
 * time reads the same on every database). For writers without the injected service (the back
 * office's generic resources); the dispatcher's periodic run delivers it.
 */
export async function writeWebhookEvent(manager: EntityManager, at: Date, type: WebhookEventType, ownerId: number, data: Record<string, unknown>): Promise<string> {
  const eventId = newEventId();
  const created = new Date(Math.floor(at.getTime() / 1000) * 1000);
  const payload = JSON.stringify({ id: eventId, type, timestamp: created.toISOString(), data });
  await manager.insert(WebhookEvent, { event_id: eventId, type, owner_id: ownerId, payload, created_at: created, fanned_out_at: null });
  return eventId;
}

/**
 * Records an event for the employer's webhook endpoints (docs/webhooks.md) in the caller's
 * transaction: the owner of each state change calls it beside the write, so a crash keeps both or
 * neither. Once the transaction commits the dispatcher is nudged (fire-and-forget); its periodic
 * run delivers whatever a lost nudge left.
 */
@Injectable()
export class WebhookOutbox {
  constructor(
    private readonly clock: Clock,
    private readonly scheduler: TaskScheduler,
  ) {}

  async record(manager: EntityManager, type: WebhookEventType, ownerId: number, data: Record<string, unknown>): Promise<string> {
    const eventId = await writeWebhookEvent(manager, this.clock.now(), type, ownerId, data);
    await afterCommit(() => this.scheduler.trigger(WEBHOOK_TASK));
    return eventId;
  }
}

@Module({
  imports: [WEBHOOK_OUTBOX_REPOSITORIES],
  providers: [WebhookOutbox],
  exports: [WEBHOOK_OUTBOX_REPOSITORIES, WebhookOutbox],
})
export class WebhookOutboxModule {}
