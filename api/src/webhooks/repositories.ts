import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from './webhook.entities';

/** The webhooks folder's tables (docs/architecture.md "Owners"); the back office reads them through these. */
export const WEBHOOKS_REPOSITORIES = TypeOrmModule.forFeature([WebhookEndpoint, WebhookDelivery, WebhookAttempt]);

export const InjectWebhookEndpoints = () => InjectRepository(WebhookEndpoint);
export const InjectWebhookDeliveries = () => InjectRepository(WebhookDelivery);
export const InjectWebhookAttempts = () => InjectRepository(WebhookAttempt);
