import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminSettings } from '../settings/admin-settings.entity';
import { ListingExpiryDefault } from './listing-expiry-default';
import { ListingExpiryService, ListingTasks } from './listing-expiry.service';
import { LISTINGS_REPOSITORIES } from './repositories';

/** The listing itself: its row, its default expiry and the task that closes expired listings. */
@Module({
  imports: [LISTINGS_REPOSITORIES, TypeOrmModule.forFeature([AdminSettings]), NotificationsModule],
  providers: [ListingExpiryDefault, ListingExpiryService, ListingTasks],
  exports: [LISTINGS_REPOSITORIES, ListingExpiryDefault, ListingExpiryService],
})
export class ListingsModule {}
