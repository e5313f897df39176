import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import type { DisputeResolution, DisputeStatus } from '@gigmarket/shared';
import { JobApplication } from '../applications/job-application.entity';
import { minorUnits } from '../common/columns';
import { User } from '../users/user.entity';

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

  /** The other side's answer (the opener's statement is `reason`). */
  @OneToMany(() => DisputeStatement, (statement) => statement.dispute)
  statements?: DisputeStatement[];
}

/** What each side says in a dispute: the opener's reason is the dispute's; the other side answers once here. */
@Entity('dispute_statements')
export class DisputeStatement {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  dispute_id!: number;

  @ManyToOne(() => Dispute, (dispute) => dispute.statements, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'dispute_id' })
  dispute?: Dispute;

  @Column({ type: 'int' })
  user_id!: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 1000 })
  statement!: string;

  /** An uploaded picture's path (the uploads service's), or null. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  photo!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}
