import { Module } from '@nestjs/common';
import { ListingsModule } from '../listings/listings.module';
import { MarketplaceListingsModule } from '../listings/marketplace-listings.module';
import { PostsModule } from '../posts/posts.module';
import { HomeController } from './home.controller';
import { HomeService } from './home.service';

@Module({
  imports: [ListingsModule, MarketplaceListingsModule, PostsModule],
  controllers: [HomeController],
  providers: [HomeService],
})
export class HomeModule {}
