import { Body, Controller, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import { ApiAnswerOf, ApiMessageAnswer } from '../common/api-answer';
import { EmployerEditableProfileDto, FreelancerEditableProfileDto, TaxIdDto } from './dto/account-answers.dto';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';

import { AuthThrottlerGuard } from '../auth/rate-limit/auth-throttler.guard';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { AccountService } from './account.service';
import { ChangePasswordDto, SetTaxIdDto } from './dto/account.dto';
import { message } from '../i18n/message';
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

  @Get('tax-id')
  @ApiAnswerOf(TaxIdDto)
  @ApiOperation({ summary: 'The caller’s Tax ID (null when none is given)' })
  async getTaxId(@CurrentUser() caller: AuthUser) {
    return ok(COMMON_MESSAGES.ok, { tax_id: await this.account.taxId(caller.id) });
  }

  @Put('tax-id')
  @ApiAnswerOf(TaxIdDto)
  @ApiOperation({ summary: 'Set (or, with null or "", remove) the caller’s Tax ID: an 11-digit NIN, a 10-digit TIN or an older TIN 12345678-0001' })
  @ApiResponse({ status: 400, description: 'tax_id follows none of the rules' })
  async setTaxId(@CurrentUser() caller: AuthUser, @Body() dto: SetTaxIdDto) {
    const taxId = await this.account.setTaxId(caller.id, dto);
    return ok(message(taxId ? 'tax.idSaved' : 'tax.idRemoved'), { tax_id: taxId });
  }
}
