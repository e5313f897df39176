import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiAnswerOf, ApiMessageAnswer } from '../common/api-answer';
import { ApiExtraModels, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';

import { ok } from '../common/api-response';
import { CurrentUser, Public, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { AlertsStoppedDto, SavedSearchBodyDto, SavedSearchDto } from './messages.dto';
import { SavedSearchesService } from './saved-searches.service';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { MESSAGING_MESSAGES } from '../i18n/messages/shared';
import { Idempotent } from '../idempotency/idempotent.decorator';

/** A freelancer's saved searches and the SMS opt-out link (docs/conversations.md). */
@ApiTags('saved-searches')
@ApiExtraModels(SavedSearchDto)
@Controller()
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesService) {}

  @Get('freelancer/saved-searches')
  @UserTypes('freelancer')
  @ApiOperation({ summary: 'The caller’s saved searches, newest first' })
  @ApiAnswerOf(SavedSearchDto, { list: true })
  @ApiResponse({ status: 401, description: 'Not signed in' })
  @ApiResponse({ status: 403, description: 'Not a freelancer' })
  async list(@CurrentUser() user: AuthUser) {
    return ok(COMMON_MESSAGES.ok, await this.searches.list(user.id));
  }

  @Post('freelancer/saved-searches')
  @Idempotent('saved-search')
  @UserTypes('freelancer')
  @ApiOperation({ summary: 'Save the current job search (its URL query, distance included) under a name' })
  @ApiAnswerOf(SavedSearchDto, { status: 201 })
  @ApiResponse({ status: 400, description: 'Bad name or query (field `name` or `query.<key>`)' })
  @ApiResponse({ status: 409, description: 'Too many saved searches' })
  async create(@CurrentUser() user: AuthUser, @Body() dto: SavedSearchBodyDto) {
    return ok(MESSAGING_MESSAGES.savedSearchSaved, await this.searches.create(user.id, dto.name, dto.query));
  }

  @Delete('freelancer/saved-searches/:id')
  @UserTypes('freelancer')
  @ApiOperation({ summary: 'Delete one of the caller’s saved searches' })
  @ApiMessageAnswer({ description: 'Deleted' })
  @ApiResponse({ status: 404, description: 'Missing or another user’s' })
  async remove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    await this.searches.remove(user.id, id);
    return ok(MESSAGING_MESSAGES.savedSearchDeleted);
  }

  @Post('saved-searches/stop/:token')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'The SMS digest’s opt-out link: no more SMS for that saved search (no sign-in)' })
  @ApiAnswerOf(AlertsStoppedDto)
  @ApiResponse({ status: 404, description: 'Unknown token' })
  async stop(@Param('token') token: string) {
    return ok(MESSAGING_MESSAGES.alertsStopped, await this.searches.stop(token));
  }
}
