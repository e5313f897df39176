import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { JobsModule } from '../jobs/jobs.module';
import { ListingsModule } from '../listings/listings.module';
import { PostsModule } from '../posts/posts.module';
import { RateLimitModule } from '../auth/rate-limit/rate-limit.module';
import { DiscoveryModule } from '../discovery/discovery.module';
import { HomeController } from './home.controller';
import { HomeService } from './home.service';

@Module({
  imports: [JobsModule, ListingsModule, CategoriesModule, PostsModule, RateLimitModule, DiscoveryModule],
  controllers: [HomeController],
  providers: [HomeService],
})
export class HomeModule {}
