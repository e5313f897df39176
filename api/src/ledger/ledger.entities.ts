import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { LedgerAccountKind, PostingKind } from '@gigmarket/shared';
import { minorUnits } from '../common/columns';

export type NormalSide = 'debit' | 'credit';
export type { LedgerAccountKind, PostingKind } from '@gigmarket/shared';

/** One account of the double-entry ledger (docs/hire-to-pay.md lists them). */
@Entity('ledger_accounts')
export class LedgerAccount {
  @PrimaryGeneratedColumn()
  id!: number;

  /** `gateway:clearing`, `escrow:12`, `freelancer:7` ... unique. */
  @Column({ type: 'varchar', length: 64 })
  code!: string;

  @Column({ type: 'varchar', length: 20 })
  kind!: LedgerAccountKind;

  @Column({ type: 'varchar', length: 6 })
  normal_side!: NormalSide;

  /** False for accounts whose balance on their normal side must never fall below zero. */
  @Column({ type: 'boolean', default: false })
  may_go_negative!: boolean;

  @Column({ type: 'int', nullable: true })
  user_id!: number | null;

  @Column({ type: 'int', nullable: true })
  application_id!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}

/** One balanced posting: written once, never changed (database triggers refuse UPDATE and DELETE). */
@Entity('ledger_postings')
export class LedgerPosting {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 120 })
  idempotency_key!: string;

  @Column({ type: 'varchar', length: 20 })
  kind!: PostingKind;

  @Column({ type: 'int', nullable: true })
  application_id!: number | null;

  /** The gateway reference the posting answers to, when there is one. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  reference!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  memo!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}

/** One line of a posting. The account code and posting facts are copied so the audit view filters by them. */
@Entity('ledger_entries')
export class LedgerEntry {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  posting_id!: number;

  @ManyToOne(() => LedgerPosting, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'posting_id' })
  posting?: LedgerPosting;

  @Column({ type: 'int' })
  account_id!: number;

  @ManyToOne(() => LedgerAccount, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'account_id' })
  account?: LedgerAccount;

  @Column({ type: 'varchar', length: 64 })
  account_code!: string;

  @Column({ type: 'varchar', length: 120 })
  posting_key!: string;

  @Column({ type: 'varchar', length: 20 })
  posting_kind!: PostingKind;

  @Column({ type: 'varchar', length: 6 })
  direction!: NormalSide;

  @Column({ ...minorUnits })
  amount_minor!: number;

  @Column({ type: 'int', nullable: true })
  application_id!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}
