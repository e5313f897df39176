import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DataSource } from 'typeorm';
import { WHATSAPP_CATEGORIES, WHATSAPP_COST_REPORT_MAX_DAYS, lagosDate, lagosDay, type WhatsAppCategory } from '@gigmarket/shared';
import { ApiAnswerOf } from '../common/api-answer';
import { ok, type ApiResponse as Answer } from '../common/api-response';
import { RequirePermission } from '../common/auth/access.decorators';
import { Clock } from '../common/clock';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { SmsCounts } from '../sms/sms-counts';
import { WhatsAppOutbound } from './whatsapp.entities';

const DAY_MS = 86_400_000;

export class MessagingCostQueryDto {
  @ApiPropertyOptional({ default: 14, minimum: 1, maximum: WHATSAPP_COST_REPORT_MAX_DAYS })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(WHATSAPP_COST_REPORT_MAX_DAYS)
  days?: number;
}

export class MessagingCostCategoriesDto {
  @ApiProperty({ type: Number, example: 3 }) service!: number;
  @ApiProperty({ type: Number, example: 12 }) utility!: number;
  @ApiProperty({ type: Number, example: 1 }) marketing!: number;
  @ApiProperty({ type: Number, example: 0 }) authentication!: number;
}

export class MessagingCostDayDto {
  @ApiProperty({ type: String, example: '2026-12-01', description: 'The Lagos day' }) day!: string;
  @ApiProperty({ type: Number, example: 16, description: 'WhatsApp messages sent (not failed)' }) whatsapp_messages!: number;
  @ApiProperty({ type: MessagingCostCategoriesDto, description: 'WhatsApp messages per category' }) whatsapp_by_category!: MessagingCostCategoriesDto;
  @ApiProperty({ type: Number, example: 132000, description: 'Their cost at the prices in force when each was sent, in micro-dollars (USD millionths)' })
  whatsapp_cost_micros!: number;
  @ApiProperty({ type: Number, example: 40, description: 'SMS the provider accepted, one-time codes included (docs/whatsapp.md "Consent and cost")' })
  sms_messages!: number;
}

export class MessagingCostDto {
  @ApiProperty({ type: Number, example: 14 }) days!: number;
  @ApiProperty({ type: [MessagingCostDayDto], description: 'Days with any message, newest first' }) per_day!: MessagingCostDayDto[];
  @ApiProperty({ type: MessagingCostDayDto, description: 'The sums over the period (`day` is the first day)' }) totals!: MessagingCostDayDto;
}

const emptyDay = (day: string): MessagingCostDayDto => ({
  day,
  whatsapp_messages: 0,
  whatsapp_by_category: { service: 0, utility: 0, marketing: 0, authentication: 0 },
  whatsapp_cost_micros: 0,
  sms_messages: 0,
});

/**
 * The back office's messages and cost per channel per Lagos day (docs/whatsapp.md "Consent and
 * cost"). A read model of the WhatsApp messages and the SMS counted per day.
 */
@ApiTags('admin: messaging cost')
@Controller('admin/messaging/cost')
export class AdminMessagingCostController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly smsCounts: SmsCounts,
  ) {}

  @Get()
  @RequirePermission('adminsettings', 'list')
  @ApiOperation({ summary: 'WhatsApp messages and their cost, beside the SMS, per Lagos day over the last `days`' })
  @ApiAnswerOf(MessagingCostDto)
  async cost(@Query() query: MessagingCostQueryDto): Promise<Answer<MessagingCostDto>> {
    const days = query.days ?? 14;
    const since = new Date(lagosDay(this.clock.now()).start.getTime() - (days - 1) * DAY_MS);
    const firstDay = lagosDate(since);
    const byDay = new Map<string, MessagingCostDayDto>();
    const dayOf = (day: string) => byDay.get(day) ?? byDay.set(day, emptyDay(day)).get(day)!;

    const sent = await this.dataSource
      .getRepository(WhatsAppOutbound)
      .createQueryBuilder('o')
      .select('o.day', 'day')
      .addSelect('o.category', 'category')
      .addSelect('COUNT(*)', 'messages')
      .addSelect('SUM(o.price_micros)', 'cost')
      .where('o.day >= :firstDay AND o.status <> :failed', { firstDay, failed: 'failed' })
      .groupBy('o.day')
      .addGroupBy('o.category')
      .getRawMany<{ day: string; category: WhatsAppCategory; messages: string | number; cost: string | number | null }>();
    for (const row of sent) {
      const entry = dayOf(row.day);
      entry.whatsapp_messages += Number(row.messages);
      if ((WHATSAPP_CATEGORIES as readonly string[]).includes(row.category)) entry.whatsapp_by_category[row.category] += Number(row.messages);
      entry.whatsapp_cost_micros += Number(row.cost ?? 0);
    }

    // Every SMS the transport accepted, counted on its Lagos day (codes included).
    const sms = await this.smsCounts.perDay(firstDay);
    for (const row of sms) dayOf(row.day).sms_messages += Number(row.messages);

    const perDay = [...byDay.values()].filter((entry) => entry.day >= firstDay).sort((a, b) => b.day.localeCompare(a.day));
    const totals = emptyDay(firstDay);
    for (const entry of perDay) {
      totals.whatsapp_messages += entry.whatsapp_messages;
      totals.whatsapp_cost_micros += entry.whatsapp_cost_micros;
      totals.sms_messages += entry.sms_messages;
      for (const category of WHATSAPP_CATEGORIES) totals.whatsapp_by_category[category] += entry.whatsapp_by_category[category];
    }
    return ok(COMMON_MESSAGES.ok, { days, per_day: perDay, totals });
  }
}
