import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { ConnectionsModule } from '../connections/connections.module';
import { LedgerModule } from '../ledger/ledger.module';
import { ListingsModule } from '../listings/listings.module';
import { MessagesModule } from '../messages/messages.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PaymentsModule } from '../payments/payments.module';
import { UploadsModule } from '../uploads/uploads.module';
import { IdentityModule } from '../identity/identity.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { UsersModule } from '../users/users.module';
import { WebhookOutboxModule } from '../webhook-outbox/webhook-outbox';
import { AdminMoneyController } from './admin-money.controller';
import { DisputesService } from './disputes.service';
import { HireNotices } from './hire-notices';
import { WhatsAppModule } from '../whatsapp/whatsapp.module';
import { HirePayments } from './hire-payments.service';
import { HireStateMachine } from './hire-state';
import { HireTasks } from './hire-tasks';
import { HireViews } from './hire-views';
import { EmployerHiresController, FreelancerHiresController, FreelancerWithdrawController, HiresController } from './hires.controller';
import { HiresService } from './hires.service';
import { PaystackWebhookController } from './paystack-webhook.controller';
import { ShiftConfirmations } from './shift-confirmation';

/**
 * The hire, owned (docs/hire-to-pay.md): a job application from `approved` on. `HireStateMachine`
 * is the only writer of its status; the steps, the gateway's news, disputes and the clock's tasks
 * all move it through it.
 */
@Module({
  imports: [
    NotificationsModule,
    PaymentsModule,
    UploadsModule,
    MessagesModule,
    IdentityModule,
    UsersModule,
    ApplicationsModule,
    ListingsModule,
    ConnectionsModule,
    TransactionsModule,
    LedgerModule,
    WebhookOutboxModule,
    WhatsAppModule,
  ],
  controllers: [
    EmployerHiresController,
    FreelancerHiresController,
    HiresController,
    PaystackWebhookController,
    AdminMoneyController,
    FreelancerWithdrawController,
  ],
  providers: [HireStateMachine, HireNotices, HireViews, HirePayments, HiresService, DisputesService, ShiftConfirmations, HireTasks],
  exports: [HiresService, HireNotices, ShiftConfirmations, HireViews, HirePayments, DisputesService, PaymentsModule],
})
export class HiresModule {}
