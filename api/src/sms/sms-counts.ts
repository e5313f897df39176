import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SmsDay, type SmsKind } from './sms-day.entity';

/** The SMS counted per Lagos day (`sms_days`, docs/whatsapp.md "Consent and cost"): written and read here only. */
@Injectable()
export class SmsCounts {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One more on the day, atomically on both databases (the row first, then an increment). */
  async add(day: string, kind: SmsKind): Promise<void> {
    await this.dataSource.createQueryBuilder().insert().into(SmsDay).values({ day, kind, messages: 0 }).orIgnore().execute();
    await this.dataSource.createQueryBuilder().update(SmsDay).set({ messages: () => 'messages + 1' }).where('day = :day AND kind = :kind', { day, kind }).execute();
  }

  /** Every kind together, per day from `firstDay` (a Lagos `YYYY-MM-DD`) on. */
  async perDay(firstDay: string): Promise<{ day: string; messages: number }[]> {
    const rows = await this.dataSource
      .getRepository(SmsDay)
      .createQueryBuilder('s')
      .select('s.day', 'day')
      .addSelect('SUM(s.messages)', 'messages')
      .where('s.day >= :firstDay', { firstDay })
      .groupBy('s.day')
      .getRawMany<{ day: string; messages: string | number }>();
    return rows.map((row) => ({ day: row.day, messages: Number(row.messages) }));
  }
}
