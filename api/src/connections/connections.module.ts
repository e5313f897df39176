import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { UsersModule } from '../users/users.module';
import { ConnectionsController } from './connections.controller';
import { ConnectionsService } from './connections.service';
import { CONNECTIONS_REPOSITORIES } from './repositories';

@Module({
  imports: [CONNECTIONS_REPOSITORIES, NotificationsModule, ProfilesModule, UsersModule],
  controllers: [ConnectionsController],
  providers: [ConnectionsService],
  exports: [CONNECTIONS_REPOSITORIES, ConnectionsService],
})
export class ConnectionsModule {}
