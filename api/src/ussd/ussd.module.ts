import { PrivacyModule } from '../privacy/privacy.module';
import { StatementsModule } from '../statements/statements.module';
import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { AuthModule } from '../auth/auth.module';
import { HiresModule } from '../hires/hires.module';
import { JobsModule } from '../jobs/jobs.module';
import { IdentityModule } from '../identity/identity.module';
import { LookupsModule } from '../lookups/lookups.module';
import { SettingsModule } from '../settings/settings.module';
import { TransactionsModule } from '../transactions/transactions.module';
import { UsersModule } from '../users/users.module';
import { UssdController } from './ussd.controller';
import { UssdPinController } from './ussd-pin.controller';
import { SignedLinkController } from './signed-link.controller';
import { UssdEngine } from './ussd-engine';
import { UssdGatewayGuard } from './ussd-gateway.guard';
import { UssdPinService } from './ussd-pin.service';
import { UssdSessions } from './ussd-sessions';
import { ScreenEngine } from './screen-engine';
import { WhatsAppChat } from './whatsapp-chat';
import { WhatsAppModule } from '../whatsapp/whatsapp.module';
import { BookmarksModule } from '../bookmarks/bookmarks.module';
import { SafetyModule } from '../safety/safety.module';

/** USSD for feature phones (docs/ussd.md): gateway adapters, the screen engine, sessions and the PIN; the same screens as the WhatsApp chat (docs/whatsapp.md). */
@Module({
  imports: [AuthModule, UsersModule, LookupsModule, SettingsModule, TransactionsModule, ApplicationsModule, HiresModule, JobsModule, IdentityModule, PrivacyModule, StatementsModule, WhatsAppModule, BookmarksModule, SafetyModule],
  controllers: [UssdController, UssdPinController, SignedLinkController],
  providers: [ScreenEngine, UssdEngine, WhatsAppChat, UssdSessions, UssdPinService, UssdGatewayGuard],
  exports: [UssdPinService],
})
export class UssdModule {}
