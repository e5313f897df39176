import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { AlertKind, MessageReportStatus } from '@gigmarket/shared';

/** One message of the thread of an application (docs/conversations.md). Stored as written; masked on read. */
@Entity('messages')
export class Message {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  application_id!: number;

  @Column({ type: 'int' })
  sender_id!: number;

  @Column({ type: 'int' })
  recipient_id!: number;

  @Column({ type: 'text' })
  body!: string;

  /** An upload's path (images or PDF, the upload rules). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  attachment!: string | null;

  @Column({ type: 'datetime', nullable: true })
  seen_at!: Date | null;

  /** When an SMS nudge covered this message. */
  @Column({ type: 'datetime', nullable: true })
  nudged_at!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}

/** `blocker_id` no longer exchanges messages with `blocked_id` (either way); hires go on. */
@Entity('message_blocks')
export class MessageBlock {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  blocker_id!: number;

  @Column({ type: 'int' })
  blocked_id!: number;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}

/** A participant's report of a message; admins read the thread while a report exists. */
@Entity('message_reports')
export class MessageReport {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  message_id!: number;

  @ManyToOne(() => Message, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'message_id' })
  message?: Message;

  @Column({ type: 'int' })
  reporter_id!: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason!: string | null;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status!: MessageReportStatus;

  @Column({ type: 'int', nullable: true })
  resolved_by!: number | null;

  @Column({ type: 'datetime', nullable: true })
  resolved_at!: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  resolution_note!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}

/** A freelancer's saved job search: the search page's URL query and a name. */
@Entity('saved_searches')
export class SavedSearch {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** The URL query of /jobs (without `?`), distance included. */
  @Column({ type: 'varchar', length: 1000, default: '' })
  query!: string;

  /** The opt-out link's secret. */
  @Column({ type: 'varchar', length: 64 })
  token!: string;

  @Column({ type: 'boolean', default: true })
  sms_enabled!: boolean;

  /** The newest listing already matched (the high-water mark). */
  @Column({ type: 'int', default: 0 })
  last_listing_id!: number;

  /** Matches since the last digest. */
  @Column({ type: 'int', default: 0 })
  pending_count!: number;

  /** All matches so far (the back office's alert volume). */
  @Column({ type: 'int', default: 0 })
  match_count!: number;

  @Column({ type: 'datetime', nullable: true })
  last_matched_at!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  last_digest_at!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}

/** Every SMS nudge and digest sent (and each match notified), for the limits and the back office. */
@Entity('alert_log')
export class AlertLog {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 10 })
  kind!: AlertKind;

  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'int', nullable: true })
  application_id!: number | null;

  @Column({ type: 'int', nullable: true })
  saved_search_id!: number | null;

  @Column({ type: 'int', default: 1 })
  items!: number;

  @Column({ type: 'varchar', length: 10, default: 'sms' })
  channel!: string;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}
