import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryGeneratedColumn,
  Relation,
  UpdateDateColumn,
} from 'typeorm';
import type { UserStatus, UserType } from '@gigmarket/shared';
import { Role } from '../roles/role.entity';
import { Profile } from './profile.entity';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 101, nullable: true })
  name!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  first_name!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  last_name!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 10, default: 'active' })
  status!: UserStatus;

  /** Digits only; unique across users. */
  @Column({ type: 'varchar', length: 15, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  gender!: string | null;

  @Column({ type: 'varchar', length: 20, default: 'freelancer' })
  user_type!: UserType;

  @Column({ type: 'int', nullable: true })
  role_id!: number | null;

  @ManyToOne(() => Role, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'role_id' })
  role?: Role | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  location!: string | null;

  /** argon2id hash; never serialised. */
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  password!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  avatar!: string | null;

  @Column({ type: 'datetime', nullable: true })
  email_verified_at!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  profile_completed_at!: Date | null;

  /** `en` or `fr`: the language of the messages the platform sends (SMS, notifications). */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language!: string;

  /** SMS nudge when a message stays unread (conversations). */
  @Column({ type: 'boolean', default: true })
  sms_message_nudges!: boolean;

  /** SMS digest of new jobs matching the user's saved searches. */
  @Column({ type: 'boolean', default: true })
  sms_job_alerts!: boolean;

  /** USSD PIN (argon2id), set on the site's account page or by USSD after an SMS code; never serialised. */
  @Column({ type: 'varchar', length: 255, nullable: true, select: false })
  ussd_pin_hash!: string | null;

  /** Wrong PIN tries since the last right one or lock. */
  @Column({ type: 'int', default: 0 })
  ussd_pin_attempts!: number;

  @Column({ type: 'datetime', nullable: true })
  ussd_pin_locked_until!: Date | null;

  /** The Tax ID as normalised by packages/shared `normaliseTaxId` (docs/tax-and-statements.md). */
  @Column({ type: 'varchar', length: 13, nullable: true })
  tax_id!: string | null;

  /** The Lagos year the missing-Tax-ID reminder last went out. */
  @Column({ type: 'int', nullable: true })
  tax_id_reminded_year!: number | null;

  @OneToOne(() => Profile, (profile) => profile.user)
  profile?: Relation<Profile> | null;

  /** A confirmed deletion's end of grace: the erasure task erases the account from then (docs/privacy.md). */
  @Column({ type: 'datetime', nullable: true })
  erase_after!: Date | null;

  /** When the personal fields were erased (status `erased`). */
  @Column({ type: 'datetime', nullable: true })
  erased_at!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}
