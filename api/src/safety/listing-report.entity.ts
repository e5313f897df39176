import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { AnyListingReportReason, ListingReportOutcome, ReportHid } from '@gigmarket/shared';
import { Listing } from '../listings/listing.entity';

/**
 * A report on a job (docs/trust.md "Reports"): a freelancer's (`reporter_id`, one per job), or a
 * flag the fee rule set raised on the job's text or an employer's message (`flagged_text`, no
 * reporter, `rule` named). Reviewed when an admin takes the job down or restores it.
 */
@Entity('listing_reports')
export class ListingReport {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  listing_id!: number;

  @ManyToOne(() => Listing, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listing_id' })
  listing?: Listing;

  @Column({ type: 'int', nullable: true })
  reporter_id!: number | null;

  /** The reporter held the "ID verified" badge when reporting (only those reports hide a job). */
  @Column({ type: 'boolean', default: false })
  reporter_verified!: boolean;

  @Column({ type: 'varchar', length: 20 })
  reason!: AnyListingReportReason;

  /** The fee rule that matched (flags only). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  rule!: string | null;

  /** The reporter's note, or the words a rule matched. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  note!: string | null;

  /** The flagged message, when a message raised the flag. */
  @Column({ type: 'int', nullable: true })
  message_id!: number | null;

  /** How this report hid its job, if it did: a proven reporter's `instant` hide, or one of the verified reporters who `agreed`. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  hid!: ReportHid | null;

  /** What the review made of it: `upheld` (the job was taken down) or `overturned` (it was restored). */
  @Column({ type: 'varchar', length: 12, nullable: true })
  outcome!: ListingReportOutcome | null;

  @Column({ type: 'datetime', nullable: true })
  reviewed_at!: Date | null;

  @Column({ type: 'int', nullable: true })
  reviewed_by!: number | null;

  @Column({ type: 'datetime' })
  created_at!: Date;
}
