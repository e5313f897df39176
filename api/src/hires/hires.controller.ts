import { Idempotent } from '../idempotency/idempotent.decorator';
import { ApiAnswerOf } from '../common/api-answer';
import { CheckoutDto, HirePageDto, HireViewDto } from './hire-answers.dto';
import { RatingViewDto } from '../trust/trust-answers.dto';
import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { RequireScopes } from '../auth/scopes';
import { AgreedAmountDto, DisputeAnswerDto, FundHireDto, HireReasonDto, HiresQueryDto } from '../payments/payment.dto';
import { CancelHireDto, ContestNoShowDto, RateHireDto } from '../trust/trust.dto';
import { TRUST_MESSAGES } from '../i18n/messages/trust';
import { HIRE_MESSAGES } from '../i18n/messages/hire';
import { DisputesService } from './disputes.service';
import { HireViews } from './hire-views';
import { HiresService } from './hires.service';
import { ShiftConfirmations } from './shift-confirmation';
import { ConfirmShiftDto } from './shift-confirmation.dto';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { MARKET_MESSAGES } from '../i18n/messages/market';
import { ApplicationViewDto } from '../applications/application-answers.dto';

/** Employers: the agreed amount, funding through Paystack Checkout, and confirming completion. */
@ApiTags('hires')
@UserTypes('employer')
@ApiResponse({ status: 404, description: 'Not a hire on one of the caller’s listings' })
@ApiResponse({ status: 409, description: 'The hire is not at a status where that step is possible' })
@Controller('employer/hires')
export class EmployerHiresController {
  constructor(
    private readonly hires: HiresService,
    private readonly views: HireViews,
    private readonly shifts: ShiftConfirmations,
  ) {}

  @Get()
  @RequireScopes('hires:read')
  @ApiAnswerOf(HirePageDto)
  @ApiOperation({ summary: 'The caller’s hires (approved applications onwards), newest change first' })
  async list(@CurrentUser() user: AuthUser, @Query() query: HiresQueryDto) {
    return ok(COMMON_MESSAGES.ok, await this.views.list(user.id, 'employer', query));
  }

  @Put(':id/amount')
  @RequireScopes('hires:write')
  @ApiAnswerOf(HireViewDto)
  @ApiOperation({ summary: 'Change the agreed amount while the hire is approved and not yet funded' })
  async amount(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: AgreedAmountDto) {
    return ok(HIRE_MESSAGES.amountUpdated, await this.hires.setAmount(user.id, id, dto.agreed_amount));
  }

  @Post(':id/fund')
  @RequireScopes('hires:write')
  @Idempotent('fund')
  @ApiAnswerOf(CheckoutDto, { description: 'Pay at authorization_url, then verify' })
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Start Paystack Checkout for the agreed amount plus the gateway fee (cover all: one charge for every unfunded shift of this freelancer on the job, each hire’s amount and fee summed); answers the page to send the browser to',
  })
  @ApiResponse({ status: 400, description: 'cover is not next or all' })
  @ApiResponse({ status: 502, description: 'The payment provider did not answer' })
  async fund(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: FundHireDto) {
    return ok(HIRE_MESSAGES.checkout, await this.hires.fund(user.id, id, dto.cover ?? 'next'));
  }

  @Post(':id/verify')
  @RequireScopes('hires:write')
  @ApiAnswerOf(HireViewDto)
  @HttpCode(200)
  @ApiOperation({
    summary:
      'After the checkout: the API asks Paystack about its own pending charge (the browser’s query string is never trusted)',
  })
  async verify(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    const hire = await this.hires.verify(user.id, id);
    return ok(hire.status === 'approved' ? HIRE_MESSAGES.paymentPending : HIRE_MESSAGES.funded, hire);
  }

  @Post(':id/complete')
  @RequireScopes('hires:write')
  @ApiAnswerOf(HireViewDto)
  @HttpCode(200)
  @ApiOperation({ summary: 'submitted -> completed: escrow released to the freelancer less commission, then paid out' })
  async complete(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return ok(HIRE_MESSAGES.completed, await this.hires.complete(user.id, id));
  }

  @Post(':id/no-show')
  @RequireScopes('hires:write')
  @ApiAnswerOf(HireViewDto)
  @HttpCode(200)
  @ApiOperation({
    summary:
      'funded, no check-in one hour after the start -> refunded in full, with a no-show event against the freelancer',
  })
  async noShow(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return ok(TRUST_MESSAGES.noShowReported, await this.hires.reportNoShow(user.id, id));
  }

  @Post(':id/release')
  @RequireScopes('hires:write')
  @ApiAnswerOf(HireViewDto)
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Release a place whose shift is still unconfirmed at the warning mark: approved -> cancelled, or funded -> refunded in full; the position reopens (docs/shift-confirmation.md)',
  })
  @ApiResponse({ status: 409, description: 'Confirmed already, not warned yet, or the hire is past check-in' })
  async release(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return ok(HIRE_MESSAGES.placeReleased, await this.shifts.release(user.id, id));
  }
}

/** Freelancers: check in and mark the work done. */
@ApiTags('hires')
@UserTypes('freelancer')
@ApiResponse({ status: 404, description: 'Not one of the caller’s hires' })
@ApiResponse({ status: 409, description: 'The hire is not at a status where that step is possible' })
@Controller('freelancer/hires')
export class FreelancerHiresController {
  constructor(
    private readonly hires: HiresService,
    private readonly views: HireViews,
    private readonly shifts: ShiftConfirmations,
  ) {}

  @Get()
  @ApiAnswerOf(HirePageDto)
  @ApiOperation({ summary: 'The caller’s hires, newest change first' })
  async list(@CurrentUser() user: AuthUser, @Query() query: HiresQueryDto) {
    return ok(COMMON_MESSAGES.ok, await this.views.list(user.id, 'freelancer', query));
  }

  @Post(':id/start')
  @ApiAnswerOf(HireViewDto)
  @Idempotent('check-in')
  @HttpCode(200)
  @ApiOperation({ summary: 'funded -> in_progress (check in): opens 30 minutes before the job starts' })
  async start(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return ok(HIRE_MESSAGES.started, await this.hires.start(user.id, id));
  }

  @Post(':id/done')
  @ApiAnswerOf(HireViewDto)
  @Idempotent('mark-done')
  @HttpCode(200)
  @ApiOperation({
    summary: 'in_progress -> submitted once the job has started; completes by itself 72 hours after the later of now and the job’s end, unless disputed',
  })
  async done(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return ok(HIRE_MESSAGES.done, await this.hires.done(user.id, id));
  }

  @Post(':id/confirm')
  @ApiAnswerOf(HireViewDto)
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm the shift, from the ask (24 hours before the start by default) until the start; again answers the same (docs/shift-confirmation.md)',
  })
  @ApiResponse({ status: 409, description: 'Not open yet, the shift started, or the employer released the place' })
  async confirm(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: ConfirmShiftDto) {
    return ok(HIRE_MESSAGES.confirmedShift, await this.shifts.confirm(user.id, id, dto.via ?? 'site'));
  }

  @Post(':id/no-show/contest')
  @ApiAnswerOf(HireViewDto)
  @HttpCode(200)
  @ApiOperation({ summary: 'Contest a reported no-show within 7 days: an administrator decides' })
  async contest(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: ContestNoShowDto) {
    return ok(TRUST_MESSAGES.noShowContested, await this.hires.contestNoShow(user.id, id, dto.note));
  }
}

/** Either side of a hire. */
@ApiTags('hires')
@UserTypes('employer', 'freelancer')
@ApiResponse({ status: 404, description: 'Not a party to this hire' })
@Controller('hires')
export class HiresController {
  constructor(
    private readonly hires: HiresService,
    private readonly disputes: DisputesService,
  ) {}

  @Get(':id')
  @RequireScopes('hires:read')
  @ApiAnswerOf(HireViewDto)
  @ApiOperation({
    summary: 'One hire: status, amounts in minor units, timeline, dispute, payout, and what the caller may do now',
  })
  async show(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return ok(COMMON_MESSAGES.ok, await this.hires.show(user.id, id));
  }

  @Post(':id/cancel')
  @RequireScopes('hires:write')
  @ApiAnswerOf(HireViewDto)
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Before check-in: approved -> cancelled, or funded -> refunded (the agreed amount goes back to the employer, less the late-cancellation fee when the employer cancels late)',
  })
  @ApiResponse({ status: 409, description: 'Checked in already, or ended' })
  async cancel(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: CancelHireDto) {
    return ok(HIRE_MESSAGES.cancelled, await this.hires.cancel(user.id, id, dto.reason, dto.note));
  }

  @Post(':id/rating')
  @RequireScopes('hires:write')
  @Idempotent('rate')
  @ApiAnswerOf(RatingViewDto, { status: 201 })
  @ApiOperation({
    summary: 'Rate the other side once (1-5 stars, optional plain-text comment), within 14 days of the end',
  })
  @ApiResponse({ status: 409, description: 'Already rated, the window closed, or the hire cannot be rated' })
  async rate(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: RateHireDto) {
    return ok(TRUST_MESSAGES.rated, await this.hires.rate(user.id, id, dto.stars, dto.comment));
  }

  @Post(':id/dispute')
  @RequireScopes('hires:write')
  @Idempotent('dispute')
  @ApiAnswerOf(HireViewDto)
  @HttpCode(200)
  @ApiOperation({ summary: 'funded, in_progress or submitted -> disputed; an admin resolves it' })
  @ApiResponse({ status: 409, description: 'Not funded yet, or completed' })
  async dispute(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: HireReasonDto) {
    return ok(HIRE_MESSAGES.disputed, await this.hires.dispute(user.id, id, dto.reason));
  }

  @Post(':id/dispute/answer')
  @Idempotent('dispute-answer')
  @RequireScopes('hires:write')
  @ApiAnswerOf(HireViewDto)
  @HttpCode(200)
  @ApiOperation({ summary: 'The side that did not open the dispute answers it once (a statement, and an uploaded photo if they wish)' })
  @ApiResponse({ status: 409, description: 'No open dispute, the caller opened it, or already answered' })
  async answerDispute(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: DisputeAnswerDto) {
    return ok(HIRE_MESSAGES.disputeAnswered, await this.disputes.answer(user.id, id, dto.statement, dto.photo));
  }
}

/** Freelancers: take back an application not yet decided (a move of the hire's state machine). */
@ApiTags('applications')
@UserTypes('freelancer')
@ApiResponse({ status: 403, description: 'Not a freelancer' })
@Controller('freelancer/applications')
export class FreelancerWithdrawController {
  constructor(private readonly hires: HiresService) {}

  @Post(':id/withdraw')
  @HttpCode(200)
  @ApiOperation({ summary: 'Withdraw one of the caller’s pending applications; the employer is notified' })
  @ApiAnswerOf(ApplicationViewDto, { description: 'The application (status withdrawn)' })
  @ApiResponse({ status: 400, description: 'Not pending (the message names its status)' })
  @ApiResponse({ status: 404, description: 'Missing or another freelancer’s' })
  async withdraw(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return ok(MARKET_MESSAGES.withdrawn, await this.hires.withdraw(user.id, id));
  }
}
