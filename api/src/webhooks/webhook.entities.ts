import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { WebhookDeliveryStatus, WebhookEventType } from '@gigmarket/shared';

/** JSON text <-> the endpoint's list of event types. */
const eventList = {
  to: (value: WebhookEventType[] | undefined) => (value === undefined ? undefined : JSON.stringify(value)),
  from: (value: string | null): WebhookEventType[] => {
    try {
      const parsed: unknown = JSON.parse(value ?? '[]');
      return Array.isArray(parsed) ? (parsed as WebhookEventType[]) : [];
    } catch {
      return [];
    }
  },
};

/**
 * An employer's subscription (docs/webhooks.md): where to post, which events, and the secret that
 * signs them (`whsec_` + base64, Standard Webhooks). After a rotation the previous secret signs
 * beside the new one until `previous_secret_until`.
 */
@Entity('webhook_endpoints')
export class WebhookEndpoint {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'varchar', length: 2000 })
  url!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  description!: string | null;

  @Column({ type: 'text', transformer: eventList })
  events!: WebhookEventType[];

  @Column({ type: 'varchar', length: 100 })
  secret!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  previous_secret!: string | null;

  @Column({ type: 'datetime', nullable: true })
  previous_secret_until!: Date | null;

  @Column({ type: 'boolean', default: true })
  enabled!: boolean;

  @Column({ type: 'datetime', nullable: true })
  disabled_at!: Date | null;

  /** `failing`: turned off after failing every delivery for the retry window; null when the owner turned it off. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  disabled_reason!: 'failing' | null;

  /** The first failed attempt since the last success. */
  @Column({ type: 'datetime', nullable: true })
  failing_since!: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  created_at!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updated_at!: Date;
}

/** One event for one endpoint: pending until accepted (2xx) or given up after the retry window. */
@Entity('webhook_deliveries')
export class WebhookDelivery {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  endpoint_id!: number;

  /** webhook_events.id (the outbox row). */
  @Column({ type: 'int' })
  event_id!: number;

  @Column({ type: 'varchar', length: 12, default: 'pending' })
  status!: WebhookDeliveryStatus;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  @Column({ type: 'datetime', nullable: true })
  next_attempt_at!: Date | null;

  /** While a dispatcher sends it: no other may take it before this time (a dead one's claim lapses). */
  @Column({ type: 'datetime', nullable: true })
  claimed_until!: Date | null;

  /** The dispatcher run that holds the claim. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  claim_token!: string | null;

  @Column({ type: 'datetime', nullable: true })
  last_attempt_at!: Date | null;

  @Column({ type: 'int', nullable: true })
  last_status_code!: number | null;

  @Column({ type: 'datetime', nullable: true })
  delivered_at!: Date | null;

  @Column({ type: 'datetime' })
  created_at!: Date;
}

/** One try of a delivery: when, the receiver's answer code (null when none came), what went wrong. */
@Entity('webhook_attempts')
export class WebhookAttempt {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  delivery_id!: number;

  @Column({ type: 'datetime' })
  attempted_at!: Date;

  @Column({ type: 'int', nullable: true })
  status_code!: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  error!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  response_body!: string | null;

  @Column({ type: 'int', default: 0 })
  duration_ms!: number;

  @Column({ type: 'boolean', default: false })
  succeeded!: boolean;
}

export type { WebhookEventType };
