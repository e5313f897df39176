import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { TrustModule } from '../trust/trust.module';
import { EmployerRosterController, HiddenEmployersController } from './roster.controller';
import { RosterAccessModule } from '../roster/roster-exclusions';
import { RosterService } from './roster.service';

/** Favourites, blocks and hidden employers (docs/roster.md): the routes. */
@Module({
  imports: [RosterAccessModule, ApplicationsModule, ProfilesModule, TrustModule],
  controllers: [EmployerRosterController, HiddenEmployersController],
  providers: [RosterService],
})
export class RosterModule {}
