import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { WebhookEvent } from './webhook-event.entity';

/** The webhooks' outbox table, for the dispatcher (docs/architecture.md "Owners"). */
export const WEBHOOK_OUTBOX_REPOSITORIES = TypeOrmModule.forFeature([WebhookEvent]);

export const InjectWebhookEvents = () => InjectRepository(WebhookEvent);
