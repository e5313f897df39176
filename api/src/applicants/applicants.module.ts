import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { HiresModule } from '../hires/hires.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { TrustModule } from '../trust/trust.module';
import { EmployerApplicationsController } from './applicants.controller';
import { ApplicantsService } from './applicants.service';
import { RosterAccessModule } from '../roster/roster-exclusions';
import { ListingsModule } from '../listings/listings.module';

/** Employers: the applicants of their listings, and approving or disapproving them (a hire). */
@Module({
  imports: [ApplicationsModule, ProfilesModule, TrustModule, HiresModule, RosterAccessModule, ListingsModule],
  controllers: [EmployerApplicationsController],
  providers: [ApplicantsService],
})
export class ApplicantsModule {}
