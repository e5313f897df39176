import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { EmployerListingsModule } from '../employer-listings/employer-listings.module';
import { HiresModule } from '../hires/hires.module';
import { ListingsModule } from '../listings/listings.module';
import { UsersModule } from '../users/users.module';
import { ApplicationsModule } from '../applications/applications.module';
import { UploadsModule } from '../uploads/uploads.module';
import { AccountErasureService } from './account-erasure.service';
import { AccountErasureController, AdminAccountErasureController } from './erasure.controller';

/** Deleting an account (docs/privacy.md "Deleting an account"). */
@Module({
  imports: [AuthModule, UsersModule, ListingsModule, ApplicationsModule, EmployerListingsModule, HiresModule, UploadsModule],
  controllers: [AccountErasureController, AdminAccountErasureController],
  providers: [AccountErasureService],
  exports: [AccountErasureService],
})
export class ErasureModule {}
