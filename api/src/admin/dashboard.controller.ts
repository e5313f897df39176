import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiResponse, ok } from '../common/api-response';
import { RequirePermission } from '../common/auth/access.decorators';
import { AdminDashboard, DashboardService } from './dashboard.service';

/** `GET /api/admin/dashboard`: needs `listings.list` (the superadmin always passes). */
@ApiTags('admin: dashboard')
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @RequirePermission('listings', 'list')
  async get(): Promise<ApiResponse<AdminDashboard>> {
    return ok('Dashboard', await this.dashboard.build());
  }
}
