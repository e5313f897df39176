import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { BookmarksModule } from '../bookmarks/bookmarks.module';
import { ConnectionsModule } from '../connections/connections.module';
import { JobsModule } from '../jobs/jobs.module';
import { ListingsModule } from '../listings/listings.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { DashboardsController } from './dashboards.controller';
import { DashboardsService } from './dashboards.service';

@Module({
  imports: [JobsModule, ProfilesModule, ListingsModule, ApplicationsModule, BookmarksModule, ConnectionsModule, TransactionsModule],
  controllers: [DashboardsController],
  providers: [DashboardsService],
})
export class DashboardsModule {}
