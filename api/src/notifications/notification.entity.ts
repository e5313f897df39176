import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { MessageAudience, NoticeType } from '@gigmarket/shared';
import { User } from '../users/user.entity';

/**
 * One row per recipient. Events write them; an admin's custom message to a group is written
 * once per member in one transaction, so each user can delete their own copy.
 */
@Entity('notifications')
export class Notification {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 20 })
  notice_type!: NoticeType;

  /** For custom messages: the audience the admin chose. */
  @Column({ type: 'varchar', length: 12, nullable: true })
  audience!: MessageAudience | null;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  /** HTML, sanitised on write with an allow-list. */
  @Column({ type: 'text' })
  message!: string;

  /**
   * A system notice's key and values (JSON), rendered in the reader's language when listed; null
   * for custom messages, which show `title` and `message` (docs/i18n.md "Notifications by key").
   */
  @Column({ type: 'varchar', length: 60, nullable: true })
  message_key!: string | null;

  @Column({ type: 'text', nullable: true })
  params!: string | null;

  /** The site path the notice opens (`/freelancer/hires/12`), null when it speaks of no page. */
  @Column({ type: 'varchar', length: 1024, nullable: true })
  link!: string | null;

  @Column({ type: 'datetime', nullable: true })
  read_at!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}
