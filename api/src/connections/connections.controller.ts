import { Body, Controller, Delete, Get, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiAnswerOf, ApiMessageAnswer } from '../common/api-answer';
import { ConnectionViewDto } from './connection-answers.dto';
import { ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { MARKET_MESSAGES } from '../i18n/messages/market';
import { ConnectionsService } from './connections.service';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { Idempotent } from '../idempotency/idempotent.decorator';

export class ConnectDto {
  @ApiProperty({ description: 'The employer (for a freelancer) or freelancer (for an employer) to connect with' })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  user_id!: number;
}

@ApiTags('connections')
@UserTypes('employer', 'freelancer')
@ApiResponse({ status: 403, description: 'Not an employer or freelancer' })
@Controller('connections')
export class ConnectionsController {
  constructor(private readonly connections: ConnectionsService) {}

  @Get()
  @ApiAnswerOf(ConnectionViewDto, { list: true })
  @ApiOperation({ summary: 'The caller’s connections with the other side’s card' })
  async list(@CurrentUser() user: AuthUser) {
    return ok(COMMON_MESSAGES.ok, await this.connections.list(user));
  }

  @Post()
  @Idempotent('connect')
  @ApiAnswerOf(ConnectionViewDto, { status: 201 })
  @ApiOperation({ summary: 'Connect with a user of the other side; they are notified' })
  @ApiResponse({ status: 400, description: 'Same side' })
  @ApiResponse({ status: 404, description: 'No such employer/freelancer' })
  @ApiResponse({ status: 409, description: 'Already connected (one row per pair)' })
  async connect(@CurrentUser() user: AuthUser, @Body() dto: ConnectDto) {
    return ok(MARKET_MESSAGES.connected, await this.connections.connect(user, dto.user_id));
  }

  @Delete(':userId')
  @ApiMessageAnswer()
  @ApiOperation({ summary: 'Disconnect from a user' })
  @ApiResponse({ status: 404, description: 'Not connected' })
  async disconnect(@CurrentUser() user: AuthUser, @Param('userId', ParseIntPipe) userId: number) {
    await this.connections.disconnect(user, userId);
    return ok(MARKET_MESSAGES.disconnected);
  }
}
