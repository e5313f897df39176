import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ApplicationStatus, HireMove } from '@gigmarket/shared';
import { JobApplication } from '../applications/job-application.entity';

/** Who moved a hire: one of its two sides, an administrator, the gateway (a webhook) or the clock. */
export const HIRE_ACTORS = ['employer', 'freelancer', 'admin', 'gateway', 'system'] as const;
export type HireActor = (typeof HIRE_ACTORS)[number];

/** One move of a hire's status, written with the move itself: the hire's timeline. */
@Entity('hire_events')
export class HireEvent {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  application_id!: number;

  @ManyToOne(() => JobApplication, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'application_id' })
  application?: JobApplication;

  @Column({ type: 'varchar', length: 20 })
  move!: HireMove;

  @Column({ type: 'varchar', length: 12 })
  from_status!: ApplicationStatus;

  @Column({ type: 'varchar', length: 12 })
  to_status!: ApplicationStatus;

  @Column({ type: 'varchar', length: 10 })
  actor!: HireActor;

  @Column({ type: 'int', nullable: true })
  actor_id!: number | null;

  /** On the injected clock. */
  @Column({ type: 'datetime' })
  at!: Date;
}
