import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

export const CODE_ACTIONS = ['login', 'register', 'password', 'ussd_pin'] as const;
export type CodeAction = (typeof CODE_ACTIONS)[number];
/** Every stored action: `erase` confirms an account's deletion (docs/privacy.md) and is never a sign-in. */
export type StoredCodeAction = CodeAction | 'erase';

/** A one-time code sent by SMS, stored only as a hash. */
@Entity('verification_codes')
export class VerificationCode {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 10 })
  action!: StoredCodeAction;

  @Column({ type: 'varchar', length: 255 })
  code_hash!: string;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'datetime' })
  expires_at!: Date;

  /** Set when the code is spent, or when it dies of too many wrong tries. */
  @Column({ type: 'datetime', nullable: true })
  consumed_at!: Date | null;

  /** A verified `password` code may then be spent once by processPassword. */
  @Column({ type: 'datetime', nullable: true })
  verified_at!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}
