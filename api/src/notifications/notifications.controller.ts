import { Controller, Delete, Get, Headers, Param, ParseIntPipe } from '@nestjs/common';
import { ApiAnswerOf, ApiMessageAnswer } from '../common/api-answer';
import { NotificationViewDto } from './notification-answers.dto';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiResponse, ok } from '../common/api-response';
import { CurrentUser } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { pickLanguage } from '../i18n/i18n';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { NotificationsService } from './notifications.service';

/** The signed-in user's bell: their own notifications only. */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiAnswerOf(NotificationViewDto, { list: true })
  @ApiHeader({ name: 'accept-language', required: false, description: 'The language system notices are drawn in (en or fr); English without it' })
  @ApiOperation({
    summary: 'The caller’s notifications, newest first; system notices in the language of Accept-Language',
  })
  async list(
    @CurrentUser() user: AuthUser,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<ApiResponse<NotificationViewDto[]>> {
    return ok(COMMON_MESSAGES.notifications, await this.notifications.listOwn(user.id, pickLanguage(acceptLanguage)));
  }

  @Delete(':notificationId')
  @ApiMessageAnswer({ description: "'Notification deleted'" })
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('notificationId', ParseIntPipe) notificationId: number,
  ): Promise<ApiResponse> {
    await this.notifications.deleteOwn(user.id, notificationId);
    return ok(COMMON_MESSAGES.notificationDeleted);
  }
}
