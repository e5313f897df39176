import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { addColumnsInPlace, createdAt, foreignKey as fk, id, index, int, unique, varchar } from './schema-builders';

/**
 * Tax IDs, receipts and statements (docs/tax-and-statements.md). `users.tax_id` is the normalised
 * Tax ID (packages/shared `normaliseTaxId`); `tax_id_reminded_year` the Lagos year the missing-ID
 * reminder last went out. `receipts` numbers each successful charge once; `receipt_sequence` is
 * its one-row counter, moved in the charge's own transaction so numbers have no gaps.
 */
export class TaxAndReceipts1735530000000 implements MigrationInterface {
  name = 'TaxAndReceipts1735530000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await addColumnsInPlace(queryRunner, 'users', [varchar('tax_id', 13), int('tax_id_reminded_year')]);
    await queryRunner.createTable(
      new Table({
        name: 'receipt_sequence',
        columns: [id(), int('last_number', { isNullable: false, default: 0 })],
      }),
      false,
    );
    await queryRunner.query('INSERT INTO receipt_sequence (id, last_number) VALUES (1, 0)');
    await queryRunner.createTable(
      new Table({
        name: 'receipts',
        columns: [
          id(),
          int('number', { isNullable: false }),
          int('transaction_id', { isNullable: false }),
          int('user_id', { isNullable: false }),
          int('application_id'),
          createdAt(),
        ],
        uniques: [unique('receipts', ['number']), unique('receipts', ['transaction_id'])],
        indices: [index('receipts', ['user_id'])],
        foreignKeys: [fk('receipts', 'transaction_id', 'transactions', 'RESTRICT'), fk('receipts', 'user_id', 'users', 'RESTRICT')],
      }),
      false,
      true,
      true,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('receipts');
    await queryRunner.dropTable('receipt_sequence');
    await queryRunner.dropColumn('users', 'tax_id_reminded_year');
    await queryRunner.dropColumn('users', 'tax_id');
  }
}
