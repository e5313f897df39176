import { Module } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { ThrottlerModule, ThrottlerStorageService } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { accountKey, AuthThrottlerGuard, senderLimited } from './auth-throttler.guard';
import { clientAddress } from './client-address';
import { RedisThrottlerStorage } from './redis-throttler.storage';

const MINUTE_MS = 60_000;

function bodyOf(context: ExecutionContext): unknown {
  return context.switchToHttp().getRequest<{ body?: unknown }>().body;
}

/**
 * Counters in memory, or in Redis when REDIS_URL is set so replicas share them. Two throttlers per
 * route: `ip` (the client address, see clientAddress; RATE_LIMIT_PER_IP_PER_MINUTE, sized for
 * carrier-grade NAT) and `account` (the phone or email the body names, RATE_LIMIT_PER_MINUTE;
 * skipped when it names none). A third, `sender`, counts only on routes marked `@SenderLimited()`
 * (sending a message): per signed-in user, MESSAGES_PER_USER_PER_MINUTE.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        setHeaders: false,
        storage: config.REDIS_URL ? new RedisThrottlerStorage(config.REDIS_URL, undefined, config.API_REPLICAS) : new ThrottlerStorageService(),
        throttlers: [
          {
            name: 'ip',
            ttl: MINUTE_MS,
            limit: config.RATE_LIMIT_PER_IP_PER_MINUTE,
            getTracker: (req: Record<string, unknown>) => clientAddress(req, config.SITE_API_SECRET),
          },
          {
            name: 'account',
            ttl: MINUTE_MS,
            limit: config.RATE_LIMIT_PER_MINUTE,
            skipIf: (context: ExecutionContext) => accountKey(bodyOf(context)) === null,
            getTracker: (req: Record<string, unknown>) => accountKey(req.body) ?? 'none',
          },
          {
            name: 'sender',
            ttl: MINUTE_MS,
            limit: config.MESSAGES_PER_USER_PER_MINUTE,
            skipIf: (context: ExecutionContext) => !senderLimited(context),
            getTracker: (req: Record<string, unknown>) => `user:${String((req.user as { id?: number } | undefined)?.id)}`,
            // One count per user over every sender-limited route (text and file), not one per route.
            generateKey: (_context: ExecutionContext, tracker: string, name: string) => `${name}:${tracker}`,
          },
        ],
      }),
    }),
  ],
  providers: [AuthThrottlerGuard],
  exports: [AuthThrottlerGuard, ThrottlerModule],
})
export class RateLimitModule {}
