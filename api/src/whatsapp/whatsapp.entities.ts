import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { WhatsAppCategory, WhatsAppMessageKind, WhatsAppNoticeChannel, WhatsAppStatus } from '@gigmarket/shared';

/**
 * A message a person sent to the business number (docs/whatsapp.md), stored once by its `wamid`:
 * Meta retries a webhook until it is acknowledged, so the same message may arrive again.
 */
@Entity('whatsapp_inbound')
export class WhatsAppInbound {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Meta's message id; unique, so a replay is handled once. */
  @Column({ type: 'varchar', length: 128 })
  wamid!: string;

  /** The sender's WhatsApp id: their number in international form without + (2348031000001). */
  @Column({ type: 'varchar', length: 20 })
  wa_id!: string;

  /** The person whose account holds that phone, when one does. */
  @Column({ type: 'int', nullable: true })
  user_id!: number | null;

  /** `text`, `interactive` (a list row or reply button chosen) or Meta's type for anything else. */
  @Column({ type: 'varchar', length: 20 })
  type!: string;

  @Column({ type: 'text', nullable: true })
  text!: string | null;

  /** The id of the list row or reply button chosen. */
  @Column({ type: 'varchar', length: 256, nullable: true })
  reply_id!: string | null;

  /** The wamid of the business message this one answers. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  context_wamid!: string | null;

  /** When the person sent it (Meta's timestamp). */
  @Column({ type: 'datetime' })
  sent_at!: Date;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;
}

/** A message the business sent through Graph, and what Meta's status callbacks said of it. */
@Entity('whatsapp_outbound')
export class WhatsAppOutbound {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Meta's message id; null when Graph refused the send (then `status` is failed with Meta's code). */
  @Column({ type: 'varchar', length: 128, nullable: true })
  wamid!: string | null;

  @Column({ type: 'varchar', length: 20 })
  wa_id!: string;

  @Column({ type: 'int', nullable: true })
  user_id!: number | null;

  @Column({ type: 'varchar', length: 10 })
  kind!: WhatsAppMessageKind;

  @Column({ type: 'varchar', length: 20 })
  category!: WhatsAppCategory;

  /** Moved only forward (accepted, sent, delivered, read; failed is final): docs/whatsapp.md. */
  @Column({ type: 'varchar', length: 10 })
  status!: WhatsAppStatus;

  /** Meta's error code when the send or the delivery failed (131026, 131047...). */
  @Column({ type: 'int', nullable: true })
  error_code!: number | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  error_title!: string | null;

  /** The Lagos day it was sent on (the injected clock's), which the daily cap and the cost report count by. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  day!: string | null;

  /** The rate of its category in force when it was sent, in micro-dollars (docs/whatsapp.md "Consent and cost"). */
  @Column({ type: 'int', default: 0 })
  price_micros!: number;

  /** The message as sent to Graph (JSON). */
  @Column({ type: 'text' })
  payload!: string;

  @Column({ type: 'datetime', nullable: true })
  sent_at!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  delivered_at!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  read_at!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  failed_at!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}

/**
 * A notice that chose WhatsApp (docs/whatsapp.md "Being told"), once per person and event: the
 * channel it finally went by, and Meta's code when WhatsApp refused it and SMS carried it.
 */
@Entity('whatsapp_notices')
export class WhatsAppNotice {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  /** The event the notice tells of (`hire:12:funded`): a replay finds it and sends nothing. */
  @Column({ type: 'varchar', length: 120 })
  event_key!: string;

  @Column({ type: 'varchar', length: 10 })
  channel!: WhatsAppNoticeChannel;

  /** Meta's code when the WhatsApp send failed (131026 or 131050: the person is unreachable there). */
  @Column({ type: 'int', nullable: true })
  error_code!: number | null;

  /** The message that carried it on WhatsApp: a `failed` status for it sends the SMS instead. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  wamid!: string | null;

  /** The SMS this notice would have been (number and text), sent if WhatsApp later reports a failure. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  sms_to!: string | null;

  @Column({ type: 'text', nullable: true })
  sms_text!: string | null;

  /** The notice (`funded`), its language and its template's values (JSON): what a held notice is sent with later. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  notice!: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  language!: string | null;

  @Column({ type: 'text', nullable: true })
  template_values!: string | null;

  /** When a replica claimed a held notice to send it (`sending`); an old claim is taken back. */
  @Column({ type: 'datetime', nullable: true })
  claimed_at!: Date | null;

  /** The injected clock's time, compared with the person's latest WhatsApp consent. */
  @Column({ type: 'datetime' })
  created_at!: Date;
}

/**
 * How many people a business-initiated conversation (a template) was opened with on a Lagos day:
 * reserved one person at a time by a conditional increment, so two replicas never pass the cap.
 */
@Entity('whatsapp_days')
export class WhatsAppDay {
  @PrimaryColumn({ type: 'varchar', length: 10 })
  day!: string;

  @Column({ type: 'int', default: 0 })
  opened!: number;
}
