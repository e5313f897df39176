import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { OfferStatus } from '@gigmarket/shared';
import { JobApplication } from '../applications/job-application.entity';
import { money } from '../common/columns';
import { Listing } from '../listings/listing.entity';
import { User } from '../users/user.entity';

/**
 * A job offered to one freelancer directly ("Book again", docs/roster.md): pending until they
 * accept (a hire at `amount`), decline, or `expires_at` passes. Only OffersService writes `status`,
 * always by a conditional update from `pending`, so one answer wins.
 */
@Entity('offers')
export class Offer {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  listing_id!: number;

  @ManyToOne(() => Listing, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listing_id' })
  listing?: Listing;

  @Column({ type: 'int' })
  employer_id!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'employer_id' })
  employer?: User;

  @Column({ type: 'int' })
  freelancer_id!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'freelancer_id' })
  freelancer?: User;

  @Column({ ...money })
  amount!: string;

  /** Publish the job to everyone when the freelancer declines or lets it expire. */
  @Column({ type: 'boolean', default: false })
  open_if_declined!: boolean;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status!: OfferStatus;

  @Column({ type: 'datetime' })
  expires_at!: Date;

  @Column({ type: 'datetime', nullable: true })
  answered_at!: Date | null;

  /** The hire an accepted offer made. */
  @Column({ type: 'int', nullable: true })
  application_id!: number | null;

  @ManyToOne(() => JobApplication, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'application_id' })
  application?: JobApplication;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}
