import { Body, Controller, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import { ApiAnswerOf, ApiMessageAnswer } from '../common/api-answer';
import { CurrentUserDto } from '../users/current-user';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';

import { AuthThrottlerGuard } from '../auth/rate-limit/auth-throttler.guard';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { UsersService } from '../users/users.service';
import { AccountService } from './account.service';
import { ChangePasswordDto, UpdateAccountProfileDto } from './dto/account.dto';
import { COMMON_MESSAGES, SPEC_MESSAGES } from '../i18n/messages/spec';

/** Back-office account pages: /account/profile and /account/change-password. */
@ApiTags('account')
@Controller('account')
@UserTypes('superadmin', 'admin')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly users: UsersService,
  ) {}

  @Post('change-password')
  @HttpCode(200)
  @UseGuards(AuthThrottlerGuard)
  @ApiOperation({ summary: 'Change own password (other sessions are signed out)' })
  @ApiMessageAnswer({ description: "'Update Successful'" })
  @ApiResponse({ status: 400, description: 'Wrong current password or field errors' })
  async changePassword(@CurrentUser() caller: AuthUser, @Body() dto: ChangePasswordDto) {
    await this.account.changePassword(caller, dto);
    return ok(SPEC_MESSAGES.updateSuccessful);
  }

  @Get('profile')
  @ApiAnswerOf(CurrentUserDto)
  @ApiOperation({ summary: 'Own profile (the current user)' })
  async profile(@CurrentUser() caller: AuthUser) {
    return ok(COMMON_MESSAGES.ok, await this.users.currentUser(caller.id));
  }

  @Put('profile')
  @ApiOperation({ summary: 'Update own name, email and avatar' })
  @ApiAnswerOf(CurrentUserDto, { description: "'Update Successful'" })
  @ApiResponse({ status: 400, description: 'Field errors' })
  @ApiResponse({ status: 409, description: 'Email already registered' })
  async updateProfile(@CurrentUser() caller: AuthUser, @Body() dto: UpdateAccountProfileDto) {
    return ok(SPEC_MESSAGES.updateSuccessful, await this.account.updateProfile(caller, dto));
  }
}
