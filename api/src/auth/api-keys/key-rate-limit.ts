import { createHash } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { getStorageToken, type ThrottlerStorage } from '@nestjs/throttler';
import type { Response } from 'express';
import { API_KEYS } from '@gigmarket/shared';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { DomainError } from '../../common/domain-error';
import { SPEC_MESSAGES } from '../../i18n/messages/spec';


/**
 * Requests per key (docs/api-keys.md "Limits"): counted in the rate-limit module's storage (Redis
 * with REDIS_URL, shared by the replicas; this process's memory otherwise) under the throttler name
 * `apikey`, API_KEY_REQUESTS_PER_MINUTE in a fixed window of a minute. Every answer to a key carries the IETF draft's
 * headers (draft-ietf-httpapi-ratelimit-headers-08, as express-rate-limit writes them with
 * `standardHeaders: 'draft-8'`):
 *
 *   RateLimit-Policy: "120-in-1min"; q=120; w=60; pk=:<digest of the key id>:
 *   RateLimit: "120-in-1min"; r=<requests left>; t=<seconds until the window resets>
 *
 * Past the limit: 429 with `Retry-After`.
 */
@Injectable()
export class KeyRateLimit {
  constructor(
    @Inject(getStorageToken()) private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async count(keyId: number, response: Response): Promise<void> {
    const limit = this.config.API_KEY_REQUESTS_PER_MINUTE;
    // The policy's name, as express-rate-limit names its default policies.
    const policy = `${limit}-in-${API_KEYS.windowSeconds / 60}min`;
    const windowMs = API_KEYS.windowSeconds * 1000;
    const record = await this.storage.increment(`key:${keyId}`, windowMs, limit, windowMs, 'apikey');
    const remaining = Math.max(0, limit - record.totalHits);
    const reset = record.isBlocked ? Math.max(1, record.timeToBlockExpire) : Math.max(0, record.timeToExpire);
    const partition = createHash('sha256').update(`key:${keyId}`).digest().subarray(0, 12).toString('base64');
    if (!response.headersSent) {
      response.setHeader('RateLimit-Policy', `"${policy}"; q=${limit}; w=${API_KEYS.windowSeconds}; pk=:${partition}:`);
      response.setHeader('RateLimit', `"${policy}"; r=${remaining}; t=${reset}`);
    }
    if (record.isBlocked || record.totalHits > limit) {
      throw new DomainError(SPEC_MESSAGES.tooManyRequests, HttpStatus.TOO_MANY_REQUESTS, [], { retryAfter: Math.max(1, reset) });
    }
  }
}
