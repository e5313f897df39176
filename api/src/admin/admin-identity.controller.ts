import { Body, Controller, HttpCode, HttpStatus, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiAnswerOf } from '../common/api-answer';
import { ok } from '../common/api-response';
import { DomainError } from '../common/domain-error';
import { IDENTITY_MESSAGES } from '../i18n/messages/shared';
import { CurrentUser, RequirePermission } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { AdminIdentityDto, RevokeIdentityDto } from '../identity/identity.dto';
import { IdentityCheck } from '../identity/identity.entities';
import { IdentityService } from '../identity/identity.service';
import { identityRecord } from './resources/identity.resource';

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
