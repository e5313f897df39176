import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ListingClosedReason, ListingModeration, ListingPricing, ListingStatus } from '@gigmarket/shared';
import { Category } from '../categories/category.entity';
import { coordinate, money } from '../common/columns';
import { Lga } from '../locations/lga.entity';
import { State } from '../locations/state.entity';
import { JobType } from '../lookups/lookup.entities';
import { User } from '../users/user.entity';

/** A job posted by an employer. Field names follow the spec, `job_sart_time` included. */
@Entity('listings')
export class Listing {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'int', nullable: true })
  category_id!: number | null;

  @ManyToOne(() => Category, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'category_id' })
  category?: Category | null;

  @Column({ type: 'date', nullable: true })
  job_date!: string | null;

  @Column({ type: 'date', nullable: true })
  job_end_date!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  address!: string | null;

  /** Free text such as "Morning" or "Full day". */
  @Column({ type: 'varchar', length: 50, nullable: true })
  job_time!: string | null;

  /** HH:MM */
  @Column({ type: 'varchar', length: 5, nullable: true })
  job_sart_time!: string | null;

  /** HH:MM */
  @Column({ type: 'varchar', length: 5, nullable: true })
  job_end_time!: string | null;

  @Column({ type: 'varchar', length: 150 })
  job_title!: string;

  @Column({ type: 'varchar', length: 10, default: 'fixed' })
  pricing!: ListingPricing;

  /** Job type id (jobtypes). */
  @Column({ type: 'int', nullable: true })
  job_type!: number | null;

  @ManyToOne(() => JobType, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'job_type' })
  jobtype?: JobType | null;

  @Column({ ...money, nullable: true })
  amount!: string | null;

  @Column({ ...money, nullable: true })
  min_amount!: string | null;

  @Column({ ...money, nullable: true })
  max_amount!: string | null;

  @Column({ type: 'text', nullable: true })
  work_description!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  work_duration!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  location!: string | null;

  /** State id (states). */
  @Column({ type: 'int', nullable: true })
  state!: number | null;

  @ManyToOne(() => State, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'state' })
  stateRef?: State | null;

  @Column({ ...coordinate, nullable: true })
  longitude!: string | null;

  /** The LGA holding the point (docs/places.md): set from latitude/longitude on every write. */
  @Column({ type: 'int', nullable: true })
  lga_id!: number | null;

  @ManyToOne(() => Lga, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'lga_id' })
  lga?: Lga | null;

  @Column({ ...coordinate, nullable: true })
  latitude!: string | null;

  @Column({ type: 'text', nullable: true })
  expected_result!: string | null;

  @Column({ type: 'varchar', length: 10, default: 'draft' })
  status!: ListingStatus;

  /** Stored file names of the job's pictures. */
  @Column({ type: 'simple-json', nullable: true })
  pictures!: string[] | null;

  /**
   * When the job stops being open (docs/search.md): its end in UTC, or 30 days after publishing.
   * Search never shows a listing past it; the expiry task closes it.
   */
  @Column({ type: 'datetime', nullable: true })
  expires_at!: Date | null;

  /**
   * The listing's index tokens (docs/search.md "The listing's tokens"): written with its text by
   * every writer (search-text/analysis.ts searchTermsColumns); read by the full-text indexes.
   */
  @Column({ type: 'text', nullable: true, select: false })
  search_terms!: string | null;

  /** The analyser that wrote `search_terms` (ANALYSER_VERSION); rows of an older one are written again. */
  @Column({ type: 'int', nullable: true, select: false })
  search_terms_version!: number | null;

  /** How many people the job hires (docs/hire-to-pay.md "Jobs that fill"). */
  @Column({ type: 'int', default: 1 })
  positions!: number;

  /** Hires holding a position; written only with the hire's move (listings/listing-positions.ts). */
  @Column({ type: 'int', default: 0 })
  positions_filled!: number;

  /**
   * A shift of a job with several days (docs/shifts.md): the job's listing. A shift is never
   * published itself; it carries its own day, hours and positions, and its hires.
   */
  @Column({ type: 'int', nullable: true })
  parent_listing_id!: number | null;

  @ManyToOne(() => Listing, (listing) => listing.shifts, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'parent_listing_id' })
  parent?: Listing | null;

  /** The job's shifts, when it has several days (docs/shifts.md). */
  @OneToMany(() => Listing, (listing) => listing.parent)
  shifts?: Listing[];

  /** When the listing was first published (created open, or draft -> open); null for a draft. Reopening keeps it. */
  @Column({ type: 'datetime', nullable: true })
  published_at!: Date | null;

  /**
   * "Roster first" (docs/roster.md): on an unpublished draft, when the opening task publishes it;
   * until then only the employer's favourites see it. Null otherwise (publishing clears it).
   */
  @Column({ type: 'datetime', nullable: true })
  public_from!: Date | null;

  /** When the last position was taken; null while a position is free. */
  @Column({ type: 'datetime', nullable: true })
  filled_at!: Date | null;

  /**
   * Why a closed listing closed: `expired` (the task), `employer`, `filled` (every position taken)
   * or `moderation` (reports hid it or an admin took it down; docs/trust.md).
   */
  @Column({ type: 'varchar', length: 20, nullable: true })
  closed_reason!: ListingClosedReason | null;

  /**
   * `visible`; `hidden` (reports hid it pending review) or `taken_down` (an admin removed it):
   * written only by `safety/` (docs/trust.md "Reports").
   */
  @Column({ type: 'varchar', length: 12, default: 'visible' })
  moderation!: ListingModeration;

  @Column({ type: 'datetime', nullable: true })
  moderated_at!: Date | null;

  /** Why an admin took it down (shown to the employer). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  moderation_reason!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;

  @DeleteDateColumn({ type: 'datetime', nullable: true })
  deleted_at!: Date | null;
}
