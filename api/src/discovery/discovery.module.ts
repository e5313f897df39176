import { Module } from '@nestjs/common';
import { ListingsModule } from '../listings/listings.module';
import { PostsModule } from '../posts/posts.module';
import { SettingsModule } from '../settings/settings.module';
import { DiscoveryController } from './discovery.controller';
import { DiscoveryService } from './discovery.service';
import { JobSourcesAdminController } from './job-sources-admin.controller';
import { SourceCountsService } from './source-counts.service';

/** Sitemap and feed walks, and where job views come from (docs/seo-and-feeds.md). */
@Module({
  imports: [SettingsModule, ListingsModule, PostsModule],
  controllers: [DiscoveryController, JobSourcesAdminController],
  providers: [DiscoveryService, SourceCountsService],
  exports: [SourceCountsService],
})
export class DiscoveryModule {}
