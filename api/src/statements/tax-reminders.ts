import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import { lagosYear } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { TaskScheduler } from '../common/scheduler';
import { afterCommit, transaction } from '../common/transaction';
import { t, userLanguage } from '../i18n/i18n';
import { NOTICE_LINKS, siteSide } from '../notifications/notice-texts';
import { NotificationsService } from '../notifications/notifications.service';
import { SMS_TRANSPORT, type SmsTransport } from '../sms/sms.transport';
import { InjectUsers } from '../users/repositories';
import type { User } from '../users/user.entity';

export const TAX_ID_REMINDER_TASK = 'tax-id-reminder';
const EVERY_MS = 6 * 60 * 60_000;
const BATCH = 200;

/**
 * Once a Lagos year, each employer and freelancer without a Tax ID is reminded on the bell and by
 * SMS (docs/tax-and-statements.md). `tax_id_reminded_year` is moved by a conditional UPDATE in the
 * notice's transaction, so runs (replicas, retries) remind each person once a year. Nothing is blocked.
 */
@Injectable()
export class TaxIdReminders implements OnModuleInit {
  private readonly logger = new Logger(TaxIdReminders.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectUsers() private readonly users: Repository<User>,
    private readonly notifications: NotificationsService,
    @Inject(SMS_TRANSPORT) private readonly transport: SmsTransport,
    private readonly scheduler: TaskScheduler,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({ name: TAX_ID_REMINDER_TASK, everyMs: EVERY_MS, run: () => this.remindDue() });
  }

  /** Reminds everyone due this year; answers how many were reminded. */
  async remindDue(): Promise<number> {
    const year = lagosYear(this.clock.now());
    let reminded = 0;
    for (;;) {
      const due = await this.users
        .createQueryBuilder('user')
        .select(['user.id'])
        .where('user.user_type IN (:...types) AND user.tax_id IS NULL', { types: ['employer', 'freelancer'] })
        .andWhere('(user.tax_id_reminded_year IS NULL OR user.tax_id_reminded_year < :year)', { year })
        .orderBy('user.id', 'ASC')
        .take(BATCH)
        .getMany();
      for (const { id } of due) if (await this.remind(id, year)) reminded += 1;
      if (due.length < BATCH) return reminded;
    }
  }

  private remind(userId: number, year: number): Promise<boolean> {
    return transaction(this.dataSource, async (manager) => {
      const users = manager.withRepository(this.users);
      const moved = await users
        .createQueryBuilder()
        .update()
        .set({ tax_id_reminded_year: year })
        .where('id = :userId AND tax_id IS NULL AND (tax_id_reminded_year IS NULL OR tax_id_reminded_year < :year)', { userId, year })
        .execute();
      if (moved.affected !== 1) return false;
      const user = await users.findOneOrFail({ where: { id: userId }, select: { id: true, language: true, phone: true, user_type: true } });
      const side = siteSide(user.user_type);
      const language = userLanguage(user);
      await this.notifications.write(manager, [
        { user_id: userId, notice_type: 'tax', key: 'taxNotice.reminder', params: { year }, language, link: side ? NOTICE_LINKS.taxId(side) : null },
      ]);
      if (user.phone) {
        const to = user.phone;
        await afterCommit(() =>
          this.transport.send({ to, message: t(language, 'tax.reminderSms') }).catch((error: Error) => this.logger.warn(`Tax ID reminder SMS not sent: ${error.message}`)),
        );
      }
      return true;
    });
  }
}

