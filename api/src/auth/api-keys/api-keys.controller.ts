import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiAnswerOf } from '../../common/api-answer';
import { ok } from '../../common/api-response';
import { CurrentUser, UserTypes } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { COMMON_MESSAGES } from '../../i18n/messages/spec';
import { API_KEY_MESSAGES } from '../../i18n/messages/api-keys';
import { ApiKeyViewDto, CreateApiKeyDto, CreatedApiKeyDto } from './api-key.dto';
import { ApiKeysService } from './api-keys.service';
import { Idempotent } from '../../idempotency/idempotent.decorator';

/**
 * The caller's own API keys (docs/api-keys.md), for employers and the superadmin. No
 * `@RequireScopes`: a key never reaches these routes, so keys cannot make or revoke keys.
 */
@ApiTags('api keys')
@UserTypes('employer', 'superadmin')
@ApiResponse({ status: 403, description: 'Not an employer or the superadmin, or called with an API key' })
@Controller('account/api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @ApiOperation({ summary: 'The caller’s API keys, newest first (revoked and expired ones too); never their secrets' })
  @ApiAnswerOf(ApiKeyViewDto, { list: true })
  async list(@CurrentUser() user: AuthUser) {
    return ok(COMMON_MESSAGES.ok, await this.keys.list(user.id));
  }

  @Post()
  @Idempotent('api-key-create')
  @ApiOperation({ summary: 'Create a key with a name, scopes and an optional expiry: the answer holds the full key, shown this once' })
  @ApiAnswerOf(CreatedApiKeyDto, { status: 201 })
  @ApiResponse({ status: 400, description: 'Field errors (name, scopes, expires_at)' })
  @ApiResponse({ status: 409, description: 'Too many live keys' })
  async create(@CurrentUser() user: AuthUser, @Body() dto: CreateApiKeyDto) {
    return ok(API_KEY_MESSAGES.created, await this.keys.create(user.id, dto));
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke one of the caller’s keys: refused at once on every API process' })
  @ApiAnswerOf(ApiKeyViewDto)
  @ApiResponse({ status: 404, description: 'Not one of the caller’s keys' })
  async revoke(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number) {
    return ok(API_KEY_MESSAGES.revoked, await this.keys.revoke(user.id, id, user.id));
  }
}
