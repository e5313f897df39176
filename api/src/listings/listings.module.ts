import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { AdminSettings } from '../settings/admin-settings.entity';
import { ListingExpiryDefault } from './listing-expiry-default';
import { ListingExpiryService, ListingTasks } from './listing-expiry.service';
import { Listing } from './listing.entity';

/** The listing itself: its row, its default expiry and the task that closes expired listings. */
@Module({
  imports: [TypeOrmModule.forFeature([Listing, AdminSettings]), NotificationsModule],
  providers: [ListingExpiryDefault, ListingExpiryService, ListingTasks],
  exports: [ListingExpiryDefault, ListingExpiryService],
})
export class ListingsModule {}
