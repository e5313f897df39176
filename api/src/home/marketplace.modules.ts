import { ApplicationsModule } from '../applications/applications.module';
import { BookmarksModule } from '../bookmarks/bookmarks.module';
import { ConnectionsModule } from '../connections/connections.module';
import { DashboardsModule } from '../dashboards/dashboards.module';
import { MarketplaceListingsModule } from '../listings/marketplace-listings.module';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { PostsModule } from '../posts/posts.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { SearchModule } from '../search/search.module';
import { HomeModule } from './home.module';
import { IdentityModule } from '../identity/identity.module';
import { SafetyModule } from '../safety/safety.module';

/** The marketplace's modules, registered in AppModule as one spread. */
export const MARKETPLACE_MODULES = [
  MarketplaceListingsModule,
  SearchModule,
  ApplicationsModule,
  BookmarksModule,
  ConnectionsModule,
  ProfilesModule,
  PortfolioModule,
  PostsModule,
  HomeModule,
  DashboardsModule,
  // Verified people, safe jobs (docs/trust.md)
  IdentityModule,
  SafetyModule,
];
