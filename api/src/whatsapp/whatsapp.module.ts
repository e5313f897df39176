import { AdminMessagingCostController } from './admin-messaging-cost.controller';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { WhatsAppConversation } from './whatsapp-conversation';
import { WhatsAppInbox } from './whatsapp-inbox.service';
import { WhatsAppPhones } from './whatsapp-phones';
import { WhatsAppWebhookController } from './whatsapp-webhook.controller';
import { WhatsAppDay, WhatsAppInbound, WhatsAppNotice, WhatsAppOutbound } from './whatsapp.entities';
import { WhatsAppNoticeTasks, WhatsAppNotices } from './whatsapp-notices';
import { WhatsAppSender } from './whatsapp.sender';

/** WhatsApp as a channel (docs/whatsapp.md): Meta's webhook, the inbound and outbound stores, the sender, and notices by WhatsApp or SMS. */
@Module({
  imports: [TypeOrmModule.forFeature([WhatsAppInbound, WhatsAppOutbound, WhatsAppNotice, WhatsAppDay]), UsersModule, SettingsModule],
  controllers: [WhatsAppWebhookController, AdminMessagingCostController],
  providers: [WhatsAppInbox, WhatsAppPhones, WhatsAppSender, WhatsAppNotices, WhatsAppNoticeTasks, WhatsAppConversation],
  exports: [WhatsAppSender, WhatsAppNotices, WhatsAppConversation],
})
export class WhatsAppModule {}
