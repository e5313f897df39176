import { Module } from '@nestjs/common';
import { LookupsModule } from '../lookups/lookups.module';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { UsersModule } from '../users/users.module';
import { ProfileExtrasService } from './profile-extras.service';
import { ProfilesController } from './profiles.controller';
import { ProfileLocationController, ProfileLocationService } from './profile-location';
import { PublicProfileService } from './public-profile.service';

/** Public profiles, skills, social links, the profile video and the profile's location. */
@Module({
  imports: [PortfolioModule, UsersModule, LookupsModule],
  controllers: [ProfilesController, ProfileLocationController],
  providers: [PublicProfileService, ProfileExtrasService, ProfileLocationService],
  exports: [PublicProfileService],
})
export class ProfilesModule {}
