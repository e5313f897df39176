import { Controller, Get } from '@nestjs/common';
import { ApiAnswerOf } from '../common/api-answer';
import { EmployerDashboardDto, FreelancerDashboardDto } from './dashboard-answers.dto';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import type { Language } from '@gigmarket/shared';
import { AnswerLanguage } from '../i18n/answer-language';
import { DashboardsService } from './dashboards.service';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

@ApiTags('dashboards')
@Controller()
export class DashboardsController {
  constructor(private readonly dashboards: DashboardsService) {}

  @UserTypes('employer')
  @Get('employer/dashboard')
  @ApiAnswerOf(EmployerDashboardDto)
  @ApiOperation({ summary: 'Own listings by status, joined, applications waiting, amount spent, connections, latest applicants' })
  async employer(@CurrentUser() user: AuthUser) {
    return ok(COMMON_MESSAGES.ok, await this.dashboards.employer(user.id));
  }

  @UserTypes('freelancer')
  @Get('freelancer/dashboard')
  @ApiAnswerOf(FreelancerDashboardDto)
  @ApiOperation({ summary: 'Applications by status, saved jobs, connections and the featured job' })
  async freelancer(@CurrentUser() user: AuthUser, @AnswerLanguage() language: Language) {
    return ok(COMMON_MESSAGES.ok, await this.dashboards.freelancer(user.id, language));
  }
}
