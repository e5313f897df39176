import { Module } from '@nestjs/common';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { ProfileExtrasService } from './profile-extras.service';
import { ProfilesController } from './profiles.controller';
import { PublicProfileService } from './public-profile.service';

/** Public profiles, skills, social links and the profile video. */
@Module({
  imports: [PortfolioModule],
  controllers: [ProfilesController],
  providers: [PublicProfileService, ProfileExtrasService],
  exports: [PublicProfileService],
})
export class ProfilesModule {}
