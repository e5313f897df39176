import { Body, Controller, Get, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiAnswerOf } from '../common/api-answer';
import { AppliedDto, OwnApplicationPageDto, OwnApplicationViewDto } from './application-answers.dto';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { MARKET_MESSAGES } from '../i18n/messages/market';
import { ApplicationsQueryDto, ApplyDto } from './application.dto';
import { ApplicationsService } from './applications.service';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

/** Freelancers: apply, and their own applications. */
@ApiTags('applications')
@UserTypes('freelancer')
@ApiResponse({ status: 403, description: 'Not a freelancer' })
@Controller()
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  @Post('jobs/:id/apply')
  @Idempotent('apply')
  @ApiOperation({ summary: 'Apply once to an open job, optionally quoting a new_price; the employer is notified' })
  @ApiAnswerOf(AppliedDto, { status: 201, description: 'The application (status pending); on a job with shifts, one per shift chosen' })
  @ApiResponse({ status: 403, description: 'Own job' })
  @ApiResponse({ status: 404, description: 'Missing or deleted job' })
  @ApiResponse({ status: 409, description: 'Draft or closed job, or already applied (one row per freelancer and job)' })
  async apply(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: ApplyDto) {
    return ok(MARKET_MESSAGES.applied, await this.applications.apply(user.id, id, dto.new_price, dto.source, dto.shift_ids));
  }

  @Get('freelancer/applications')
  @ApiOperation({ summary: 'The caller’s applications with their status, newest first' })
  @ApiAnswerOf(OwnApplicationPageDto)
  async list(@CurrentUser() user: AuthUser, @Query() query: ApplicationsQueryDto) {
    return ok(COMMON_MESSAGES.ok, await this.applications.listOwn(user.id, query.status, query.page ?? 1, query.per_page ?? 20));
  }

  @Get('freelancer/applications/:id')
  @ApiAnswerOf(OwnApplicationViewDto)
  @ApiOperation({ summary: 'One of the caller’s applications' })
  @ApiResponse({ status: 404, description: 'Missing or another freelancer’s' })
  async show(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return ok(COMMON_MESSAGES.ok, await this.applications.showOwn(user.id, id));
  }
}
