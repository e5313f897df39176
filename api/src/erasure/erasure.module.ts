import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module';
import { AuthModule } from '../auth/auth.module';
import { EmployerListingsModule } from '../employer-listings/employer-listings.module';
import { HiresModule } from '../hires/hires.module';
import { UploadsModule } from '../uploads/uploads.module';
import { AccountErasureService } from './account-erasure.service';
import { AccountErasureController, AdminAccountErasureController } from './erasure.controller';

/** Deleting an account (docs/privacy.md "Deleting an account"). */
@Module({
  imports: [AuthModule, ApplicationsModule, EmployerListingsModule, HiresModule, UploadsModule],
  controllers: [AccountErasureController, AdminAccountErasureController],
  providers: [AccountErasureService],
  exports: [AccountErasureService],
})
export class ErasureModule {}
