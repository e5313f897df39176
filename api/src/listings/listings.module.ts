import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminSettings } from '../settings/admin-settings.entity';
import { Listing } from './listing.entity';
import { ListingsController } from './listings.controller';
import { ListingsService } from './listings.service';
import { ListingExpiryDefault } from './listing-expiry-default';

@Module({
  imports: [TypeOrmModule.forFeature([Listing, AdminSettings])],
  controllers: [ListingsController],
  providers: [ListingsService, ListingExpiryDefault],
  exports: [ListingsService],
})
export class ListingsModule {}
