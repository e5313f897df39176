import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ApplicationStatus } from '@gigmarket/shared';
import { decimalTransformer, minorUnits, money } from '../common/columns';
import { Listing } from '../listings/listing.entity';
import { User } from '../users/user.entity';

/** One application per freelancer per listing (unique constraint in the migration). */
@Entity('jobapplication')
export class JobApplication {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'int' })
  listing_id!: number;

  @ManyToOne(() => Listing, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'listing_id' })
  listing?: Listing;

  @Column({ ...money, nullable: true })
  price!: string | null;

  @Column({ ...money, nullable: true })
  new_price!: string | null;

  @Column({ type: 'varchar', length: 12, default: 'pending' })
  status!: ApplicationStatus;

  @Column({ type: 'int', nullable: true })
  accepted_by!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'accepted_by' })
  acceptedBy?: User | null;

  /** The amount the employer pays the freelancer, set at approval (docs/hire-to-pay.md). */
  @Column({ ...minorUnits, nullable: true })
  agreed_amount_minor!: number | null;

  @Column({ type: 'datetime', nullable: true })
  funded_at!: Date | null;

  /** The freelancer's check-in. */
  @Column({ type: 'datetime', nullable: true })
  started_at!: Date | null;

  /** The freelancer marked the work done; the 72-hour completion counts from here. */
  @Column({ type: 'datetime', nullable: true })
  submitted_at!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  completed_at!: Date | null;

  /** `employer`, `auto` (72 hours) or `admin` (a dispute released). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  completed_by!: 'employer' | 'auto' | 'admin' | null;

  @Column({ type: 'datetime', nullable: true })
  paid_at!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  cancelled_at!: Date | null;

  @Column({ type: 'int', nullable: true })
  cancelled_by!: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  cancel_reason!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  cancel_note!: string | null;

  /** The late-cancellation fee paid to the freelancer (docs/trust.md), in minor units. */
  @Column({ ...minorUnits, nullable: true })
  cancel_fee_minor!: number | null;

  /** The gateway fee the employer paid, frozen when the hire was funded (minor units). */
  @Column({ ...minorUnits, nullable: true })
  fee_minor!: number | null;

  /** The commission (percent, "10.00") frozen when the hire was funded; the release uses it. */
  @Column({ type: 'decimal', precision: 5, scale: 2, nullable: true, transformer: decimalTransformer(2) })
  commission_percent!: string | null;

  /** When the hire completes by itself: 72 hours after the later of "done" and the job's end. */
  @Column({ type: 'datetime', nullable: true })
  auto_complete_at!: Date | null;

  /** The shift's confirmation (docs/shift-confirmation.md): when the freelancer was asked. */
  @Column({ type: 'datetime', nullable: true })
  confirm_asked_at!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  confirmed_at!: Date | null;

  /** `link` (the SMS's page), `site` or `ussd`. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  confirmed_via!: string | null;

  /** Confirmed before the employer's warning mark: counts for the freelancer's reliability. */
  @Column({ type: 'boolean', default: false })
  confirmed_on_time!: boolean;

  /** When the employer was told the shift is still unconfirmed (once). */
  @Column({ type: 'datetime', nullable: true })
  unconfirmed_warned_at!: Date | null;

  /** When the employer released the unconfirmed place. */
  @Column({ type: 'datetime', nullable: true })
  released_at!: Date | null;

  /** When the freelancer of a paid hire was reminded to check in, as check-in opened (once). */
  @Column({ type: 'datetime', nullable: true })
  checkin_reminded_at!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}
