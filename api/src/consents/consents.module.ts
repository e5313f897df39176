import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module';
import { Consent } from './consent.entity';
import { ConsentsService } from './consents.service';

/** The one writer of consents (docs/privacy.md). Global: sign-up and the identity check record them. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Consent]), UsersModule],
  providers: [ConsentsService],
  exports: [ConsentsService],
})
export class ConsentsModule {}
