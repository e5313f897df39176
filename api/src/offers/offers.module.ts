import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { EmployerListingsModule } from '../employer-listings/employer-listings.module';
import { HiresModule } from '../hires/hires.module';
import { ListingsModule } from '../listings/listings.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { RosterAccessModule } from '../roster/roster-exclusions';
import { SettingsModule } from '../settings/settings.module';
import { EmployerOffersController, FreelancerOffersController } from './offers.controller';
import { OfferTasks, OffersService } from './offers.service';
import { OFFERS_REPOSITORIES } from './repositories';
import { RosterFirstNotices } from './roster-first-notices';

/** "Book again" offers (docs/roster.md): the table's owner, its routes and its expiry task; and the notices of "Roster first". */
@Module({
  imports: [OFFERS_REPOSITORIES, ApplicationsModule, EmployerListingsModule, HiresModule, ListingsModule, ProfilesModule, RosterAccessModule, SettingsModule],
  controllers: [EmployerOffersController, FreelancerOffersController],
  providers: [OffersService, OfferTasks, RosterFirstNotices],
  exports: [OFFERS_REPOSITORIES, OffersService],
})
export class OffersModule {}
