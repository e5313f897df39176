import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiAnswerOf } from '../common/api-answer';
import { BankAccountViewDto, BankDto, PaymentPageDto, PaymentViewDto, ResolvedBankAccountDto, WalletDto } from './payment-answers.dto';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { PAYMENT_MESSAGES } from '../i18n/messages/hire';
import { BankAccountsService } from './bank-accounts.service';
import { MoneyViewsService } from './money-views.service';
import { PageQueryDto, ResolveAccountDto, SaveBankAccountDto } from './payment.dto';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

@ApiTags('payments')
@UserTypes('employer')
@Controller('employer/payments')
export class EmployerPaymentsController {
  constructor(private readonly views: MoneyViewsService) {}

  @Get()
  @ApiAnswerOf(PaymentPageDto)
  @ApiOperation({ summary: 'The caller’s charges and refunds, newest first' })
  async list(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto) {
    return ok(COMMON_MESSAGES.ok, await this.views.employerPayments(user.id, query.page ?? 1, query.per_page ?? 20));
  }

  @Get(':id')
  @ApiAnswerOf(PaymentViewDto)
  @ApiOperation({ summary: 'One payment: the receipt' })
  async show(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return ok(COMMON_MESSAGES.ok, await this.views.employerPayment(user.id, id));
  }
}

@ApiTags('payments')
@UserTypes('freelancer')
@Controller('freelancer')
export class FreelancerMoneyController {
  constructor(
    private readonly views: MoneyViewsService,
    private readonly accounts: BankAccountsService,
  ) {}

  @Get('wallet')
  @ApiAnswerOf(WalletDto)
  @ApiOperation({ summary: 'Balance, money in escrow, paid out, and the latest payouts (minor units)' })
  async wallet(@CurrentUser() user: AuthUser) {
    return ok(COMMON_MESSAGES.ok, await this.views.wallet(user.id));
  }

  @Get('bank-account')
  @ApiAnswerOf(BankAccountViewDto, { nullable: true, description: 'The saved account, or null' })
  @ApiOperation({ summary: 'The caller’s payout account, or null' })
  async account(@CurrentUser() user: AuthUser) {
    return ok(COMMON_MESSAGES.ok, await this.accounts.find(user.id));
  }

  @Post('bank-account/resolve')
  @ApiAnswerOf(ResolvedBankAccountDto)
  @HttpCode(200)
  @ApiOperation({ summary: 'The account holder’s name as the bank knows it, for the freelancer to confirm' })
  async resolve(@Body() dto: ResolveAccountDto) {
    return ok(COMMON_MESSAGES.ok, await this.accounts.resolve(dto.bank_code, dto.account_number));
  }

  @Put('bank-account')
  @ApiAnswerOf(BankAccountViewDto)
  @ApiOperation({
    summary: 'Save the confirmed account (resolved again server-side); payouts that waited for it are sent',
  })
  async save(@CurrentUser() user: AuthUser, @Body() dto: SaveBankAccountDto) {
    return ok(PAYMENT_MESSAGES.bankAccountSaved, await this.accounts.save(user.id, dto));
  }
}

@ApiTags('payments')
@UserTypes('employer', 'freelancer')
@Controller('banks')
export class BanksController {
  constructor(private readonly accounts: BankAccountsService) {}

  @Get()
  @ApiAnswerOf(BankDto, { list: true })
  @ApiOperation({ summary: 'Nigerian banks for payout accounts: [{ name, code }]' })
  async list() {
    return ok(COMMON_MESSAGES.ok, await this.accounts.banks());
  }
}
