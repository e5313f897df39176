import { Body, Controller, Get, Headers, HttpCode, Param, ParseIntPipe, Post, HttpStatus } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

import { ok } from '../common/api-response';
import { CurrentUser, RequirePermission, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { pickLanguage } from '../i18n/i18n';
import { ApiAnswerOf } from '../openapi/api-answer';
import { AdminIdentityDto, IdentityStatusDto, RequestIdentityDto, RevokeIdentityDto } from './identity.dto';
import { IdentityCheck } from './identity.entities';
import { IdentityService } from './identity.service';
import { identityRecord } from './identity.resource';
import { DomainError } from '../common/domain-error';
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

/** The back office's identity action; the list and the record are the `identities` resource. */
@ApiTags('admin: identity')
@Controller('admin/identities')
export class AdminIdentityController {
  constructor(
    private readonly identity: IdentityService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Post(':id/revoke')
  @HttpCode(200)
  @RequirePermission('identities', 'edit')
  @ApiAnswerOf(AdminIdentityDto, { description: 'The record, `revoked`' })
  @ApiOperation({ summary: 'Take an "ID verified" badge back, with a reason kept in the audit trail; the person is told (bell and SMS)' })
  @ApiResponse({ status: 409, description: 'The identity is not verified' })
  async revoke(@CurrentUser() admin: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: RevokeIdentityDto) {
    await this.identity.revoke(id, admin.id, dto.reason);
    const row = await this.dataSource.manager.findOne(IdentityCheck, { where: { id } });
    if (!row) throw new DomainError(IDENTITY_MESSAGES.notFound, HttpStatus.NOT_FOUND);
    return ok(IDENTITY_MESSAGES.revoked, await identityRecord(this.dataSource.manager, row, await this.identity.events(id)));
  }
}
