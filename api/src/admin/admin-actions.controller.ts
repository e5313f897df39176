import { Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiResponse, ok } from '../common/api-response';
import { CurrentUser, RequirePermission } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import type { JobApplication } from '../applications/job-application.entity';
import type { Listing } from '../listings/listing.entity';
import { AdminActionsService } from './admin-actions.service';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { MARKET_MESSAGES } from '../i18n/messages/market';

/** Approve / disapprove: `POST /api/admin/jobapplication/:id/approve|disapprove` (jobapplication.edit). */
@ApiTags('admin: jobapplication')
@Controller('admin/jobapplication')
export class AdminJobApplicationActionsController {
  constructor(private readonly actions: AdminActionsService) {}

  @Post(':id/approve')
  @HttpCode(200)
  @RequirePermission('jobapplication', 'edit')
  async approve(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<ApiResponse<JobApplication>> {
    return ok(MARKET_MESSAGES.approved, await this.actions.approve(id, user.id));
  }

  @Post(':id/disapprove')
  @HttpCode(200)
  @RequirePermission('jobapplication', 'edit')
  async disapprove(@CurrentUser() user: AuthUser, @Param('id', ParseIntPipe) id: number): Promise<ApiResponse<JobApplication>> {
    return ok(MARKET_MESSAGES.disapproved, await this.actions.disapprove(id, user.id));
  }
}

/** `POST /api/admin/listings/:id/publish|close|reopen` (listings.edit). */
@ApiTags('admin: listings')
@Controller('admin/listings')
export class AdminListingStatusController {
  constructor(private readonly actions: AdminActionsService) {}

  @Post(':id/publish')
  @HttpCode(200)
  @RequirePermission('listings', 'edit')
  async publish(@Param('id', ParseIntPipe) id: number): Promise<ApiResponse<Listing>> {
    return ok(COMMON_MESSAGES.listingPublished, await this.actions.changeListingStatus(id, 'publish'));
  }

  @Post(':id/close')
  @HttpCode(200)
  @RequirePermission('listings', 'edit')
  async close(@Param('id', ParseIntPipe) id: number): Promise<ApiResponse<Listing>> {
    return ok(COMMON_MESSAGES.listingClosed, await this.actions.changeListingStatus(id, 'close'));
  }

  @Post(':id/reopen')
  @HttpCode(200)
  @RequirePermission('listings', 'edit')
  async reopen(@Param('id', ParseIntPipe) id: number): Promise<ApiResponse<Listing>> {
    return ok(COMMON_MESSAGES.listingReopened, await this.actions.changeListingStatus(id, 'reopen'));
  }
}
