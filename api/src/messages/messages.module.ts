import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { RateLimitModule } from '../auth/rate-limit/rate-limit.module';
import { ApplicationsModule } from '../applications/applications.module';
import { JobsModule } from '../jobs/jobs.module';
import { ListingsModule } from '../listings/listings.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { MessageBus, RedisMessageBus } from './message-bus';
import { MessageStreams } from './message-streams';
import { MessagesController } from './messages.controller';
import { AdminMessagesController } from './admin-messages.controller';
import { MESSAGE_FILES, MessagesService } from './messages.service';
import { join } from 'node:path';
import { DocumentStorage } from '../portfolio/document-storage';
import { MessageTasks } from './message-tasks';
import { SavedSearchesController } from './saved-searches.controller';
import { SavedSearchesService } from './saved-searches.service';
import { WhatsAppModule } from '../whatsapp/whatsapp.module';

/** Conversations and alerts (docs/conversations.md). */
@Module({
  imports: [JobsModule, ApplicationsModule, ListingsModule, UsersModule, SettingsModule, NotificationsModule, RateLimitModule, WhatsAppModule],
  controllers: [MessagesController, SavedSearchesController, AdminMessagesController],
  providers: [
    {
      provide: MessageBus,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => (config.REDIS_URL ? new RedisMessageBus(config.REDIS_URL) : new MessageBus()),
    },
    MessageStreams,
    {
      provide: MESSAGE_FILES,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new DocumentStorage(join(config.UPLOAD_DIR, 'messages')),
    },
    MessagesService,
    SavedSearchesService,
    MessageTasks,
  ],
  exports: [MessagesService, SavedSearchesService, MessageBus],
})
export class MessagesModule {}
