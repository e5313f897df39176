import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { DisputeResolution, DisputeStatus } from '@gigmarket/shared';
import { JobApplication } from '../applications/job-application.entity';
import { minorUnits } from '../database/columns';

/** A hire's dispute: opened by either side, resolved by an admin (one per hire). */
@Entity('disputes')
export class Dispute {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  application_id!: number;

  @ManyToOne(() => JobApplication, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'application_id' })
  application?: JobApplication;

  @Column({ type: 'int' })
  opened_by!: number;

  @Column({ type: 'varchar', length: 500 })
  reason!: string;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status!: DisputeStatus;

  @Column({ type: 'varchar', length: 10, nullable: true })
  resolution!: DisputeResolution | null;

  /** What the freelancer receives before commission (split and release). */
  @Column({ ...minorUnits, nullable: true })
  freelancer_amount_minor!: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  note!: string | null;

  @Column({ type: 'int', nullable: true })
  resolved_by!: number | null;

  @Column({ type: 'datetime', nullable: true })
  resolved_at!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}
