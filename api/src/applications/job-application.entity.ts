import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ApplicationStatus } from '@gigmarket/shared';
import { money } from '../database/columns';
import { Listing } from '../listings/listing.entity';
import { User } from '../users/user.entity';

/** One application per freelancer per listing (unique constraint in the migration). */
@Entity('jobapplication')
export class JobApplication {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'int' })
  listing_id!: number;

  @ManyToOne(() => Listing, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'listing_id' })
  listing?: Listing;

  @Column({ ...money, nullable: true })
  price!: string | null;

  @Column({ ...money, nullable: true })
  new_price!: string | null;

  @Column({ type: 'varchar', length: 12, default: 'pending' })
  status!: ApplicationStatus;

  @Column({ type: 'int', nullable: true })
  accepted_by!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'accepted_by' })
  acceptedBy?: User | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}
