import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { DiscoveryController } from './discovery.controller';
import { DiscoveryService } from './discovery.service';
import { JobSourcesAdminController } from './job-sources-admin.controller';
import { SourceCountsService } from './source-counts.service';

/** Sitemap and feed walks, and where job views come from (docs/seo-and-feeds.md). */
@Module({
  imports: [SettingsModule],
  controllers: [DiscoveryController, JobSourcesAdminController],
  providers: [DiscoveryService, SourceCountsService],
  exports: [SourceCountsService],
})
export class DiscoveryModule {}
