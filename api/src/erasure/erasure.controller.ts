import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ERASURE_GRACE_DAYS } from '@gigmarket/shared';
import { AuthThrottlerGuard } from '../auth/rate-limit/auth-throttler.guard';
import { ApiAnswerOf, ApiMessageAnswer } from '../common/api-answer';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { ERASURE_MESSAGES } from '../i18n/messages/erasure';
import { AccountErasureService } from './account-erasure.service';
import { ConfirmErasureDto, ErasureScheduledDto, ErasureStateDto } from './erasure.dto';

/** A person deletes their own account (docs/privacy.md "Deleting an account"). */
@ApiTags('account')
@Controller('account/deletion')
@UserTypes('employer', 'freelancer')
export class AccountErasureController {
  constructor(private readonly erasure: AccountErasureService) {}

  @Get()
  @ApiOperation({ summary: 'Whether a deletion is scheduled, and what keeps the account from being deleted now' })
  @ApiAnswerOf(ErasureStateDto)
  async state(@CurrentUser() caller: AuthUser) {
    return ok(COMMON_MESSAGES.ok, { ...(await this.erasure.state(caller.id)), grace_days: ERASURE_GRACE_DAYS });
  }

  @Post('code')
  @HttpCode(200)
  @UseGuards(AuthThrottlerGuard)
  @ApiOperation({ summary: 'Text the code that confirms the deletion' })
  @ApiMessageAnswer({ description: 'The code was sent' })
  @ApiResponse({ status: 409, description: 'A hire not over, money held or owed, an open dispute (the message says which), or already scheduled' })
  async code(@CurrentUser() caller: AuthUser) {
    await this.erasure.sendCode(caller.id);
    return ok(ERASURE_MESSAGES.codeSent);
  }

  @Post()
  @HttpCode(200)
  @UseGuards(AuthThrottlerGuard)
  @ApiOperation({ summary: 'Confirm the deletion with the code: every session ends, open jobs close, pending applications are withdrawn; the erasure follows the grace period' })
  @ApiAnswerOf(ErasureScheduledDto)
  @ApiResponse({ status: 400, description: 'Wrong, expired or spent code' })
  @ApiResponse({ status: 409, description: 'Something keeps the account (the message says what), or already scheduled' })
  async confirm(@CurrentUser() caller: AuthUser, @Body() dto: ConfirmErasureDto) {
    return ok(ERASURE_MESSAGES.scheduled(ERASURE_GRACE_DAYS), { erase_after: await this.erasure.confirm(caller.id, dto.code) });
  }

  @Delete()
  @ApiOperation({ summary: 'Cancel a scheduled deletion (during the grace period): the account is kept' })
  @ApiMessageAnswer({ description: 'Cancelled' })
  @ApiResponse({ status: 400, description: 'No deletion is scheduled' })
  async cancel(@CurrentUser() caller: AuthUser) {
    await this.erasure.cancel(caller.id);
    return ok(ERASURE_MESSAGES.cancelled);
  }
}

/** A superadmin starts an account's deletion at its owner's request: the same refusals and grace period. */
@ApiTags('admin: users')
@Controller('admin/users')
@UserTypes('superadmin')
export class AdminAccountErasureController {
  constructor(private readonly erasure: AccountErasureService) {}

  @Get(':id/erasure')
  @ApiOperation({ summary: 'Whether a deletion is scheduled for the user, and what keeps the account now' })
  @ApiAnswerOf(ErasureStateDto)
  async state(@Param('id', ParseIntPipe) id: number) {
    return ok(COMMON_MESSAGES.ok, { ...(await this.erasure.state(id)), grace_days: ERASURE_GRACE_DAYS });
  }

  @Post(':id/erasure')
  @HttpCode(200)
  @ApiOperation({ summary: 'Start the deletion of a freelancer’s or employer’s account' })
  @ApiAnswerOf(ErasureScheduledDto)
  @ApiResponse({ status: 404, description: 'No such user' })
  @ApiResponse({ status: 409, description: 'Something keeps the account (the message says what), already scheduled or already erased' })
  async start(@Param('id', ParseIntPipe) id: number) {
    return ok(ERASURE_MESSAGES.scheduled(ERASURE_GRACE_DAYS), { erase_after: await this.erasure.startByAdmin(id) });
  }
}
