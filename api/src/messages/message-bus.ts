import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import type { MessageStreamEvent } from '@gigmarket/shared';

/** One event for one user's open streams. */
export interface Delivery {
  user_id: number;
  event: MessageStreamEvent;
}

export type StreamListener = (event: MessageStreamEvent) => void;

/**
 * Fans message events out to the streams open on this process. `publish` reaches every API
 * process: in-process here; through Redis pub/sub in RedisMessageBus (REDIS_URL).
 */
export class MessageBus {
  private readonly listeners = new Map<number, Set<StreamListener>>();

  /** Listens for one user's events; answers the unsubscribe. */
  subscribe(userId: number, listener: StreamListener): () => void {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** How many streams are open on this process. */
  get streams(): number {
    let total = 0;
    for (const set of this.listeners.values()) total += set.size;
    return total;
  }

  async publish(deliveries: Delivery[]): Promise<void> {
    this.deliver(deliveries);
  }

  protected deliver(deliveries: Delivery[]): void {
    for (const { user_id, event } of deliveries) {
      for (const listener of this.listeners.get(user_id) ?? []) listener(event);
    }
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

/** The pub/sub channel: one per Redis database number, so separate deployments sharing a server do not cross. */
export function busChannel(url: string): string {
  const db = /\/(\d+)\/?$/.exec(new URL(url).pathname + '/')?.[1] ?? '0';
  return `gig:messages:${db}`;
}

/**
 * Every process publishes to one Redis channel and subscribes to it; each delivers to the
 * streams it holds. A Redis outage loses live events (the thread page still reads the database).
 */
export class RedisMessageBus extends MessageBus {
  private readonly logger = new Logger('RedisMessageBus');
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;
  readonly ready: Promise<void>;

  constructor(url: string) {
    super();
    this.channel = busChannel(url);
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url, { maxRetriesPerRequest: null });
    for (const client of [this.publisher, this.subscriber]) client.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
    this.subscriber.on('message', (channel: string, payload: string) => {
      if (channel !== this.channel) return;
      try {
        this.deliver(JSON.parse(payload) as Delivery[]);
      } catch (error) {
        this.logger.warn(`Bad bus payload: ${(error as Error).message}`);
      }
    });
    this.ready = this.subscriber.subscribe(this.channel).then(() => undefined);
    this.ready.catch((error: unknown) => this.logger.warn(`Redis subscribe: ${(error as Error).message}`));
  }

  override async publish(deliveries: Delivery[]): Promise<void> {
    if (deliveries.length === 0) return;
    try {
      await this.publisher.publish(this.channel, JSON.stringify(deliveries));
    } catch (error) {
      // Live delivery is best effort: the message is stored; readers see it on their next load.
      this.logger.warn(`Redis publish: ${(error as Error).message}`);
    }
  }

  override async close(): Promise<void> {
    await super.close();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
