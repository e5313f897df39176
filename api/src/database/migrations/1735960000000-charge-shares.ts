import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { addColumnsInPlace, createdAt, foreignKey as fk, id, index, int, unique, varchar } from './schema-builders';

const bigint = (name: string) => ({ name, type: 'bigint', isNullable: false });

/**
 * One charge funding several shifts (docs/shifts.md "Funding every shift at once"):
 * `charge_shares` maps a charge to the hires it covers, each with its agreed amount and the fee
 * frozen at checkout. A refund now names the part of its charge it gives back (`charge_part`:
 * 0 for the whole charge, else the hire whose share it is), so one shared charge can be refunded
 * in parts, once per part.
 */
export class ChargeShares1735960000000 implements MigrationInterface {
  name = 'ChargeShares1735960000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'charge_shares',
        columns: [
          id(),
          varchar('charge_reference', 100, { isNullable: false }),
          int('application_id', { isNullable: false }),
          bigint('amount_minor'),
          bigint('fee_minor'),
          createdAt(),
        ],
        uniques: [unique('charge_shares', ['charge_reference', 'application_id'])],
        indices: [index('charge_shares', ['application_id'])],
        foreignKeys: [fk('charge_shares', 'application_id', 'jobapplication')],
      }),
      false,
      true,
      true,
    );
    await addColumnsInPlace(queryRunner, 'refunds', [int('charge_part', { isNullable: false, default: 0 })]);
    await this.refundsUnique(queryRunner, ['charge_reference'], ['charge_reference', 'charge_part']);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await this.refundsUnique(queryRunner, ['charge_reference', 'charge_part'], ['charge_reference']);
    await queryRunner.dropColumn('refunds', 'charge_part');
    await queryRunner.dropTable('charge_shares', true, true, true);
  }

  /** MySQL keeps a unique as an index; SQLite as a table constraint (no trigger on `refunds`, so the rebuild loses nothing). */
  private async refundsUnique(queryRunner: QueryRunner, from: string[], to: string[]): Promise<void> {
    const name = (columns: string[]) => `UQ_refunds_${columns.join('_')}`;
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.query(`ALTER TABLE \`refunds\` DROP INDEX \`${name(from)}\`, ADD UNIQUE INDEX \`${name(to)}\` (${to.map((c) => `\`${c}\``).join(', ')})`);
      return;
    }
    await queryRunner.dropUniqueConstraint('refunds', name(from));
    await queryRunner.createUniqueConstraint('refunds', unique('refunds', to));
  }
}
