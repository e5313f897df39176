import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The first answer to a request sent with an `Idempotency-Key` (docs/offline.md): one row per
 * user, action and key. A replay of the same key answers this status and body again.
 */
@Entity('idempotency_keys')
export class IdempotencyKey {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'varchar', length: 40 })
  action!: string;

  @Column({ type: 'varchar', length: 64 })
  idem_key!: string;

  /** SHA-256 of the request (method, path, body): the same key with another request is refused. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  request_hash!: string | null;

  @Column({ type: 'int' })
  status!: number;

  @Column({ type: 'text' })
  body!: string;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}
