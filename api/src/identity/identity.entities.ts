import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { IdentityEventAction, IdentityStatus, UserType } from '@gigmarket/shared';

/**
 * One person's identity check (docs/trust.md "Identity"), written only by `identity/`. It holds
 * the outcome and Paystack's references, the bank's name and the account's last four digits:
 * never the BVN.
 */
@Entity('identity_checks')
export class IdentityCheck {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  /** `employer` or `freelancer`, for the back office's filter. */
  @Column({ type: 'varchar', length: 20 })
  user_type!: UserType;

  @Column({ type: 'varchar', length: 12, default: 'none' })
  status!: IdentityStatus;

  /** Paystack's customer (`CUS_...`), created once and reused. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  customer_code!: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  bank_code!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  bank_name!: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  account_last4!: string | null;

  /**
   * The whole account number, only while a check that asked to become the payout account waits
   * for Paystack's answer; the outcome erases it. Never answered.
   */
  @Column({ type: 'varchar', length: 10, nullable: true, select: false })
  payout_account!: string | null;

  @Column({ type: 'boolean', default: false })
  use_for_payouts!: boolean;

  /** Where the last request came from: `site` or `ussd`. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  channel!: string | null;

  /** Why the last check failed or the badge was revoked, in English (translated when answered). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  reason!: string | null;

  @Column({ type: 'datetime', nullable: true })
  requested_at!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  verified_at!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  failed_at!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  revoked_at!: Date | null;

  @Column({ type: 'int', nullable: true })
  revoked_by!: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  revoke_reason!: string | null;

  /** The stored webhook (`payment_events`) that decided the last check: Paystack's own message. */
  @Column({ type: 'int', nullable: true })
  payment_event_id!: number | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}

/** The audit trail: each request, outcome and revocation, with who and why. */
@Entity('identity_events')
export class IdentityEvent {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  identity_id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'varchar', length: 12 })
  action!: IdentityEventAction;

  /** The admin who revoked; null for the person's own requests and Paystack's outcomes. */
  @Column({ type: 'int', nullable: true })
  by_user_id!: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason!: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  channel!: string | null;

  /** On the injected clock (the per-day limits read it). */
  @Column({ type: 'datetime' })
  created_at!: Date;
}
