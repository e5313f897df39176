import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { UssdGateway, UssdOutcome } from '@gigmarket/shared';
import { User } from '../users/user.entity';

/** One USSD session as the back office sees it; `state` holds the menu state when REDIS_URL is not set. */
@Entity('ussd_sessions')
export class UssdSession {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 20 })
  /** A USSD gateway, or `whatsapp` for the WhatsApp chat's session (docs/whatsapp.md, "The conversation"). */
  gateway!: UssdGateway | 'whatsapp';

  @Column({ type: 'varchar', length: 100 })
  session_id!: string;

  @Column({ type: 'varchar', length: 15 })
  phone!: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  network!: string | null;

  @Column({ type: 'int', nullable: true })
  user_id!: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: User | null;

  @Column({ type: 'varchar', length: 2, default: 'en' })
  language!: string;

  @Column({ type: 'int', default: 0 })
  hops!: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  last_screen!: string | null;

  /** The LGA this session searched near: the caller's last place (docs/ussd.md). */
  @Column({ type: 'int', nullable: true })
  lga_id!: number | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  outcome!: UssdOutcome | null;

  @Column({ type: 'text', nullable: true, select: false })
  state!: string | null;

  @Column({ type: 'datetime' })
  started_at!: Date;

  @Column({ type: 'datetime' })
  updated_at!: Date;

  @Column({ type: 'datetime' })
  expires_at!: Date;
}
