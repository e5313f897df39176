import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { JobSource } from '@gigmarket/shared';

/**
 * One job's visits, shares and applications on one UTC day from one source (docs/seo-and-feeds.md
 * "Where views come from"): aggregate counters only, nothing about the visitor.
 */
@Entity('listing_source_counts')
export class ListingSourceCount {
  @PrimaryColumn({ type: 'int' })
  listing_id!: number;

  @PrimaryColumn({ type: 'date' })
  day!: string;

  @PrimaryColumn({ type: 'varchar', length: 12 })
  source!: JobSource;

  @Column({ type: 'int', default: 0 })
  views!: number;

  @Column({ type: 'int', default: 0 })
  shares!: number;

  @Column({ type: 'int', default: 0 })
  applications!: number;
}
