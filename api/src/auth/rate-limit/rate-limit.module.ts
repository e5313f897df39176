import { Module } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import { ThrottlerModule, ThrottlerStorageService } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { accountKey, AuthThrottlerGuard } from './auth-throttler.guard';
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
 * skipped when it names none).
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        setHeaders: false,
        storage: config.REDIS_URL ? new RedisThrottlerStorage(config.REDIS_URL) : new ThrottlerStorageService(),
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
        ],
      }),
    }),
  ],
  providers: [AuthThrottlerGuard],
  exports: [AuthThrottlerGuard, ThrottlerModule],
})
export class RateLimitModule {}
