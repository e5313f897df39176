import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, Headers, HttpCode, Post } from '@nestjs/common';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { pickLanguage } from '../i18n/i18n';
import { ApiAnswerOf } from '../common/api-answer';
import { IdentityStatusDto, RequestIdentityDto } from './identity.dto';
import { IdentityService } from './identity.service';
import { IDENTITY_MESSAGES } from '../i18n/messages/shared';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

/** Verify my identity (docs/trust.md "Identity"): employers and freelancers. */
@ApiTags('identity')
@UserTypes('employer', 'freelancer')
@Controller('identity')
export class IdentityController {
  constructor(private readonly identity: IdentityService) {}

  @Get()
  @ApiAnswerOf(IdentityStatusDto)
  @ApiOperation({ summary: 'Where the caller’s identity check stands, and the requests left today' })
  async status(@CurrentUser() user: AuthUser, @Headers('accept-language') acceptLanguage?: string) {
    return ok(COMMON_MESSAGES.ok, await this.identity.view(user.id, pickLanguage(acceptLanguage)));
  }

  @Post()
  @HttpCode(200)
  @ApiAnswerOf(IdentityStatusDto, { description: 'The check, `checking` until Paystack answers' })
  @ApiOperation({
    summary:
      'Check the caller’s identity: Paystack validates the BVN against the bank account and the name; the answer arrives by webhook. The BVN is never stored, logged or answered',
  })
  @ApiResponse({ status: 409, description: 'A check is already waiting, or the identity is verified' })
  @ApiResponse({ status: 429, description: 'Three checks failed today (locked until the next Lagos day), or every request of the day is used' })
  @ApiResponse({ status: 502, description: 'Paystack did not answer: nothing was kept' })
  async request(@CurrentUser() user: AuthUser, @Body() dto: RequestIdentityDto, @Headers('accept-language') acceptLanguage?: string) {
    return ok(IDENTITY_MESSAGES.requested, await this.identity.request(user.id, dto, 'site', pickLanguage(acceptLanguage)));
  }
}
