import { CreateDateColumn, Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/** A freelancer on an employer's roster (docs/roster.md): one row per employer and freelancer. */
@Entity('favourites')
export class Favourite {
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

/**
 * An employer blocked a freelancer (docs/roster.md): the freelancer never sees the employer's jobs,
 * cannot apply to them, and leaves their applicants; one row per employer and freelancer.
 */
@Entity('employer_blocks')
export class EmployerBlock {
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

/** A freelancer hid an employer's jobs from their search (docs/roster.md); one row per pair. */
@Entity('hidden_employers')
export class HiddenEmployer {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  freelancer_id!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'freelancer_id' })
  freelancer?: User;

  @Column({ type: 'int' })
  employer_id!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'employer_id' })
  employer?: User;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}
