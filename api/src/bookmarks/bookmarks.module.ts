import { Module } from '@nestjs/common';
import { BookmarksController } from './bookmarks.controller';
import { BookmarksService } from './bookmarks.service';

@Module({ controllers: [BookmarksController], providers: [BookmarksService], exports: [BookmarksService] })
export class BookmarksModule {}
