import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ok } from '../common/api-response';
import { CurrentUser, RequirePermission, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { accountBalances, trialBalance } from '../ledger/ledger';
import { ResolveDisputeDto } from '../payments/payment.dto';
import { PAYMENT_MESSAGES } from '../i18n/messages/hire';
import { ReconciliationService } from '../payments/reconciliation.service';
import { RefundsService } from '../payments/refunds.service';
import { ResolveNoShowDto } from '../trust/trust.dto';
import { TRUST_MESSAGES } from '../i18n/messages/trust';
import { HIRE_MESSAGES } from '../i18n/messages/hire';
import { MessagesService } from '../messages/messages.service';
import { DisputesService } from './disputes.service';
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
  async trialBalance() {
    return ok(COMMON_MESSAGES.ok, await trialBalance(this.dataSource.manager));
  }

  @Get('ledger/accounts')
  @RequirePermission('ledger', 'list')
  @ApiOperation({ summary: 'Every ledger account with its debits, credits and balance (minor units)' })
  async accounts() {
    return ok(COMMON_MESSAGES.ok, await accountBalances(this.dataSource.manager));
  }

  @Post('payouts/:applicationId/retry')
  @HttpCode(200)
  @RequirePermission('payouts', 'edit')
  @ApiOperation({ summary: 'Send again a payout that failed, was reversed or waited for a bank account' })
  async retry(@Param('applicationId', ParseIntPipe) applicationId: number) {
    return ok(HIRE_MESSAGES.payoutRetried, await this.payments.retryPayout(applicationId));
  }

  @Post('refunds/:id/retry')
  @HttpCode(200)
  @RequirePermission('refunds', 'edit')
  @ApiOperation({ summary: 'Send again a refund owed to an employer that failed or waits for its retry' })
  async retryRefund(@Param('id', ParseIntPipe) id: number) {
    return ok(PAYMENT_MESSAGES.refundRetried, await this.refunds.retry(id));
  }

  @Get('disputes/:id/timeline')
  @RequirePermission('disputes', 'show')
  @ApiOperation({ summary: 'The disputed hire’s timeline: each move of its status, by whom, when (on the clock)' })
  async timeline(@Param('id', ParseIntPipe) id: number) {
    const dispute = await this.disputes.find(id);
    return ok(COMMON_MESSAGES.ok, await this.machine.timeline(this.dataSource.manager, dispute.application_id));
  }

  @Get('disputes/:id/thread')
  @RequirePermission('disputes', 'show')
  @ApiOperation({ summary: 'The conversation of the disputed hire, unmasked: admins read a thread only through a report or a dispute' })
  async thread(@Param('id', ParseIntPipe) id: number) {
    const dispute = await this.disputes.find(id);
    return ok(COMMON_MESSAGES.ok, await this.messages.adminThread(dispute.application_id));
  }

  @Post('disputes/:id/resolve')
  @HttpCode(200)
  @RequirePermission('disputes', 'edit')
  @ApiOperation({
    summary: 'Release to the freelancer, refund the employer, or split by amount; ledger entries and payouts follow',
  })
  async resolve(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: ResolveDisputeDto) {
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
  async resolveNoShow(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: ResolveNoShowDto,
  ) {
    return ok(TRUST_MESSAGES.resolved, await this.hires.resolveNoShow(user.id, id, dto.decision, dto.note));
  }

  @Post('reconciliation/run')
  @HttpCode(200)
  @RequirePermission('reconciliation', 'edit')
  @ApiOperation({
    summary: 'Compare the ledger’s charges and payouts with Paystack now; answers the number of new differences',
  })
  async run() {
    const found = await this.reconciliation.run();
    return ok(COMMON_MESSAGES.differencesFound(found), { found });
  }
}
