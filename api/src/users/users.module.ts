import { Module } from '@nestjs/common';
import { LookupsModule } from '../lookups/lookups.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersService } from './users.service';
import { USERS_REPOSITORIES } from './repositories';

@Module({
  imports: [USERS_REPOSITORIES, LookupsModule, UploadsModule],
  providers: [UsersService],
  exports: [USERS_REPOSITORIES, UsersService],
})
export class UsersModule {}
