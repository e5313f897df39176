import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { BankAccountsService } from '../payments/bank-accounts.service';
import { ChargesService } from '../payments/charges.service';
import { BanksController, EmployerPaymentsController, FreelancerMoneyController } from '../payments/money.controller';
import { MoneyViewsService } from '../payments/money-views.service';
import { PaystackWebhookController } from '../payments/paystack-webhook.controller';
import { PaystackClient } from '../payments/paystack.client';
import { PayoutsService } from '../payments/payouts.service';
import { ReconciliationService } from '../payments/reconciliation.service';
import { AdminMoneyController } from './admin-money.controller';
import { HireTasks } from './hire-tasks';
import { EmployerHiresController, FreelancerHiresController, HiresController } from './hires.controller';
import { HiresService } from './hires.service';

/** Hire to pay: the hire lifecycle, Paystack charges, refunds and payouts, and their back-office actions. */
@Module({
  imports: [NotificationsModule],
  controllers: [
    EmployerHiresController,
    FreelancerHiresController,
    HiresController,
    EmployerPaymentsController,
    FreelancerMoneyController,
    BanksController,
    PaystackWebhookController,
    AdminMoneyController,
  ],
  providers: [
    PaystackClient,
    ChargesService,
    PayoutsService,
    BankAccountsService,
    MoneyViewsService,
    ReconciliationService,
    HiresService,
    HireTasks,
  ],
  exports: [HiresService, PayoutsService, ChargesService],
})
export class HiresModule {}
