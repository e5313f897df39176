import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ApiKeyScope } from '@gigmarket/shared';
import { User } from '../../users/user.entity';

/**
 * A key another system sends as `Authorization: Bearer gm_live_…` (docs/api-keys.md). The secret is
 * never stored: `secret_hash` is its SHA-256 digest, `prefix` its first characters for lists.
 */
@Entity('api_keys')
export class ApiKey {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 80 })
  name!: string;

  @Column({ type: 'varchar', length: 16 })
  prefix!: string;

  @Column({ type: 'varchar', length: 64 })
  secret_hash!: string;

  /** Comma-separated scopes, in API_KEY_SCOPES order. */
  @Column({
    type: 'varchar',
    length: 255,
    transformer: { to: (scopes: ApiKeyScope[]) => scopes.join(','), from: (stored: string | null) => (stored ? (stored.split(',') as ApiKeyScope[]) : []) },
  })
  scopes!: ApiKeyScope[];

  @Column({ type: 'datetime', nullable: true })
  expires_at!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  revoked_at!: Date | null;

  @Column({ type: 'int', nullable: true })
  revoked_by!: number | null;

  @Column({ type: 'datetime', nullable: true })
  last_used_at!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}
