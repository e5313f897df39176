import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiAnswerOf, ApiMessageAnswer } from '../common/api-answer';
import { BookmarkSavedDto, SavedJobDto } from './bookmark-answers.dto';
import { ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import type { Language } from '@gigmarket/shared';
import { AnswerLanguage } from '../i18n/answer-language';
import { MARKET_MESSAGES } from '../i18n/messages/market';
import { BookmarksService } from './bookmarks.service';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

export class SaveBookmarkDto {
  @ApiProperty() @Type(() => Number) @IsInt() @Min(1) listing_id!: number;
}

@ApiTags('bookmarks')
@UserTypes('freelancer')
@ApiResponse({ status: 403, description: 'Not a freelancer' })
@Controller('bookmarks')
export class BookmarksController {
  constructor(private readonly bookmarks: BookmarksService) {}

  @Get()
  @ApiAnswerOf(SavedJobDto, { list: true })
  @ApiOperation({ summary: 'Saved jobs, newest first' })
  async list(@CurrentUser() user: AuthUser, @AnswerLanguage() language: Language) {
    return ok(COMMON_MESSAGES.ok, await this.bookmarks.list(user.id, language));
  }

  @Post()
  @Idempotent('save')
  @ApiOperation({ summary: 'Save an open job' })
  @ApiAnswerOf(BookmarkSavedDto, { status: 201 })
  @ApiResponse({ status: 404, description: 'No such open job' })
  @ApiResponse({ status: 409, description: 'Already saved (one row per user and job)' })
  async save(@CurrentUser() user: AuthUser, @Body() dto: SaveBookmarkDto) {
    return ok(MARKET_MESSAGES.bookmarkSaved, await this.bookmarks.save(user.id, dto.listing_id));
  }

  @Delete(':listingId')
  @ApiMessageAnswer()
  @Idempotent('unsave')
  @ApiOperation({ summary: 'Unsave a job' })
  @ApiResponse({ status: 404, description: 'Not in the caller’s saved jobs' })
  async remove(@CurrentUser() user: AuthUser, @Param('listingId', ParseIntPipe) listingId: number) {
    await this.bookmarks.remove(user.id, listingId);
    return ok(MARKET_MESSAGES.bookmarkRemoved);
  }
}
