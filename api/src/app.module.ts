import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AccessModule } from './auth/access.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import type { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { AdminModule } from './admin/admin.module';
import { NotificationsModule } from './notifications/notifications.module';
import { AuthModule } from './auth/auth.module';
import { UsersModule } from './users/users.module';
import { AccountModule } from './account/account.module';
import { UploadsModule } from './uploads/uploads.module';
import { SmsModule } from './sms/sms.module';
import { LookupsModule } from './lookups/lookups.module';
import { PlacesModule } from './locations/places.module';
import { ListingsModule } from './listings/listings.module';
import { MARKETPLACE_MODULES } from './home/marketplace.modules';
import { ClockModule } from './common/clock';
import { MarketplaceSettingsModule } from './settings/marketplace-settings.service';
import { HiresModule } from './hires/hires.module';
import { ErasureModule } from './erasure/erasure.module';
import { StatementsModule } from './statements/statements.module';
import { TrustModule } from './trust/trust.module';
import { SchedulerModule } from './common/scheduler';
import { MessagesModule } from './messages/messages.module';
import { UssdModule } from './ussd/ussd.module';
import { IdempotencyModule } from './idempotency/idempotency.tasks';
import { SearchEngineModule } from './search-engine/search-engine.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { PrivacyModule } from './privacy/privacy.module';
import { ConsentsModule } from './consents/consents.module';
import { WhatsAppModule } from './whatsapp/whatsapp.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(config),
        ClockModule.forRoot(config),
        MarketplaceSettingsModule,
        AccessModule,
        HealthModule,
        SmsModule,
        AuthModule,
        UsersModule,
        ConsentsModule,
        WhatsAppModule,
        AccountModule,
        UploadsModule,
        LookupsModule,
        PlacesModule,
        ListingsModule,
        NotificationsModule,
        TrustModule,
        HiresModule,
        StatementsModule,
        ...MARKETPLACE_MODULES,
        SchedulerModule,
        SearchEngineModule,
        MessagesModule,
        UssdModule,
        IdempotencyModule,
        WebhooksModule,
        ErasureModule,
        PrivacyModule,
        // Last: its generic `admin/:resource/:id` routes would shadow any specific `admin/...` route
        // registered after them. A test walks the routes and fails on a shadowed one
        // (docs/architecture.md "Route order").
        AdminModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: HttpExceptionFilter }],
    };
  }
}
