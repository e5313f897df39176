import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DataSource } from 'typeorm';
import { MESSAGE_REPORT_DECISIONS, type AlertKind, type MessageReportDecision } from '@gigmarket/shared';
import { ApiAnswerOf } from '../common/api-answer';
import { ok, type ApiResponse as Answer } from '../common/api-response';
import { Clock } from '../common/clock';
import { CurrentUser, RequirePermission } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { DomainError } from '../common/domain-error';
import { AdminThreadDto, AlertVolumeDto, MessageReportDto, type AlertVolumeTotalsDto } from './message-answers.dto';
import { MessageReport } from './message.entities';
import { MessagesService } from './messages.service';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { MESSAGING_MESSAGES } from '../i18n/messages/shared';

export class ResolveReportDto {
  @ApiProperty({ enum: MESSAGE_REPORT_DECISIONS, description: '`resolved` (acted on) or `dismissed` (nothing wrong)' })
  @IsIn(MESSAGE_REPORT_DECISIONS)
  decision!: MessageReportDecision;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string;
}

export class AlertVolumeQueryDto {
  @ApiPropertyOptional({ default: 14, minimum: 1, maximum: 90 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(90)
  days?: number;
}

/** The back office's conversation actions (docs/conversations.md); the lists are simple-rest resources. */
@ApiTags('admin: conversations')
@Controller('admin')
export class AdminMessagesController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly messages: MessagesService,
    private readonly clock: Clock,
  ) {}

  @Get('messagereports/:id/thread')
  @RequirePermission('messagereports', 'show')
  @ApiOperation({ summary: 'The whole thread of a reported message, unmasked: admins read a thread only through a report' })
  @ApiAnswerOf(AdminThreadDto)
  @ApiResponse({ status: 404, description: 'No such report' })
  async thread(@Param('id', ParseIntPipe) id: number): Promise<Answer<AdminThreadDto>> {
    const report = await this.dataSource.manager.findOne(MessageReport, { where: { id }, relations: { message: true } });
    if (!report?.message) throw new DomainError(MESSAGING_MESSAGES.messageNotFound, HttpStatus.NOT_FOUND);
    return ok(COMMON_MESSAGES.ok, await this.messages.adminThread(report.message.application_id, report.message_id));
  }

  @Post('messagereports/:id/resolve')
  @HttpCode(200)
  @RequirePermission('messagereports', 'edit')
  @ApiOperation({ summary: 'Close an open report: resolved or dismissed, with an optional note' })
  @ApiAnswerOf(MessageReportDto)
  @ApiResponse({ status: 400, description: 'Bad decision' })
  @ApiResponse({ status: 404, description: 'No such report' })
  @ApiResponse({ status: 409, description: 'Already closed' })
  async resolve(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number, @Body() dto: ResolveReportDto): Promise<Answer<MessageReportDto>> {
    const manager = this.dataSource.manager;
    const report = await manager.findOne(MessageReport, { where: { id } });
    if (!report) throw new DomainError(MESSAGING_MESSAGES.messageNotFound, HttpStatus.NOT_FOUND);
    if (report.status !== 'open') throw new DomainError(MESSAGING_MESSAGES.reportNotOpen, HttpStatus.CONFLICT);
    await manager.update(MessageReport, { id }, { status: dto.decision, resolved_by: user.id, resolved_at: this.clock.now(), resolution_note: dto.note?.trim() || null });
    return ok(MESSAGING_MESSAGES.reportResolved, await manager.findOneOrFail(MessageReport, { where: { id } }));
  }

  @Get('alerts/volume')
  @RequirePermission('savedsearches', 'list')
  @ApiOperation({ summary: 'Alert volume per day and kind (match notifications, SMS digests, SMS nudges) over the last `days`' })
  @ApiAnswerOf(AlertVolumeDto)
  async volume(@Query() query: AlertVolumeQueryDto): Promise<Answer<AlertVolumeDto>> {
    const days = query.days ?? 14;
    const since = new Date(this.clock.now().getTime() - days * 86_400_000);
    const day = this.dataSource.options.type === 'mysql' ? 'DATE(a.created_at)' : 'date(a.created_at)';
    const rows = await this.dataSource
      .createQueryBuilder()
      .select(day, 'day')
      .addSelect('a.kind', 'kind')
      .addSelect('COUNT(*)', 'alerts')
      .addSelect('SUM(a.items)', 'items')
      .from('alert_log', 'a')
      .where('a.created_at >= :since', { since })
      .groupBy(day)
      .addGroupBy('a.kind')
      .orderBy('day', 'ASC')
      .getRawMany<{ day: string | Date; kind: AlertKind; alerts: string | number; items: string | number }>();
    const perDay = rows.map((row) => ({
      day: row.day instanceof Date ? row.day.toISOString().slice(0, 10) : String(row.day).slice(0, 10),
      kind: row.kind,
      alerts: Number(row.alerts),
      items: Number(row.items),
    }));
    const totals: AlertVolumeTotalsDto = { match: 0, digest: 0, nudge: 0 };
    for (const row of perDay) totals[row.kind] = (totals[row.kind] ?? 0) + row.alerts;
    const savedSearches = await this.dataSource.query('SELECT COUNT(*) AS n FROM saved_searches');
    return ok(COMMON_MESSAGES.ok, { days, totals, per_day: perDay, saved_searches: Number((savedSearches as { n: unknown }[])[0]?.n ?? 0) });
  }
}
