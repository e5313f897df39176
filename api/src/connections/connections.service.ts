import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { UserType } from '@gigmarket/shared';
import { isUniqueViolation } from '../common/database-errors';
import { DomainError } from '../common/domain-error';
import { MARKET_MESSAGES } from '../i18n/messages/market';
import { NotificationsService } from '../notifications/notifications.service';
import { PublicProfileService } from '../profiles/public-profile.service';
import type { User } from '../users/user.entity';
import { InjectUsers } from '../users/repositories';
import { Connection } from './connection.entity';
import { transaction } from '../common/transaction';
import type { ConnectionViewDto } from './connection-answers.dto';

/** One row per (freelancer, employer) pair; either side connects or disconnects. */
@Injectable()
export class ConnectionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly profiles: PublicProfileService,
    @InjectUsers() private readonly users: Repository<User>,
  ) {}

  /** The pair for the caller and the other user; the other must be of the other side. */
  private async pair(caller: { id: number; user_type: UserType }, otherId: number) {
    const other = await this.users.findOne({ where: { id: otherId }, select: { id: true, user_type: true } });
    if (!other || (other.user_type !== 'employer' && other.user_type !== 'freelancer')) {
      throw new DomainError(MARKET_MESSAGES.userNotFound, HttpStatus.NOT_FOUND);
    }
    if (other.user_type === caller.user_type) throw new DomainError(MARKET_MESSAGES.connectSameSide, HttpStatus.BAD_REQUEST);
    return caller.user_type === 'employer'
      ? { freelancer_id: other.id, employer_id: caller.id }
      : { freelancer_id: caller.id, employer_id: other.id };
  }

  async connect(caller: { id: number; user_type: UserType }, otherId: number): Promise<ConnectionViewDto> {
    const pair = await this.pair(caller, otherId);
    try {
      const id = await transaction(this.dataSource, async (manager) => {
        if (await manager.exists(Connection, { where: pair })) throw new DomainError(MARKET_MESSAGES.alreadyConnected, HttpStatus.CONFLICT);
        const result = await manager.insert(Connection, pair);
        await this.notifications.connectionCreated(manager, pair, caller.id);
        return Number(result.identifiers[0].id);
      });
      return (await this.views(caller.id, [await this.dataSource.getRepository(Connection).findOneByOrFail({ id })]))[0];
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError(MARKET_MESSAGES.alreadyConnected, HttpStatus.CONFLICT);
      throw error;
    }
  }

  async disconnect(caller: { id: number; user_type: UserType }, otherId: number): Promise<void> {
    const pair = await this.pair(caller, otherId);
    const result = await this.dataSource.getRepository(Connection).delete(pair);
    if (!result.affected) throw new DomainError(MARKET_MESSAGES.connectionNotFound, HttpStatus.NOT_FOUND);
  }

  async list(caller: { id: number; user_type: UserType }): Promise<ConnectionViewDto[]> {
    const where = caller.user_type === 'employer' ? { employer_id: caller.id } : { freelancer_id: caller.id };
    const rows = await this.dataSource.getRepository(Connection).find({ where, order: { created_at: 'DESC', id: 'DESC' }, take: 1000 });
    return this.views(caller.id, rows);
  }

  private async views(callerId: number, rows: Connection[]): Promise<ConnectionViewDto[]> {
    const otherOf = (row: Connection) => (row.employer_id === callerId ? row.freelancer_id : row.employer_id);
    const people = await this.profiles.summaries(rows.map(otherOf));
    return rows.map((row) => ({
      id: row.id,
      freelancer_id: row.freelancer_id,
      employer_id: row.employer_id,
      created_at: row.created_at,
      user: people.get(otherOf(row)) ?? null,
    }));
  }
}
