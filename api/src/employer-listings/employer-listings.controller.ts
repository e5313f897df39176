import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post, Query } from '@nestjs/common';
import { ApiAnswerOf, ApiMessageAnswer } from '../common/api-answer';
import { EmployerListingPageDto, ListingViewDto } from '../listings/listing-answers.dto';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import type { Language } from '@gigmarket/shared';
import { AnswerLanguage } from '../i18n/answer-language';
import { EmployerListingsService } from './employer-listings.service';
import { RequireScopes } from '../auth/scopes';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { MARKET_MESSAGES } from '../i18n/messages/market';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { CreateListingDto, EmployerListingsQueryDto, PublishListingDto, ReopenListingDto, UpdateListingDto } from '../listings/listing.dto';
import { ROSTER_FIRST_MESSAGES } from '../i18n/messages/roster-first';

@ApiTags('employer listings')
@UserTypes('employer')
@ApiResponse({ status: 403, description: 'Not an employer' })
@Controller('employer/listings')
export class EmployerListingsController {
  constructor(private readonly listings: EmployerListingsService) {}

  @Get()
  @RequireScopes('listings:read')
  @ApiOperation({ summary: "The caller's listings (not deleted), newest first, with application counts" })
  @ApiAnswerOf(EmployerListingPageDto)
  async list(@CurrentUser() user: AuthUser, @Query() query: EmployerListingsQueryDto, @AnswerLanguage() language: Language) {
    return ok(COMMON_MESSAGES.ok, await this.listings.list(user.id, query, language));
  }

  @Post()
  @RequireScopes('listings:write')
  @Idempotent('create-listing')
  @ApiOperation({ summary: 'Create a listing: save as draft (default) or publish (`status: open`)' })
  @ApiAnswerOf(ListingViewDto, { status: 201 })
  @ApiResponse({ status: 400, description: 'Field errors (a published job needs category, job type, state, date, description and its price)' })
  async create(@CurrentUser() user: AuthUser, @Body() dto: CreateListingDto, @AnswerLanguage() language: Language) {
    return ok(MARKET_MESSAGES.listingCreated, await this.listings.create(user.id, dto, language));
  }

  @Get(':id')
  @RequireScopes('listings:read')
  @ApiAnswerOf(ListingViewDto)
  @ApiOperation({ summary: 'One of the caller’s listings' })
  @ApiResponse({ status: 404, description: 'Missing, deleted or another employer’s' })
  async show(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @AnswerLanguage() language: Language) {
    return ok(COMMON_MESSAGES.ok, await this.listings.show(user.id, id, language));
  }

  @Patch(':id')
  @RequireScopes('listings:write')
  @ApiAnswerOf(ListingViewDto)
  @ApiOperation({ summary: 'Edit any fields of the caller’s listing (a published one must stay complete)' })
  @ApiResponse({ status: 404, description: 'Missing, deleted or another employer’s' })
  async update(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: UpdateListingDto, @AnswerLanguage() language: Language) {
    return ok(MARKET_MESSAGES.listingUpdated, await this.listings.update(user.id, id, dto, language));
  }

  @Post(':id/publish')
  @RequireScopes('listings:write')
  @ApiAnswerOf(ListingViewDto)
  @HttpCode(200)
  @ApiOperation({ summary: 'draft -> open; with `roster_first_hours`, offered to the favourites first and opened to everyone after that many hours (docs/roster.md "Roster first")' })
  @ApiResponse({ status: 400, description: '`roster_first_hours` out of range (rule `range`), no favourites (rule `favourites`), already offered (rule `offered`), or what publishing needs' })
  @ApiResponse({ status: 409, description: 'Not a draft' })
  @ApiBody({ type: PublishListingDto, required: false })
  async publish(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: PublishListingDto, @AnswerLanguage() language: Language) {
    const hours = dto?.roster_first_hours;
    return ok(MARKET_MESSAGES.listingPublished, await this.listings.transition(user.id, id, 'publish', language, {}, hours));
  }

  @Post(':id/open-now')
  @RequireScopes('listings:write')
  @ApiAnswerOf(ListingViewDto)
  @HttpCode(200)
  @ApiOperation({ summary: 'A job offered to the favourites first opens to everyone now (docs/roster.md "Roster first")' })
  @ApiResponse({ status: 404, description: 'Missing, deleted or another employer’s' })
  @ApiResponse({ status: 409, description: 'Not waiting for its favourites' })
  async openNow(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @AnswerLanguage() language: Language) {
    return ok(ROSTER_FIRST_MESSAGES.opened, await this.listings.openNow(user.id, id, language));
  }

  @Post(':id/close')
  @RequireScopes('listings:write')
  @ApiAnswerOf(ListingViewDto)
  @HttpCode(200)
  @ApiOperation({ summary: 'open -> closed' })
  @ApiResponse({ status: 409, description: 'Not open' })
  async close(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @AnswerLanguage() language: Language) {
    return ok(MARKET_MESSAGES.listingClosed, await this.listings.transition(user.id, id, 'close', language));
  }

  @Post(':id/reopen')
  @RequireScopes('listings:write')
  @ApiAnswerOf(ListingViewDto)
  @HttpCode(200)
  @ApiOperation({ summary: 'closed -> open, with new dates when given (an expired job needs a new `job_date`)' })
  @ApiResponse({ status: 400, description: 'The job would end in the past (`job_date` / `job_end_date`, rule `future`)' })
  @ApiResponse({ status: 409, description: 'Not closed' })
  async reopen(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: ReopenListingDto, @AnswerLanguage() language: Language) {
    return ok(MARKET_MESSAGES.listingReopened, await this.listings.transition(user.id, id, 'reopen', language, dto));
  }

  @Delete(':id')
  @RequireScopes('listings:write')
  @ApiMessageAnswer()
  @ApiOperation({ summary: 'Soft delete (deleted_at); applications and transactions stay' })
  @ApiResponse({ status: 404, description: 'Missing, deleted or another employer’s' })
  async remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    await this.listings.remove(user.id, id);
    return ok(MARKET_MESSAGES.listingDeleted);
  }
}
