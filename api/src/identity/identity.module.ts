import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { PaymentsModule } from '../payments/payments.module';
import { UsersModule } from '../users/users.module';
import { IdentityController } from './identity.controller';
import { IdentityService } from './identity.service';

/**
 * Identity (docs/trust.md "Identity"): the one writer of identity checks. The Paystack webhook
 * (hires/paystack-webhook.controller.ts) hands it `customeridentification.*` events; USSD calls
 * it behind the PIN; trust, search, applicants, profiles and hires read the badge.
 */
@Module({
  imports: [NotificationsModule, PaymentsModule, UsersModule],
  controllers: [IdentityController],
  providers: [IdentityService],
  exports: [IdentityService],
})
export class IdentityModule {}
