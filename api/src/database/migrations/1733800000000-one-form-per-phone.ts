import { Logger } from '@nestjs/common';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { normalisePhone } from '@gigmarket/shared';

/**
 * Phones stored before the one-form rule (docs/ussd.md, "Who is calling"): `2348031000001` or
 * `8031000001` becomes `08031000001`, so the look-ups and limits that now use that form still
 * find the account. A number whose stored form another account already holds is left as it is
 * (two accounts cannot be merged by a migration) and logged; so is one that is not a phone.
 * Stored forms all start with 0, so only the other rows are read.
 */
export class OneFormPerPhone1733800000000 implements MigrationInterface {
  name = 'OneFormPerPhone1733800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const logger = new Logger('Migration');
    const rows = (await queryRunner.query(
      "SELECT id, phone FROM users WHERE phone IS NOT NULL AND phone <> '' AND phone NOT LIKE '0%'",
    )) as Array<{ id: number; phone: string }>;
    for (const row of rows) {
      const phone = normalisePhone(row.phone);
      if (!phone) continue;
      const taken = (await queryRunner.query('SELECT id FROM users WHERE phone = ?', [phone])) as unknown[];
      if (taken.length) {
        logger.warn(`users ${row.id}: phone ${phone} is held by another account; left unchanged`);
        continue;
      }
      await queryRunner.query('UPDATE users SET phone = ? WHERE id = ?', [phone, row.id]);
    }
  }

  async down(): Promise<void> {
    // The earlier forms are not kept: one stored form is what the rest of the code reads.
  }
}
