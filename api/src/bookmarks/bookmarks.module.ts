import { Module } from '@nestjs/common';
import { ListingsModule } from '../listings/listings.module';
import { BookmarksController } from './bookmarks.controller';
import { BookmarksService } from './bookmarks.service';
import { BOOKMARKS_REPOSITORIES } from './repositories';

@Module({
  imports: [BOOKMARKS_REPOSITORIES, ListingsModule],
  controllers: [BookmarksController],
  providers: [BookmarksService],
  exports: [BOOKMARKS_REPOSITORIES, BookmarksService],
})
export class BookmarksModule {}
