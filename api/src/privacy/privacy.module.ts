import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { SmsModule } from '../sms/sms.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { DataExportService } from './data-export.service';
import { AdminPrivacyController, PrivacyController } from './privacy.controller';

/** The account page's Privacy section: consents (ConsentsModule's) and "Download my data" (docs/privacy.md). */
@Module({
  imports: [NotificationsModule, SmsModule, UploadsModule, UsersModule],
  controllers: [PrivacyController, AdminPrivacyController],
  providers: [DataExportService],
  exports: [DataExportService],
})
export class PrivacyModule {}
