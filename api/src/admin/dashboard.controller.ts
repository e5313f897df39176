import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiResponse, ok } from '../common/api-response';
import { CurrentUser, RequirePermission, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import type { Language } from '@gigmarket/shared';
import { AnswerLanguage } from '../i18n/answer-language';
import { ApiAnswerOf } from '../common/api-answer';
import { AdminDashboardDto, MarketplaceHealthDto } from './dashboard-answers.dto';
import { DashboardService } from './dashboard.service';
import { MarketplaceHealthService } from './marketplace-health.service';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

/** `GET /api/admin/dashboard`: needs `listings.list` (the superadmin always passes). */
@ApiTags('admin: dashboard')
@Controller('admin/dashboard')
export class DashboardController {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly health: MarketplaceHealthService,
  ) {}

  @Get()
  @RequirePermission('listings', 'list')
  @ApiOperation({
    summary:
      'The dashboard: listings by status, hires, money spent, connections, people, twelve months of listings and sign-ups, the recent listings and fourteen days of USSD sessions',
  })
  @ApiAnswerOf(AdminDashboardDto)
  async get(@AnswerLanguage() language: Language): Promise<ApiResponse<AdminDashboardDto>> {
    return ok(COMMON_MESSAGES.dashboard, await this.dashboard.build(language));
  }

  /** Any admin; each figure only for those who may list what it counts (null otherwise). */
  @Get('health')
  @UserTypes('superadmin', 'admin')
  @ApiOperation({
    summary:
      'Marketplace health: escrow held, payouts waiting and failed, this month’s revenue and gateway costs, open disputes and no-shows, jobs filled, alerts and USSD sessions; a figure the caller may not list is null',
  })
  @ApiAnswerOf(MarketplaceHealthDto)
  async marketplaceHealth(@CurrentUser() viewer: AuthUser): Promise<ApiResponse<MarketplaceHealthDto>> {
    return ok(COMMON_MESSAGES.ok, await this.health.read(viewer));
  }
}
