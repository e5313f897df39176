import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { WebhookOutboxModule } from '../webhook-outbox/webhook-outbox';
import { ListingExpiryDefault } from './listing-expiry-default';
import { ListingSearchTerms } from './listing-search-terms';
import { ListingExpiryService, ListingTasks } from './listing-expiry.service';
import { LISTINGS_REPOSITORIES } from './repositories';

/** The listing itself: its row, its default expiry and the task that closes expired listings. */
@Module({
  imports: [LISTINGS_REPOSITORIES, SettingsModule, UsersModule, NotificationsModule, WebhookOutboxModule],
  providers: [ListingExpiryDefault, ListingSearchTerms, ListingExpiryService, ListingTasks],
  exports: [LISTINGS_REPOSITORIES, ListingExpiryDefault, ListingExpiryService],
})
export class ListingsModule {}
