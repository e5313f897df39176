import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { WhatsAppConversation } from './whatsapp-conversation';
import { WhatsAppInbox } from './whatsapp-inbox.service';
import { WhatsAppPhones } from './whatsapp-phones';
import { WhatsAppWebhookController } from './whatsapp-webhook.controller';
import { WhatsAppInbound, WhatsAppNotice, WhatsAppOutbound } from './whatsapp.entities';
import { WhatsAppNotices } from './whatsapp-notices';
import { WhatsAppSender } from './whatsapp.sender';

/** WhatsApp as a channel (docs/whatsapp.md): Meta's webhook, the inbound and outbound stores, the sender, and notices by WhatsApp or SMS. */
@Module({
  imports: [TypeOrmModule.forFeature([WhatsAppInbound, WhatsAppOutbound, WhatsAppNotice]), UsersModule],
  controllers: [WhatsAppWebhookController],
  providers: [WhatsAppInbox, WhatsAppPhones, WhatsAppSender, WhatsAppNotices, WhatsAppConversation],
  exports: [WhatsAppSender, WhatsAppNotices, WhatsAppConversation],
})
export class WhatsAppModule {}
