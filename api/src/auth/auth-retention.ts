import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan } from 'typeorm';
import { RETENTION_DAYS } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { TaskScheduler } from '../common/scheduler';
import { AuthToken } from './auth-token.entity';
import { VerificationCode } from './verification-code.entity';

const DAY_MS = 24 * 60 * 60_000;
const EVERY_MS = 6 * 60 * 60_000;
export const AUTH_RETENTION_TASK = 'auth-retention';

/**
 * Sign-in records are kept as long as the privacy page says (docs/privacy.md "What we keep"): a
 * session `RETENTION_DAYS.sessions` days after it ended (expired or signed out), a one-time code
 * `RETENTION_DAYS.codes` day after it was sent. Every six hours on the scheduling seam.
 */
@Injectable()
export class AuthRetention implements OnModuleInit {
  constructor(
    private readonly scheduler: TaskScheduler,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Deletes what is past its period; answers how many of each. */
  async prune(): Promise<{ sessions: number; codes: number }> {
    const now = this.clock.now().getTime();
    const sessionsEndedBefore = new Date(now - RETENTION_DAYS.sessions * DAY_MS);
    const tokens = this.dataSource.getRepository(AuthToken);
    const expired = await tokens.delete({ expires_at: LessThan(sessionsEndedBefore) });
    const signedOut = await tokens.delete({ revoked_at: LessThan(sessionsEndedBefore) });
    const codes = await this.dataSource.getRepository(VerificationCode).delete({ created_at: LessThan(new Date(now - RETENTION_DAYS.codes * DAY_MS)) });
    return { sessions: (expired.affected ?? 0) + (signedOut.affected ?? 0), codes: codes.affected ?? 0 };
  }

  onModuleInit(): void {
    this.scheduler.register({ name: AUTH_RETENTION_TASK, everyMs: EVERY_MS, run: () => this.prune() });
  }
}
