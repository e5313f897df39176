import { Logger, OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Fixed window per key: INCR with a PEXPIRE of `ttl` on the first hit; past `limit` a block key
 * lives for `blockDuration`. One Lua script, so replicas sharing the Redis see the same counts.
 * Returns [hits, ms left in the window, blocked (0/1), ms left in the block].
 */
const INCREMENT = `
local hits_key = KEYS[1]
local block_key = KEYS[2]
local ttl = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local block = tonumber(ARGV[3])
local block_left = redis.call('PTTL', block_key)
if block_left > 0 then
  local hits = tonumber(redis.call('GET', hits_key) or '0')
  return { hits, redis.call('PTTL', hits_key), 1, block_left }
end
local hits = redis.call('INCR', hits_key)
if hits == 1 then redis.call('PEXPIRE', hits_key, ttl) end
local ttl_left = redis.call('PTTL', hits_key)
if ttl_left < 0 then
  redis.call('PEXPIRE', hits_key, ttl)
  ttl_left = ttl
end
if hits > limit then
  redis.call('SET', block_key, '1', 'PX', block)
  return { hits, ttl_left, 1, block }
end
return { hits, ttl_left, 0, 0 }
`;

/** A Redis busy under load answers late but answers: only past this is it treated as down. */
const COMMAND_TIMEOUT_MS = 3_000;

/**
 * @nestjs/throttler storage in Redis (REDIS_URL), shared by every API replica.
 *
 * While Redis is unreachable the limits neither fail closed (refusing every sign-in would turn a
 * Redis outage into a sign-in outage) nor fully open: each replica counts in its own memory
 * (@nestjs/throttler's in-process storage) until Redis answers again, allowing the limit divided
 * by the number of replicas (API_REPLICAS), so the replicas together still allow about the limit. The one-time code rules (tries, expiry, resend interval, codes per hour)
 * live in the database and hold either way. A lost connection is noticed at once (no queueing
 * behind reconnect attempts); a Redis that hangs costs at most COMMAND_TIMEOUT_MS per call.
 */
export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RedisThrottlerStorage');
  readonly client: Redis;
  private readonly fallback = new ThrottlerStorageService();
  private degraded = false;

  constructor(
    url: string,
    private readonly prefix = 'gig:throttle:',
    private readonly replicas = 1,
  ) {
    this.client = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false, commandTimeout: COMMAND_TIMEOUT_MS });
    this.client.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
    this.client.on('ready', () => {
      if (this.degraded) this.logger.warn('Redis is back: rate limits are shared again');
      this.degraded = false;
    });
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const base = `${this.prefix}${throttlerName}:${key}`;
    // Connected before and now reconnecting (or given up): do not wait for the reconnects.
    if (this.client.status === 'reconnecting' || this.client.status === 'close' || this.client.status === 'end') {
      return this.local(key, ttl, limit, blockDuration, throttlerName, `connection ${this.client.status}`);
    }
    try {
      const [hits, ttlLeft, blocked, blockLeft] = (await this.client.eval(
        INCREMENT,
        2,
        `${base}:hits`,
        `${base}:block`,
        String(ttl),
        String(limit),
        String(Math.max(blockDuration, 1)),
      )) as [number, number, number, number];
      return {
        totalHits: Number(hits),
        timeToExpire: Math.max(0, Math.ceil(Number(ttlLeft) / 1000)),
        isBlocked: Number(blocked) === 1,
        timeToBlockExpire: Math.max(0, Math.ceil(Number(blockLeft) / 1000)),
      };
    } catch (error) {
      return this.local(key, ttl, limit, blockDuration, throttlerName, error instanceof Error ? error.message : String(error));
    }
  }

  /** Counts in this process while Redis is unavailable (see the class comment). */
  private local(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string, reason: string) {
    if (!this.degraded) {
      this.degraded = true;
      this.logger.error(`Rate limit storage unavailable (${reason}): counting in this process until Redis is back`);
    }
    return this.fallback.increment(key, ttl, Math.max(1, Math.floor(limit / this.replicas)), blockDuration, throttlerName);
  }

  async onApplicationShutdown(): Promise<void> {
    this.fallback.onApplicationShutdown();
    if (this.client.status !== 'ready') return this.client.disconnect();
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
