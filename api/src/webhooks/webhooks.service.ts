import { randomBytes } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type Repository } from 'typeorm';
import { WEBHOOK_LIMITS } from '@gigmarket/shared';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { TaskScheduler } from '../common/scheduler';
import { afterCommit, transaction } from '../common/transaction';
import type { Message } from '../i18n/message';
import { WEBHOOK_MESSAGES } from '../i18n/messages/webhooks';
import type { WebhookEvent } from '../webhook-outbox/webhook-event.entity';
import { InjectWebhookEvents } from '../webhook-outbox/repositories';
import { WEBHOOK_TASK } from '../webhook-outbox/webhook-outbox';
import { addressPolicy, refuseUrl, type AddressPolicy, type UrlRefusal } from './webhook-address';
import type { AdminWebhookEndpointDto, WebhookAttemptDto, WebhookDeliveryDto, WebhookDeliveryPageDto, WebhookEndpointDto, WebhookSecretDto } from './webhook-answers.dto';
import type { User } from '../users/user.entity';
import { InjectUsers } from '../users/repositories';
import type { CreateWebhookDto, UpdateWebhookDto } from './webhook.dto';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from './webhook.entities';

/** A Standard Webhooks secret: `whsec_` and 24 random bytes in base64. */
export function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export function endpointView(endpoint: WebhookEndpoint): WebhookEndpointDto {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    enabled: endpoint.enabled,
    disabled_reason: endpoint.disabled_reason,
    disabled_at: endpoint.disabled_at,
    failing_since: endpoint.failing_since,
    secret_hint: `whsec_…${endpoint.secret.slice(-4)}`,
    created_at: endpoint.created_at,
    updated_at: endpoint.updated_at,
  };
}

export function attemptView(attempt: WebhookAttempt): WebhookAttemptDto {
  return {
    id: attempt.id,
    attempted_at: attempt.attempted_at,
    status_code: attempt.status_code,
    error: attempt.error,
    response_body: attempt.response_body,
    duration_ms: attempt.duration_ms,
    succeeded: attempt.succeeded,
  };
}

const REFUSALS: Record<UrlRefusal, { rule: string; message: Message }> = {
  url: { rule: 'url', message: WEBHOOK_MESSAGES.urlInvalid },
  https: { rule: 'https', message: WEBHOOK_MESSAGES.urlHttps },
  credentials: { rule: 'no_credentials', message: WEBHOOK_MESSAGES.urlCredentials },
  unresolvable: { rule: 'resolvable', message: WEBHOOK_MESSAGES.urlUnresolvable },
  private: { rule: 'public_address', message: WEBHOOK_MESSAGES.urlPrivate },
};

/**
 * An employer's webhook endpoints (docs/webhooks.md): each call reaches only the caller's own
 * endpoints (another's is a 404). The secret is answered at creation and rotation only.
 */
@Injectable()
export class WebhooksService {
  private readonly policy: AddressPolicy;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectWebhookEvents() private readonly events: Repository<WebhookEvent>,
    @InjectUsers() private readonly users: Repository<User>,
    private readonly clock: Clock,
    private readonly scheduler: TaskScheduler,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.policy = addressPolicy(config);
  }

  async list(userId: number): Promise<WebhookEndpointDto[]> {
    const rows = await this.dataSource.manager.find(WebhookEndpoint, { where: { user_id: userId }, order: { id: 'ASC' } });
    return rows.map(endpointView);
  }

  async show(userId: number, id: number): Promise<WebhookEndpointDto> {
    return endpointView(await this.own(userId, id));
  }

  async create(userId: number, dto: CreateWebhookDto): Promise<WebhookSecretDto> {
    await this.checkUrl(dto.url);
    return transaction(this.dataSource, async (manager) => {
      if ((await manager.count(WebhookEndpoint, { where: { user_id: userId } })) >= WEBHOOK_LIMITS.endpointsPerUser)
        throw new DomainError(WEBHOOK_MESSAGES.tooMany(WEBHOOK_LIMITS.endpointsPerUser), HttpStatus.CONFLICT);
      const now = this.clock.now();
      const secret = newSecret();
      const inserted = await manager.insert(WebhookEndpoint, {
        user_id: userId,
        url: dto.url,
        description: dto.description || null,
        events: dto.events,
        secret,
        enabled: true,
        created_at: now,
        updated_at: now,
      });
      const endpoint = await manager.findOneByOrFail(WebhookEndpoint, { id: Number(inserted.identifiers[0].id) });
      return { ...endpointView(endpoint), secret };
    });
  }

  async update(userId: number, id: number, dto: UpdateWebhookDto): Promise<WebhookEndpointDto> {
    if (dto.url !== undefined) await this.checkUrl(dto.url);
    return transaction(this.dataSource, async (manager) => {
      const endpoint = await this.own(userId, id);
      const changes: Partial<WebhookEndpoint> = {};
      if (dto.url !== undefined) changes.url = dto.url;
      if (dto.events !== undefined) changes.events = dto.events;
      if (dto.description !== undefined) changes.description = dto.description || null;
      if (dto.enabled === true && !endpoint.enabled) Object.assign(changes, { enabled: true, disabled_at: null, disabled_reason: null, failing_since: null });
      if (dto.enabled === false && endpoint.enabled) Object.assign(changes, { enabled: false, disabled_at: this.clock.now(), disabled_reason: null });
      if (Object.keys(changes).length) await manager.update(WebhookEndpoint, { id, user_id: userId }, { ...changes, updated_at: this.clock.now() });
      if (changes.enabled) await afterCommit(() => this.scheduler.trigger(WEBHOOK_TASK));
      return endpointView(await manager.findOneByOrFail(WebhookEndpoint, { id }));
    });
  }

  async remove(userId: number, id: number): Promise<void> {
    await transaction(this.dataSource, async (manager) => {
      await this.own(userId, id);
      await manager.delete(WebhookEndpoint, { id, user_id: userId });
    });
  }

  /** A new secret; the previous one keeps signing beside it for WEBHOOK_LIMITS.previousSecretMs. */
  async rotate(userId: number, id: number): Promise<WebhookSecretDto> {
    return transaction(this.dataSource, async (manager) => {
      const endpoint = await this.own(userId, id);
      const now = this.clock.now();
      const secret = newSecret();
      await manager.update(
        WebhookEndpoint,
        { id, user_id: userId },
        { secret, previous_secret: endpoint.secret, previous_secret_until: new Date(now.getTime() + WEBHOOK_LIMITS.previousSecretMs), updated_at: now },
      );
      return { ...endpointView(await manager.findOneByOrFail(WebhookEndpoint, { id })), secret };
    });
  }

  /** The endpoint's deliveries, newest first, each with its attempts. */
  async deliveries(userId: number | null, id: number, page: number, perPage: number): Promise<WebhookDeliveryPageDto> {
    await this.own(userId, id);
    const manager = this.dataSource.manager;
    const [rows, total] = await manager.findAndCount(WebhookDelivery, { where: { endpoint_id: id }, order: { id: 'DESC' }, skip: (page - 1) * perPage, take: perPage });
    return { items: await this.deliveryViews(rows), total, page, per_page: perPage };
  }

  /** One more attempt of a delivery, now (whatever its status): the receiver de-duplicates by `webhook-id`. */
  async resend(userId: number | null, id: number, deliveryId: number): Promise<WebhookDeliveryDto> {
    const delivery = await transaction(this.dataSource, async (manager) => {
      await this.own(userId, id);
      const found = await manager.findOneBy(WebhookDelivery, { id: deliveryId, endpoint_id: id });
      if (!found) throw new DomainError(WEBHOOK_MESSAGES.deliveryNotFound, HttpStatus.NOT_FOUND);
      await manager.update(WebhookDelivery, { id: deliveryId }, { status: 'pending', next_attempt_at: this.clock.now(), claimed_until: null, claim_token: null });
      await afterCommit(() => this.scheduler.trigger(WEBHOOK_TASK));
      return manager.findOneByOrFail(WebhookDelivery, { id: deliveryId });
    });
    return (await this.deliveryViews([delivery]))[0];
  }

  /**
   * The back office's list (superadmin): every endpoint, newest first, with its owner's name and
   * its deliveries' counts by status.
   */
  async listAll(): Promise<AdminWebhookEndpointDto[]> {
    const endpoints = await this.dataSource.manager.find(WebhookEndpoint, { order: { id: 'DESC' } });
    return this.adminViews(endpoints);
  }

  async showAny(id: number): Promise<AdminWebhookEndpointDto> {
    return (await this.adminViews([await this.own(null, id)]))[0];
  }

  private async adminViews(endpoints: WebhookEndpoint[]): Promise<AdminWebhookEndpointDto[]> {
    if (!endpoints.length) return [];
    const manager = this.dataSource.manager;
    const owners = new Map(
      (await this.users.find({ where: { id: In([...new Set(endpoints.map((e) => e.user_id))]) }, select: { id: true, name: true } })).map((u) => [u.id, u.name]),
    );
    const counts = await manager
      .createQueryBuilder(WebhookDelivery, 'd')
      .select('d.endpoint_id', 'endpoint_id')
      .addSelect('d.status', 'status')
      .addSelect('COUNT(*)', 'n')
      .where('d.endpoint_id IN (:...ids)', { ids: endpoints.map((e) => e.id) })
      .groupBy('d.endpoint_id')
      .addGroupBy('d.status')
      .getRawMany<{ endpoint_id: number | string; status: string; n: number | string }>();
    const count = (id: number, status: string) => Number(counts.find((c) => Number(c.endpoint_id) === id && c.status === status)?.n ?? 0);
    return endpoints.map((endpoint) => ({
      ...endpointView(endpoint),
      user_id: endpoint.user_id,
      owner_name: owners.get(endpoint.user_id) ?? null,
      deliveries_failed: count(endpoint.id, 'failed'),
      deliveries_pending: count(endpoint.id, 'pending'),
      deliveries_delivered: count(endpoint.id, 'delivered'),
    }));
  }

  private async deliveryViews(rows: WebhookDelivery[]): Promise<WebhookDeliveryDto[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const events = new Map((await this.events.find({ where: { id: In(rows.map((row) => row.event_id)) }, select: { id: true, event_id: true, type: true } })).map((e) => [e.id, e]));
    const attempts = await this.dataSource.manager.find(WebhookAttempt, { where: { delivery_id: In(ids) }, order: { id: 'DESC' } });
    return rows.map((row) => ({
      id: row.id,
      event_id: events.get(row.event_id)?.event_id ?? '',
      event_type: events.get(row.event_id)!.type,
      status: row.status,
      attempts: row.attempts,
      next_attempt_at: row.next_attempt_at,
      last_attempt_at: row.last_attempt_at,
      last_status_code: row.last_status_code,
      delivered_at: row.delivered_at,
      created_at: row.created_at,
      attempt_log: attempts.filter((attempt) => attempt.delivery_id === row.id).map(attemptView),
    }));
  }

  /** The caller's endpoint; any owner's for `null` (the back office). */
  private async own(userId: number | null, id: number): Promise<WebhookEndpoint> {
    const endpoint = await this.dataSource.manager.findOneBy(WebhookEndpoint, userId === null ? { id } : { id, user_id: userId });
    if (!endpoint) throw new DomainError(WEBHOOK_MESSAGES.notFound, HttpStatus.NOT_FOUND);
    return endpoint;
  }

  private async checkUrl(url: string): Promise<void> {
    const refusal = await refuseUrl(url, this.policy);
    if (refusal) throw DomainError.field('url', REFUSALS[refusal].rule, REFUSALS[refusal].message);
  }
}
