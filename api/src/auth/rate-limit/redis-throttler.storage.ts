import { Logger, OnApplicationShutdown } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
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

/** @nestjs/throttler storage in Redis (REDIS_URL), shared by every API replica. */
export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger('RedisThrottlerStorage');
  readonly client: Redis;

  constructor(
    url: string,
    private readonly prefix = 'gig:throttle:',
  ) {
    this.client = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    this.client.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const base = `${this.prefix}${throttlerName}:${key}`;
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
      // Fail open: the one-time code rules (kept in the database) still hold without Redis.
      this.logger.error(`Rate limit storage unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return { totalHits: 0, timeToExpire: Math.ceil(ttl / 1000), isBlocked: false, timeToBlockExpire: 0 };
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
