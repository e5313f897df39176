import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiAnswerOf, ApiMessageAnswer } from '../common/api-answer';
import { EmployerEditableProfileDto, FreelancerEditableProfileDto } from './dto/account-answers.dto';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';

import { AuthThrottlerGuard } from '../auth/rate-limit/auth-throttler.guard';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { AccountService } from './account.service';
import { ChangePasswordDto } from './dto/account.dto';
import { COMMON_MESSAGES, SPEC_MESSAGES } from '../i18n/messages/spec';

/** The site's account page (employers and freelancers): GET /profile and /profile/change-password. */
@ApiTags('account')
@Controller('profile')
@UserTypes('employer', 'freelancer')
export class SiteAccountController {
  constructor(private readonly account: AccountService) {}

  @Get()
  @ApiAnswerOf([EmployerEditableProfileDto, FreelancerEditableProfileDto], { description: 'The employer or freelancer fields, by the caller type' })
  @ApiOperation({ summary: 'The caller’s editable profile fields, as POST /users/profile takes them' })
  async editable(@CurrentUser() caller: AuthUser) {
    return ok(COMMON_MESSAGES.ok, await this.account.editableProfile(caller));
  }

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
}
