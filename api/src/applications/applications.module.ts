import { Module } from '@nestjs/common';
import { MarketplaceListingsModule } from '../listings/marketplace-listings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { HiresModule } from '../hires/hires.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';
import { EmployerApplicationsController } from './employer-applications.controller';

@Module({
  imports: [MarketplaceListingsModule, NotificationsModule, ProfilesModule, HiresModule],
  controllers: [ApplicationsController, EmployerApplicationsController],
  providers: [ApplicationsService],
  exports: [ApplicationsService],
})
export class ApplicationsModule {}
