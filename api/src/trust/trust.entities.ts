import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ReliabilityEventKind, ReliabilityEventStatus } from '@gigmarket/shared';

/** One side's rating of the other for one hire (docs/trust.md). */
@Entity('ratings')
export class Rating {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  application_id!: number;

  @Column({ type: 'int' })
  rater_id!: number;

  @Column({ type: 'int' })
  ratee_id!: number;

  @Column({ type: 'int' })
  stars!: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  comment!: string | null;

  @Column({ type: 'datetime', nullable: true })
  hidden_at!: Date | null;

  @Column({ type: 'int', nullable: true })
  hidden_by!: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  hidden_reason!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}

/** A bad reliability event (late cancellation, no-show, lost dispute, slow confirmation). */
@Entity('reliability_events')
export class ReliabilityEvent {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 20 })
  kind!: ReliabilityEventKind;

  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'int' })
  application_id!: number;

  /** `recorded`; a no-show is `reported`, then `contested`, then `upheld` or `dismissed`. */
  @Column({ type: 'varchar', length: 10, default: 'recorded' })
  status!: ReliabilityEventStatus;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  contest_note!: string | null;

  @Column({ type: 'datetime', nullable: true })
  contested_at!: Date | null;

  @Column({ type: 'int', nullable: true })
  resolved_by!: number | null;

  @Column({ type: 'datetime', nullable: true })
  resolved_at!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}
