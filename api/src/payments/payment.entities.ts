import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { JobApplication } from '../applications/job-application.entity';
import type { PayoutStatus, ReconciliationKind, RefundReason, RefundStatus } from '@gigmarket/shared';
import { minorUnits } from '../common/columns';
import { User } from '../users/user.entity';

/** A gateway webhook as received: stored once per event and reference, so a replay is a no-op. */
@Entity('payment_events')
export class PaymentEvent {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 20 })
  provider!: string;

  @Column({ type: 'varchar', length: 190 })
  event_key!: string;

  @Column({ type: 'varchar', length: 50 })
  event!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  reference!: string | null;

  @Column({ type: 'text' })
  payload!: string;

  /** `processed`, `ignored: ...` or `refused: ...`. */
  @Column({ type: 'varchar', length: 255 })
  outcome!: string;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}

/** A freelancer's resolved bank account and its transfer recipient at the gateway. */
@Entity('bank_accounts')
export class BankAccount {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'varchar', length: 20 })
  bank_code!: string;

  @Column({ type: 'varchar', length: 100 })
  bank_name!: string;

  @Column({ type: 'varchar', length: 10 })
  account_number!: string;

  @Column({ type: 'varchar', length: 100 })
  account_name!: string;

  @Column({ type: 'varchar', length: 50 })
  recipient_code!: string;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}


/** The payout of one completed hire; each attempt is a `payout` transaction with its own reference. */
@Entity('payouts')
export class Payout {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  application_id!: number;

  @ManyToOne(() => JobApplication, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'application_id' })
  application?: JobApplication;

  @Column({ type: 'int' })
  freelancer_id!: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'freelancer_id' })
  freelancer?: User;

  @Column({ ...minorUnits })
  amount_minor!: number;

  @Column({ type: 'varchar', length: 20 })
  status!: PayoutStatus;

  /** The latest attempt's transfer reference. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  reference!: string | null;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  failure_reason!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}


/**
 * Money owed back to an employer from one charge (docs/hire-to-pay.md "Money owed back"): sent to
 * Paystack by itself, retried with back-off when the gateway refuses or fails it, and retried on
 * demand from the back office. Each attempt is a `refund` transaction with its own reference.
 */
@Entity('refunds')
export class Refund {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int', nullable: true })
  application_id!: number | null;

  @Column({ type: 'int' })
  employer_id!: number;

  /** The charge refunded (one refund per charge and part). */
  @Column({ type: 'varchar', length: 100 })
  charge_reference!: string;

  /** The part of the charge given back: 0 for all of it, else the hire whose share of a shared charge it is (docs/shifts.md). */
  @Column({ type: 'int', default: 0 })
  charge_part!: number;

  @Column({ ...minorUnits })
  amount_minor!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @Column({ type: 'varchar', length: 30 })
  reason!: RefundReason;

  /** `due` (not yet sent, or waiting for its retry), `pending` (at the gateway), `success`, `failed` (retries exhausted). */
  @Column({ type: 'varchar', length: 20 })
  status!: RefundStatus;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'datetime', nullable: true })
  next_attempt_at!: Date | null;

  /** The latest attempt's transaction reference. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  reference!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  gateway_refund_id!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  failure_reason!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}

/**
 * One hire's part of a charge that funds several (docs/shifts.md "Funding every shift at once"):
 * its agreed amount and the fee frozen at checkout. A charge without shares funds its own hire.
 */
@Entity('charge_shares')
export class ChargeShare {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  charge_reference!: string;

  @Column({ type: 'int' })
  application_id!: number;

  @Column({ ...minorUnits })
  amount_minor!: number;

  @Column({ ...minorUnits })
  fee_minor!: number;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}

/** A difference between our records and the gateway's, for an admin to look into. */
@Entity('reconciliation_items')
export class ReconciliationItem {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 30 })
  kind!: ReconciliationKind;

  @Column({ type: 'varchar', length: 100 })
  reference!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  ours!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  theirs!: string | null;

  @Column({ type: 'datetime' })
  detected_at!: Date;

  @Column({ type: 'datetime', nullable: true })
  resolved_at!: Date | null;
}
