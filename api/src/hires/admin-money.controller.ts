import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiAnswerOf } from '../common/api-answer';
import { ok, type ApiResponse } from '../common/api-response';
import { CurrentUser, RequirePermission, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { accountBalances, trialBalance } from '../ledger/ledger';
import { AccountBalanceDto, TrialBalanceDto } from '../ledger/ledger-answers.dto';
import { AdminThreadDto } from '../messages/message-answers.dto';
import { ResolveDisputeDto } from '../payments/payment.dto';
import { PAYMENT_MESSAGES } from '../i18n/messages/hire';
import { PayoutDto, ReconciliationRunDto, RefundDto } from '../payments/payment-answers.dto';
import { ReconciliationService } from '../payments/reconciliation.service';
import { RefundsService } from '../payments/refunds.service';
import { ResolveNoShowDto } from '../trust/trust.dto';
import { TRUST_MESSAGES } from '../i18n/messages/trust';
import { HIRE_MESSAGES } from '../i18n/messages/hire';
import { MessagesService } from '../messages/messages.service';
import { DisputesService } from './disputes.service';
import { HireEventDto } from './hire-answers.dto';
import { DisputeDto, ReliabilityEventDto } from '../trust/trust-answers.dto';
import { HireStateMachine } from './hire-state';
import { HirePayments } from './hire-payments.service';
import { HiresService } from './hires.service';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

/** The back office's money actions; the lists themselves are simple-rest resources. */
@ApiTags('admin: money')
@Controller('admin')
export class AdminMoneyController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hires: HiresService,
    private readonly disputes: DisputesService,
    private readonly machine: HireStateMachine,
    private readonly messages: MessagesService,
    private readonly payments: HirePayments,
    private readonly refunds: RefundsService,
    private readonly reconciliation: ReconciliationService,
  ) {}

  @Get('ledger/trial-balance')
  @UserTypes('superadmin')
  @ApiOperation({ summary: 'Total debits and credits of every ledger entry, in minor units' })
  @ApiAnswerOf(TrialBalanceDto)
  async trialBalance(): Promise<ApiResponse<TrialBalanceDto>> {
    return ok(COMMON_MESSAGES.ok, await trialBalance(this.dataSource.manager));
  }

  @Get('ledger/accounts')
  @RequirePermission('ledger', 'list')
  @ApiOperation({ summary: 'Every ledger account with its debits, credits and balance (minor units)' })
  @ApiAnswerOf(AccountBalanceDto, { list: true })
  async accounts(): Promise<ApiResponse<AccountBalanceDto[]>> {
    return ok(COMMON_MESSAGES.ok, await accountBalances(this.dataSource.manager));
  }

  @Post('payouts/:applicationId/retry')
  @HttpCode(200)
  @RequirePermission('payouts', 'edit')
  @ApiOperation({ summary: 'Send again a payout that failed, was reversed or waited for a bank account' })
  @ApiAnswerOf(PayoutDto)
  async retry(@Param('applicationId', ParseIntPipe) applicationId: number): Promise<ApiResponse<PayoutDto>> {
    return ok(HIRE_MESSAGES.payoutRetried, await this.payments.retryPayout(applicationId));
  }

  @Post('refunds/:id/retry')
  @HttpCode(200)
  @RequirePermission('refunds', 'edit')
  @ApiOperation({ summary: 'Send again a refund owed to an employer that failed or waits for its retry' })
  @ApiAnswerOf(RefundDto)
  async retryRefund(@Param('id', ParseIntPipe) id: number): Promise<ApiResponse<RefundDto>> {
    return ok(PAYMENT_MESSAGES.refundRetried, await this.refunds.retry(id));
  }

  @Get('disputes/:id/timeline')
  @RequirePermission('disputes', 'show')
  @ApiOperation({ summary: 'The disputed hire’s timeline: each move of its status, by whom, when (on the clock)' })
  @ApiAnswerOf(HireEventDto, { list: true })
  async timeline(@Param('id', ParseIntPipe) id: number): Promise<ApiResponse<HireEventDto[]>> {
    const dispute = await this.disputes.find(id);
    return ok(COMMON_MESSAGES.ok, await this.machine.timeline(this.dataSource.manager, dispute.application_id));
  }

  @Get('disputes/:id/thread')
  @RequirePermission('disputes', 'show')
  @ApiOperation({ summary: 'The conversation of the disputed hire, unmasked: admins read a thread only through a report or a dispute' })
  @ApiAnswerOf(AdminThreadDto)
  async thread(@Param('id', ParseIntPipe) id: number): Promise<ApiResponse<AdminThreadDto>> {
    const dispute = await this.disputes.find(id);
    return ok(COMMON_MESSAGES.ok, await this.messages.adminThread(dispute.application_id));
  }

  @Post('disputes/:id/resolve')
  @HttpCode(200)
  @RequirePermission('disputes', 'edit')
  @ApiOperation({
    summary: 'Release to the freelancer, refund the employer, or split by amount; ledger entries and payouts follow',
  })
  @ApiAnswerOf(DisputeDto)
  async resolve(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: ResolveDisputeDto,
  ): Promise<ApiResponse<DisputeDto>> {
    return ok(
      HIRE_MESSAGES.resolved,
      await this.disputes.resolve(user.id, id, dto.resolution, dto.freelancer_amount, dto.note),
    );
  }

  @Post('reliability/:id/resolve')
  @HttpCode(200)
  @RequirePermission('reliability', 'edit')
  @ApiOperation({
    summary: 'Decide a contested no-show: upheld counts against the freelancer, dismissed does not',
  })
  @ApiAnswerOf(ReliabilityEventDto)
  async resolveNoShow(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: ResolveNoShowDto,
  ): Promise<ApiResponse<ReliabilityEventDto>> {
    return ok(TRUST_MESSAGES.resolved, await this.hires.resolveNoShow(user.id, id, dto.decision, dto.note));
  }

  @Post('reconciliation/run')
  @HttpCode(200)
  @RequirePermission('reconciliation', 'edit')
  @ApiOperation({
    summary: 'Compare the ledger’s charges and payouts with Paystack now; answers the number of new differences',
  })
  @ApiAnswerOf(ReconciliationRunDto)
  async run(): Promise<ApiResponse<ReconciliationRunDto>> {
    const found = await this.reconciliation.run();
    const answer: ReconciliationRunDto = { found };
    return ok(COMMON_MESSAGES.differencesFound(found), answer);
  }
}
