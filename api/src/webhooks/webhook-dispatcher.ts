import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, LessThan, type EntityManager, type Repository } from 'typeorm';
import { WEBHOOK_LIMITS, webhookRetryDelayMs } from '@gigmarket/shared';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Clock } from '../common/clock';
import { TaskScheduler } from '../common/scheduler';
import { afterCommit, transaction } from '../common/transaction';
import { t } from '../i18n/i18n';
import { userLanguage } from '../i18n/i18n';
import { NOTICE_LINKS } from '../notifications/notice-texts';
import { NotificationsService } from '../notifications/notifications.service';
import { SMS_TRANSPORT, type SmsTransport } from '../sms/sms.transport';
import type { User } from '../users/user.entity';
import { InjectUsers } from '../users/repositories';
import type { WebhookEvent } from '../webhook-outbox/webhook-event.entity';
import { InjectWebhookEvents } from '../webhook-outbox/repositories';
import { WEBHOOK_TASK } from '../webhook-outbox/webhook-outbox';
import { addressPolicy, type AddressPolicy } from './webhook-address';
import { postMessage, signature, type AttemptOutcome } from './webhook-sender';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from './webhook.entities';

/** Events fanned out per transaction, and deliveries claimed per round. */
const FAN_OUT_BATCH = 200;
const CLAIM_BATCH = 100;
/** Rounds of claims one run makes at most before leaving the rest to the next run. */
const MAX_ROUNDS = 20;
/** A claim outlives its round's time limits by this much. */
const CLAIM_MARGIN_MS = 60_000;
/** Events (and their deliveries and attempts) are kept this long. */
export const WEBHOOK_RETENTION_MS = 30 * 24 * 3600_000;

interface Claimed {
  delivery: WebhookDelivery;
  endpoint: WebhookEndpoint;
  event: WebhookEvent;
  token: string;
}

interface Attempted extends Claimed {
  at: Date;
  outcome: AttemptOutcome;
}

/**
 * How long a claim holds: a round of CLAIM_BATCH deliveries, `concurrency` at a time, each within
 * the time limit, plus a margin. A dispatcher that died lets it lapse; then the next run sends them.
 */
export function claimLeaseMs(concurrency: number): number {
  return Math.ceil(CLAIM_BATCH / concurrency) * WEBHOOK_LIMITS.timeoutMs + CLAIM_MARGIN_MS;
}

export interface DispatchRun {
  fannedOut: number;
  attempted: number;
  delivered: number;
}

/**
 * The webhooks' background task (docs/webhooks.md "Delivery"), on every replica:
 * 1. fan-out: each outbox event not yet fanned out is claimed by a conditional update of
 *    `fanned_out_at` and becomes one delivery per enabled endpoint of its owner subscribed to its
 *    type, in one transaction (a unique key on endpoint and event keeps it once);
 * 2. delivery: due deliveries are claimed with a run token and a lease (a conditional update, so two
 *    replicas never send the same attempt), posted signed, and each attempt is recorded with the
 *    delivery's next step: delivered, a retry after the back-off, or given up after three days.
 *    A process that dies mid-delivery leaves the claim to lapse: the next run sends it again, and the
 *    receiver de-duplicates by `webhook-id`.
 */
@Injectable()
export class WebhookDispatcher implements OnModuleInit {
  private readonly logger = new Logger(WebhookDispatcher.name);
  private readonly policy: AddressPolicy;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectWebhookEvents() private readonly events: Repository<WebhookEvent>,
    @InjectUsers() private readonly users: Repository<User>,
    private readonly notifications: NotificationsService,
    private readonly scheduler: TaskScheduler,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SMS_TRANSPORT) private readonly sms: SmsTransport,
  ) {
    this.policy = addressPolicy(config);
  }

  onModuleInit(): void {
    this.scheduler.register({ name: WEBHOOK_TASK, everyMs: this.config.WEBHOOK_EVERY_MS, run: () => this.run() });
  }

  /** Fans out new events, then sends every due delivery. */
  async run(): Promise<DispatchRun> {
    const fannedOut = await this.fanOut();
    const sent = await this.deliverDue();
    await this.prune();
    return { fannedOut, ...sent };
  }

  /** Turns new outbox events into deliveries; answers how many events it fanned out. */
  async fanOut(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await this.events.find({
        where: { fanned_out_at: IsNull() },
        order: { id: 'ASC' },
        take: FAN_OUT_BATCH,
      });
      if (!batch.length) return total;
      total += await transaction(this.dataSource, async (manager) => {
        const now = this.clock.now();
        const events = manager.withRepository(this.events);
        const owners = [...new Set(batch.map((event) => event.owner_id))];
        // Read after the first write: an SQLite transaction that reads first cannot take the write
        // lock while another process holds it (SQLITE_BUSY without waiting).
        let endpoints: WebhookEndpoint[] | null = null;
        let claimed = 0;
        for (const event of batch) {
          const taken = await events.update({ id: event.id, fanned_out_at: IsNull() }, { fanned_out_at: now });
          if (!taken.affected) continue;
          claimed++;
          endpoints ??= await manager.find(WebhookEndpoint, { where: { user_id: In(owners), enabled: true } });
          const rows = endpoints
            .filter((endpoint) => endpoint.user_id === event.owner_id && endpoint.events.includes(event.type))
            .map((endpoint) => ({
              endpoint_id: endpoint.id,
              event_id: event.id,
              status: 'pending' as const,
              attempts: 0,
              next_attempt_at: now,
              created_at: now,
            }));
          if (rows.length)
            // An ignored duplicate (another replica fanned the event out) has no generated id to read back.
            await manager.createQueryBuilder().insert().into(WebhookDelivery).values(rows).orIgnore().updateEntity(false).execute();
        }
        return claimed;
      });
      if (batch.length < FAN_OUT_BATCH) return total;
    }
  }

  /** Claims and sends due deliveries, round after round, until none is due. */
  async deliverDue(): Promise<{ attempted: number; delivered: number }> {
    let attempted = 0;
    let delivered = 0;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const claimed = await this.claim();
      if (!claimed.length) break;
      const outcomes = await this.pool(claimed, (item) => this.attempt(item));
      // The round's attempts are recorded together: one transaction instead of one per delivery
      // (a process that dies before it leaves the claims to lapse, and they are sent again).
      await transaction(this.dataSource, async (manager) => {
        for (const result of outcomes) await this.record(manager, result);
      });
      attempted += outcomes.length;
      delivered += outcomes.filter((result) => result.outcome.succeeded).length;
      if (claimed.length < CLAIM_BATCH) break;
    }
    return { attempted, delivered };
  }

  /** Due deliveries of enabled endpoints, taken with a token and a lease in one conditional update. */
  private async claim(): Promise<Claimed[]> {
    const now = this.clock.now();
    const due = await this.dataSource
      .createQueryBuilder(WebhookDelivery, 'd')
      .innerJoin(WebhookEndpoint, 'e', 'e.id = d.endpoint_id')
      .select('d.id', 'id')
      .where("d.status = 'pending'")
      .andWhere('d.next_attempt_at <= :now', { now })
      .andWhere('(d.claimed_until IS NULL OR d.claimed_until <= :now)', { now })
      .andWhere('e.enabled = :enabled', { enabled: true })
      .orderBy('d.next_attempt_at', 'ASC')
      .addOrderBy('d.id', 'ASC')
      .limit(CLAIM_BATCH)
      .getRawMany<{ id: number }>();
    if (!due.length) return [];
    const token = randomUUID();
    const lease = new Date(now.getTime() + claimLeaseMs(this.config.WEBHOOK_CONCURRENCY));
    // Through transaction(): on SQLite it queues behind this process's other writes (common/transaction.ts).
    await transaction(this.dataSource, (manager) =>
      manager
        .createQueryBuilder()
        .update(WebhookDelivery)
        .set({ claimed_until: lease, claim_token: token })
        .where('id IN (:...ids)', { ids: due.map((row) => Number(row.id)) })
        .andWhere("status = 'pending'")
        .andWhere('(claimed_until IS NULL OR claimed_until <= :now)', { now })
        .execute(),
    );
    const deliveries = await this.dataSource.manager.find(WebhookDelivery, { where: { claim_token: token } });
    if (!deliveries.length) return [];
    const endpoints = new Map(
      (
        await this.dataSource.manager.find(WebhookEndpoint, {
          where: { id: In([...new Set(deliveries.map((d) => d.endpoint_id))]) },
        })
      ).map((e) => [e.id, e]),
    );
    const events = new Map(
      (await this.events.find({ where: { id: In([...new Set(deliveries.map((d) => d.event_id))]) } })).map((e) => [
        e.id,
        e,
      ]),
    );
    return deliveries.flatMap((delivery) => {
      const endpoint = endpoints.get(delivery.endpoint_id);
      const event = events.get(delivery.event_id);
      return endpoint && event ? [{ delivery, endpoint, event, token }] : [];
    });
  }

  /** Sends one claimed delivery; answers what came of it, for the round's record. */
  private async attempt(item: Claimed): Promise<Attempted> {
    const { delivery, endpoint, event, token } = item;
    const at = this.clock.now();
    const secrets = [endpoint.secret];
    if (
      endpoint.previous_secret &&
      endpoint.previous_secret_until &&
      endpoint.previous_secret_until.getTime() > at.getTime()
    )
      secrets.push(endpoint.previous_secret);
    const headers = {
      'webhook-id': event.event_id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature(secrets, event.event_id, at, event.payload),
    };
    let outcome: AttemptOutcome;
    try {
      outcome = await postMessage(endpoint.url, headers, event.payload, this.policy);
    } catch (error) {
      outcome = { statusCode: null, error: (error as Error).message, body: null, durationMs: 0, succeeded: false };
    }
    return { delivery, endpoint, event, token, at, outcome };
  }

  /** The attempt's row and the delivery's next step, in one transaction; the owner told when the endpoint is turned off. */
  private async record(
    manager: EntityManager,
    { delivery, endpoint, event, token, at, outcome }: Attempted,
  ): Promise<void> {
    {
      await manager.insert(WebhookAttempt, {
        delivery_id: delivery.id,
        attempted_at: at,
        status_code: outcome.statusCode,
        error: outcome.error,
        response_body: outcome.body,
        duration_ms: outcome.durationMs,
        succeeded: outcome.succeeded,
      });
      const attempts = delivery.attempts + 1;
      const common = {
        attempts,
        last_attempt_at: at,
        last_status_code: outcome.statusCode,
        claimed_until: null,
        claim_token: null,
      };
      if (outcome.succeeded) {
        await manager.update(
          WebhookDelivery,
          { id: delivery.id, claim_token: token },
          { ...common, status: 'delivered', delivered_at: at, next_attempt_at: null },
        );
        // Only an endpoint that was failing is written: every success would otherwise queue on its row.
        if (endpoint.failing_since) await manager.update(WebhookEndpoint, { id: endpoint.id }, { failing_since: null });
        return;
      }
      const next = new Date(at.getTime() + webhookRetryDelayMs(attempts));
      const givenUp = next.getTime() > event.created_at.getTime() + WEBHOOK_LIMITS.retryWindowMs;
      await manager.update(
        WebhookDelivery,
        { id: delivery.id, claim_token: token },
        givenUp ? { ...common, status: 'failed', next_attempt_at: null } : { ...common, next_attempt_at: next },
      );
      if (!endpoint.failing_since)
        await manager.update(WebhookEndpoint, { id: endpoint.id, failing_since: IsNull() }, { failing_since: at });
      const failingSince = endpoint.failing_since ?? at;
      const failedThroughout = at.getTime() - failingSince.getTime() >= WEBHOOK_LIMITS.retryWindowMs;
      if (failedThroughout || (givenUp && (await this.failedSinceFirstAttempt(manager, delivery.id, failingSince))))
        await this.disable(manager, endpoint, at);
    }
  }

  /** Whether the endpoint has not succeeded since this delivery's first attempt. */
  private async failedSinceFirstAttempt(
    manager: EntityManager,
    deliveryId: number,
    failingSince: Date,
  ): Promise<boolean> {
    const first = await manager.findOne(WebhookAttempt, { where: { delivery_id: deliveryId }, order: { id: 'ASC' } });
    return !!first && failingSince.getTime() <= first.attempted_at.getTime();
  }

  /** Turns the endpoint off (once, whichever replica gets there) and tells its owner by bell and SMS. */
  private async disable(manager: EntityManager, endpoint: WebhookEndpoint, at: Date): Promise<void> {
    const turnedOff = await manager.update(
      WebhookEndpoint,
      { id: endpoint.id, enabled: true },
      { enabled: false, disabled_at: at, disabled_reason: 'failing' },
    );
    if (!turnedOff.affected) return;
    const owner = await manager
      .withRepository(this.users)
      .findOne({ where: { id: endpoint.user_id }, select: { id: true, language: true, phone: true } });
    if (!owner) return;
    const language = userLanguage(owner);
    const url = shortUrl(endpoint.url);
    await this.notifications.write(manager, [
      {
        user_id: owner.id,
        notice_type: 'webhook',
        key: 'webhookNotice.disabled',
        params: { url },
        language,
        link: NOTICE_LINKS.webhooks(),
      },
    ]);
    const phone = owner.phone;
    if (phone) {
      const message = t(language, 'webhooks.disabledSms', { url: url.slice(0, 60) });
      await afterCommit(() =>
        this.sms
          .send({ to: phone, message })
          .catch((error: Error) => this.logger.warn(`Webhook SMS not sent: ${error.message}`)),
      );
    }
  }

  /** Events older than the retention, with their deliveries and attempts (cascade). */
  private async prune(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - WEBHOOK_RETENTION_MS);
    await this.events.delete({ created_at: LessThan(before) });
  }

  /** Runs `work` over `items`, WEBHOOK_CONCURRENCY at a time. */
  private async pool<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
    const results: R[] = new Array(items.length);
    let next = 0;
    const lanes = Array.from({ length: Math.min(this.config.WEBHOOK_CONCURRENCY, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    });
    await Promise.all(lanes);
    return results;
  }
}

/** An endpoint's address as a notice names it: host and path, no query. */
export function shortUrl(value: string): string {
  try {
    const url = new URL(value);
    return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return value.slice(0, 80);
  }
}
