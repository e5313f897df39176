import { Body, Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { IDENTITY_MESSAGES } from '../i18n/messages/shared';
import { message } from '../i18n/message';
import { ok } from '../common/api-response';
import { CurrentUser, RequirePermission, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import type { Listing } from '../listings/listing.entity';
import { ApiAnswerOf } from '../common/api-answer';
import { ModeratedListingDto, ReportAnswerDto, ReportJobDto, RestoreDto, RestoredByReporterDto, RestoreHiddenByReporterDto, TakeDownDto } from './safety.dto';
import { SafetyService } from './safety.service';
import { Idempotent } from '../idempotency/idempotent.decorator';

const moderated = (listing: Listing): ModeratedListingDto => ({
  id: listing.id,
  user_id: listing.user_id,
  job_title: listing.job_title,
  moderation: listing.moderation,
  moderated_at: listing.moderated_at,
  moderation_reason: listing.moderation_reason,
  status: listing.status,
  closed_reason: listing.closed_reason,
});

/** Report this job (docs/trust.md "Reports"): freelancers. */
@ApiTags('jobs')
@UserTypes('freelancer')
@Controller('jobs')
export class ReportJobController {
  constructor(private readonly safety: SafetyService) {}

  @Post(':id/report')
  @Idempotent('report-job')
  @ApiAnswerOf(ReportAnswerDto, { status: 201 })
  @ApiOperation({
    summary:
      'Report a job (asks for money, fake, unsafe, other; a note): once per job, within the per-person limits (REPORT_LIMITS). It hides the job at once pending review only by the report rule (REPORT_RULE): distinct verified reporters agree, or a proven reporter within their daily budget',
  })
  @ApiResponse({ status: 409, description: 'You already reported this job' })
  @ApiResponse({ status: 429, description: 'Too many reports in the last hour or today; Retry-After says when' })
  async report(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: ReportJobDto) {
    return ok(IDENTITY_MESSAGES.reported, await this.safety.report(user.id, id, dto.reason, dto.note));
  }
}

/** The back office's moderation of jobs; the queue is the `listingreports` resource. */
@ApiTags('admin: safety')
@Controller('admin/listings')
export class AdminModerationController {
  constructor(private readonly safety: SafetyService) {}

  @Post(':id/take-down')
  @HttpCode(200)
  @RequirePermission('listingreports', 'edit')
  @ApiAnswerOf(ModeratedListingDto)
  @ApiOperation({ summary: 'Take a job down (out of search for good, until restored); its reports are reviewed; the employer is told (bell and SMS)' })
  @ApiResponse({ status: 409, description: 'Already taken down' })
  async takeDown(@CurrentUser() admin: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: TakeDownDto) {
    return ok(IDENTITY_MESSAGES.takenDown, moderated(await this.safety.takeDown(id, admin.id, dto.reason)));
  }

  @Post(':id/restore')
  @HttpCode(200)
  @RequirePermission('listingreports', 'edit')
  @ApiAnswerOf(ModeratedListingDto)
  @ApiOperation({ summary: 'Put a hidden or taken-down job back in search; its reports are reviewed; the employer is told (bell and SMS)' })
  @ApiResponse({ status: 409, description: 'The job is neither hidden nor taken down' })
  async restore(@CurrentUser() admin: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() _dto: RestoreDto) {
    return ok(IDENTITY_MESSAGES.restored, moderated(await this.safety.restore(id, admin.id)));
  }
}

/** The back office's one action on a reporter: every job they hid comes back (docs/trust.md "Review"). */
@ApiTags('admin: safety')
@Controller('admin/reporters')
export class AdminReportersController {
  constructor(private readonly safety: SafetyService) {}

  @Post(':id/restore-hidden')
  @HttpCode(200)
  @RequirePermission('listingreports', 'edit')
  @ApiAnswerOf(RestoredByReporterDto)
  @ApiOperation({
    summary:
      'Restore every job still hidden by this reporter’s reports (at once or as one of the reporters who agreed), in one transaction: each reopens as a single restore would, its reports count as overturned, its employer is told',
  })
  async restoreHidden(@CurrentUser() admin: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() _dto: RestoreHiddenByReporterDto) {
    const restored = await this.safety.restoreHiddenBy(id, admin.id);
    return ok(message('identity.restoredByReporter', { count: restored.count }), restored);
  }
}
