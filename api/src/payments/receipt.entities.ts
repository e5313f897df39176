import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, PrimaryColumn } from 'typeorm';

/** An employer's receipt: one per successful charge, numbered without gaps (docs/tax-and-statements.md). */
@Entity('receipts')
export class Receipt {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  number!: number;

  /** The charge (`transactions.id`). */
  @Column({ type: 'int' })
  transaction_id!: number;

  /** The payer. */
  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'int', nullable: true })
  application_id!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}

/** The receipts' one-row counter (id 1), moved in the charge's transaction. */
@Entity('receipt_sequence')
export class ReceiptSequence {
  @PrimaryColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int', default: 0 })
  last_number!: number;
}
