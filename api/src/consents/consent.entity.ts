import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ConsentChannel, ConsentKind } from '@gigmarket/shared';
import { User } from '../users/user.entity';

/** One consent given or withdrawn; the newest row of a kind is its state (docs/privacy.md). Never updated. */
@Entity('consents')
@Index(['user_id', 'kind', 'id'])
export class Consent {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 20 })
  kind!: ConsentKind;

  @Column({ type: 'boolean', default: false })
  granted!: boolean;

  /** The version of the wording agreed to (CONSENT_VERSIONS). */
  @Column({ type: 'varchar', length: 20 })
  version!: string;

  @Column({ type: 'varchar', length: 10 })
  channel!: ConsentChannel;

  /** An admin who recorded it for the person; null when the person did. */
  @Column({ type: 'int', nullable: true })
  by_user_id!: number | null;

  @Column({ type: 'datetime' })
  created_at!: Date;
}
