import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { WhatsAppInbox } from './whatsapp-inbox.service';
import { WhatsAppPhones } from './whatsapp-phones';
import { WhatsAppWebhookController } from './whatsapp-webhook.controller';
import { WhatsAppInbound, WhatsAppOutbound } from './whatsapp.entities';
import { WhatsAppSender } from './whatsapp.sender';

/** WhatsApp as a channel (docs/whatsapp.md): Meta's webhook, the inbound and outbound stores, the sender. */
@Module({
  imports: [TypeOrmModule.forFeature([WhatsAppInbound, WhatsAppOutbound]), UsersModule],
  controllers: [WhatsAppWebhookController],
  providers: [WhatsAppInbox, WhatsAppPhones, WhatsAppSender],
  exports: [WhatsAppSender],
})
export class WhatsAppModule {}
