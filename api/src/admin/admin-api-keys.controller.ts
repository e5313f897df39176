import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseIntPipe, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { DomainError } from '../common/domain-error';
import { API_KEY_MESSAGES } from '../i18n/messages/api-keys';
import { AdminApiKeyDto, CreateApiKeyDto, CreatedApiKeyDto } from '../auth/api-keys/api-key.dto';
import { ApiKeysService } from '../auth/api-keys/api-keys.service';
import { setContentRange } from './simple-rest/content-range';
import { Idempotent } from '../idempotency/idempotent.decorator';

/**
 * The back office's API keys (docs/api-keys.md), superadmin only, in ra-data-simple-rest's shapes:
 * every key with its owner; a new key is the superadmin's own (for the whole marketplace) and its
 * answer holds the full key once; delete revokes. No `@RequireScopes`: keys never reach it.
 */
@ApiTags('admin: apikeys')
@UserTypes('superadmin')
@Controller('admin/apikeys')
export class AdminApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @ApiOperation({ summary: 'Every API key, newest first, with its owner (never a secret)' })
  @ApiOkResponse({ type: AdminApiKeyDto, isArray: true })
  async list(@Res({ passthrough: true }) response: Response): Promise<AdminApiKeyDto[]> {
    const rows = await this.keys.listAll();
    setContentRange(response, 'apikeys', 0, rows.length, rows.length);
    return rows;
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminApiKeyDto })
  async getOne(@Param('id', ParseIntPipe) id: number): Promise<AdminApiKeyDto> {
    const row = (await this.keys.listAll()).find((key) => key.id === id);
    if (!row) throw new DomainError(API_KEY_MESSAGES.notFound, HttpStatus.NOT_FOUND);
    return row;
  }

  @Post()
  @Idempotent('api-key-create')
  @ApiOperation({ summary: 'A key of the superadmin’s own; the answer holds the full key, shown this once' })
  @ApiOkResponse({ type: CreatedApiKeyDto })
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateApiKeyDto): Promise<CreatedApiKeyDto> {
    return this.keys.create(user.id, dto);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke any key: refused at once on every API process' })
  @ApiOkResponse({ type: AdminApiKeyDto })
  async revoke(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<AdminApiKeyDto> {
    await this.keys.revoke(null, id, user.id);
    return this.getOne(id);
  }
}
