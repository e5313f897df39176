import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiAnswerOf } from '../common/api-answer';
import { ApplicationPageDto, ApplicationViewDto } from '../applications/application-answers.dto';
import { RequireScopes } from '../auth/scopes';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { ApplicantViewDto } from './applicant-answers.dto';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { MARKET_MESSAGES } from '../i18n/messages/market';
import { HiresService } from '../hires/hires.service';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { ApplicationsQueryDto, ApproveDto, EmployerApplicationsQueryDto } from '../applications/application.dto';
import { applicationView } from '../applications/applications.service';
import { ApplicantsService } from './applicants.service';

/** Employers: applicants of their listings, approve or disapprove. */
@ApiTags('applications')
@UserTypes('employer')
@ApiResponse({ status: 403, description: 'Not an employer' })
@Controller('employer')
export class EmployerApplicationsController {
  constructor(
    private readonly applicantLists: ApplicantsService,
    private readonly hires: HiresService,
  ) {}

  @Get('applications')
  @RequireScopes('applications:read')
  @ApiAnswerOf(ApplicationPageDto)
  @ApiOperation({ summary: 'Every application to the caller’s listings (or one listing’s): numbered pages newest first, or cursor pages in id order' })
  @ApiResponse({ status: 400, description: 'A cursor no list gave, or cursor with page' })
  async all(@CurrentUser() user: AuthUser, @Query() query: EmployerApplicationsQueryDto) {
    return ok(COMMON_MESSAGES.ok, await this.applicantLists.listAll(user.id, query));
  }

  @Get('listings/:id/applicants')
  @RequireScopes('applications:read')
  @ApiAnswerOf(ApplicantViewDto, { list: true })
  @ApiOperation({ summary: 'Applicants of one of the caller’s listings: price, quoted new price, status, public profile card' })
  @ApiResponse({ status: 404, description: 'Missing, deleted or another employer’s listing' })
  async applicants(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Query() query: ApplicationsQueryDto) {
    return ok(COMMON_MESSAGES.ok, await this.applicantLists.list(user.id, id, query.status, query.sort, query.min_rating));
  }

  @Post('applications/:id/approve')
  @RequireScopes('hires:write')
  @Idempotent('approve')
  @ApiAnswerOf(ApplicationViewDto)
  @HttpCode(200)
  @ApiOperation({ summary: 'pending -> approved with the agreed amount (takes one of the job’s positions; 409 when all are filled); sets accepted_by, connects the two if needed, notifies the freelancer by bell and SMS (one transaction)' })
  @ApiResponse({ status: 404, description: 'Not an application to the caller’s listing' })
  @ApiResponse({ status: 409, description: 'Already decided' })
  async approve(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: ApproveDto) {
    await this.applicantLists.assertNotBlocked(user.id, id);
    return ok(MARKET_MESSAGES.approved, applicationView(await this.hires.decideAsEmployer(user.id, id, 'approved', dto.agreed_amount)));
  }

  @Post('applications/:id/disapprove')
  @RequireScopes('hires:write')
  @Idempotent('disapprove')
  @ApiAnswerOf(ApplicationViewDto)
  @HttpCode(200)
  @ApiOperation({ summary: 'pending -> disapproved; notifies the freelancer (one transaction)' })
  @ApiResponse({ status: 404, description: 'Not an application to the caller’s listing' })
  @ApiResponse({ status: 409, description: 'Already decided' })
  async disapprove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    await this.applicantLists.assertNotBlocked(user.id, id);
    return ok(MARKET_MESSAGES.disapproved, applicationView(await this.hires.decideAsEmployer(user.id, id, 'disapproved')));
  }
}
