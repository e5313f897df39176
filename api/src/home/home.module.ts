import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { PostsModule } from '../posts/posts.module';
import { HomeController } from './home.controller';
import { HomeService } from './home.service';

@Module({
  imports: [JobsModule, PostsModule],
  controllers: [HomeController],
  providers: [HomeService],
})
export class HomeModule {}
