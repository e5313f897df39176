import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { TransactionStatus, TransactionType } from '@gigmarket/shared';
import { JobApplication } from '../applications/job-application.entity';
import { minorUnits, money } from '../common/columns';
import { User } from '../users/user.entity';

@Entity('transactions')
export class Transaction {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'int', nullable: true })
  application_id!: number | null;

  @ManyToOne(() => JobApplication, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'application_id' })
  application?: JobApplication | null;

  /** The gateway's reference. */
  @Column({ type: 'varchar', length: 100 })
  transaction_id!: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  payment_gateway!: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  transaction_type!: TransactionType | null;

  @Column({ ...money })
  amount!: string;

  @Column({ ...money, nullable: true })
  amount_paid!: string | null;

  @Column({ type: 'int', nullable: true })
  paid_to!: number | null;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'paid_to' })
  paidTo?: User | null;

  @Column({ ...money, default: 0 })
  charges!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  account!: string | null;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status!: TransactionStatus;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @Column({ type: 'text', nullable: true })
  comment!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  account_name!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  account_number!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  bank_name!: string | null;

  /** The amount in minor units; `amount` is derived from it. Charges: the agreed amount. */
  @Column({ ...minorUnits, nullable: true })
  amount_minor!: number | null;

  /** The gateway fee in minor units (charges only); `charges` is derived from it. */
  @Column({ ...minorUnits, nullable: true })
  fee_minor!: number | null;

  /** What the gateway kept of a charge (Paystack's own fee), booked to `platform:gateway_costs`. */
  @Column({ ...minorUnits, nullable: true })
  gateway_fee_minor!: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  authorization_url!: string | null;

  @Column({ type: 'datetime', nullable: true })
  paid_at!: Date | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  failure_reason!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}
