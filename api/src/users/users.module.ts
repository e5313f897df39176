import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module';
import { Profile } from './profile.entity';
import { UserIndustry, UserJobType } from './user-link.entities';
import { User } from './user.entity';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User, Profile, UserIndustry, UserJobType]), UploadsModule],
  providers: [UsersService],
  exports: [UsersService],
})
export class UsersModule {}
