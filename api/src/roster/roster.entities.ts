import { CreateDateColumn, Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/** One row per employer and freelancer: what the roster's three tables share (docs/roster.md). */
abstract class EmployerFreelancerPair {
  @PrimaryGeneratedColumn()
  id!: number;

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

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}

/** A freelancer on an employer's roster. */
@Entity('favourites')
export class Favourite extends EmployerFreelancerPair {}

/**
 * An employer blocked a freelancer: the freelancer never sees the employer's jobs, cannot apply to
 * them, and leaves their applicants.
 */
@Entity('employer_blocks')
export class EmployerBlock extends EmployerFreelancerPair {}

/** A freelancer hid an employer's jobs from their search. */
@Entity('hidden_employers')
export class HiddenEmployer extends EmployerFreelancerPair {}
