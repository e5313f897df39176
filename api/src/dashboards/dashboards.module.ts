import { Module } from '@nestjs/common';
import { ListingsModule } from '../listings/listings.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { DashboardsController } from './dashboards.controller';
import { DashboardsService } from './dashboards.service';

@Module({
  imports: [ListingsModule, ProfilesModule],
  controllers: [DashboardsController],
  providers: [DashboardsService],
})
export class DashboardsModule {}
