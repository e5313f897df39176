import { ApplicationsModule } from '../applications/applications.module';
import { BookmarksModule } from '../bookmarks/bookmarks.module';
import { ConnectionsModule } from '../connections/connections.module';
import { DashboardsModule } from '../dashboards/dashboards.module';
import { ApplicantsModule } from '../applicants/applicants.module';
import { EmployerListingsModule } from '../employer-listings/employer-listings.module';
import { JobsModule } from '../jobs/jobs.module';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { PostsModule } from '../posts/posts.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { SearchModule } from '../search/search.module';
import { HomeModule } from './home.module';
import { DiscoveryModule } from '../discovery/discovery.module';
import { IdentityModule } from '../identity/identity.module';
import { SafetyModule } from '../safety/safety.module';
import { RosterModule } from '../roster-routes/roster.module';
import { OffersModule } from '../offers/offers.module';

/** The marketplace's modules, registered in AppModule as one spread. */
export const MARKETPLACE_MODULES = [
  EmployerListingsModule,
  JobsModule,
  SearchModule,
  ApplicationsModule,
  ApplicantsModule,
  BookmarksModule,
  ConnectionsModule,
  ProfilesModule,
  PortfolioModule,
  PostsModule,
  HomeModule,
  // Search engines, job boards and where views come from (docs/seo-and-feeds.md)
  DiscoveryModule,
  DashboardsModule,
  // Verified people, safe jobs (docs/trust.md)
  IdentityModule,
  SafetyModule,
  // Favourites, blocks and hidden employers (docs/roster.md)
  RosterModule,
  // "Book again": a job offered to a past freelancer directly (docs/roster.md)
  OffersModule,
];
