import { AdminApiKeysController } from './admin-api-keys.controller';
import { AdminWebhooksController } from './admin-webhooks.controller';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { ApplicationsModule } from '../applications/applications.module';
import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { HiresModule } from '../hires/hires.module';
import { IdentityModule } from '../identity/identity.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { NotificationsService } from '../notifications/notifications.service';
import { SearchModule } from '../search/search.module';
import { createAdminController, crudToken } from './admin-controller.factory';
import { AdminCrudService } from './admin-crud.service';
import { AdminJobApplicationActionsController, AdminListingStatusController } from './admin-actions.controller';
import { AdminActionsService } from './admin-actions.service';
import { AdminIdentityController } from './admin-identity.controller';
import { AdminSettingsController } from './admin-settings.controller';
import { AdminSettingsService } from './admin-settings.service';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';
import { MarketplaceHealthService } from './marketplace-health.service';
import { syncPermissions } from './resources/access.resources';
import { ADMIN_CRUD_RESOURCES } from './resources';
import { transaction } from '../common/transaction';

/**
 * The back-office API under /api/admin: the simple-rest resources, the workflow actions
 * (approve/disapprove, publish/close/reopen, revoke an identity) and the dashboard.
 */
@Module({
  // SearchModule: the lexicon the dictionary's writes invalidate (resources/search.resources.ts).
  imports: [NotificationsModule, ApplicationsModule, HiresModule, IdentityModule, SearchModule, WebhooksModule],
  controllers: [
    // The generic `admin/:resource/:id` controllers come last (docs/architecture.md "Route order").
    AdminJobApplicationActionsController,
    AdminListingStatusController,
    AdminIdentityController,
    DashboardController,
    AdminSettingsController,
    AdminApiKeysController,
    AdminWebhooksController,
    ...ADMIN_CRUD_RESOURCES.map((definition) =>
      createAdminController(definition.resource, definition.createDto, definition.updateDto),
    ),
  ],
  providers: [
    AdminActionsService,
    AdminSettingsService,
    DashboardService,
    MarketplaceHealthService,
    ...ADMIN_CRUD_RESOURCES.map((definition) => ({
      provide: crudToken(definition.resource),
      useFactory: (dataSource: DataSource, notifications: NotificationsService, clock: Clock, moduleRef: ModuleRef) =>
        new AdminCrudService(definition, dataSource, notifications, clock, (type) => moduleRef.get(type, { strict: false })),
      inject: [DataSource, NotificationsService, Clock, ModuleRef],
    })),
  ],
})
export class AdminModule implements OnApplicationBootstrap {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The permissions table lists every `resource.action` of the back office. */
  async onApplicationBootstrap(): Promise<void> {
    await transaction(this.dataSource, (manager) => syncPermissions(manager)).catch(() => undefined); // a racing replica did it
  }
}
