import { CreateDateColumn, Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/** One row per (freelancer, employer) pair. */
@Entity('connections')
export class Connection {
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
