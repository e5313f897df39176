import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { UsersModule } from '../users/users.module';
import { WebhookOutboxModule } from '../webhook-outbox/webhook-outbox';
import { WEBHOOKS_REPOSITORIES } from './repositories';
import { WebhookDispatcher } from './webhook-dispatcher';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/** Outbound webhooks (docs/webhooks.md): the employer's endpoints and the dispatcher that delivers the outbox's events. */
@Module({
  imports: [WEBHOOKS_REPOSITORIES, WebhookOutboxModule, UsersModule, NotificationsModule],
  controllers: [WebhooksController],
  providers: [WebhooksService, WebhookDispatcher],
  exports: [WEBHOOKS_REPOSITORIES, WebhooksService, WebhookDispatcher],
})
export class WebhooksModule {}
