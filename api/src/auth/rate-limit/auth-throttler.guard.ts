import { ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { digitsOnly, MESSAGES } from '@gigmarket/shared';
import { DomainError } from '../../common/domain-error';

/**
 * The account an auth call is about, from the raw body (the guard runs before validation):
 * phone digits, or a lower-cased email. Null when the call names none.
 */
export function accountKey(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  // phoneNumber / Mobile: the USSD gateways' callbacks (per-phone limits on the USSD endpoint).
  for (const field of ['username', 'phone', 'email', 'phoneNumber', 'Mobile']) {
    const value = record[field];
    if (typeof value !== 'string' || !value.trim()) continue;
    const trimmed = value.trim().toLowerCase();
    if (trimmed.includes('@')) return `email:${trimmed.slice(0, 100)}`;
    const digits = digitsOnly(trimmed);
    return digits ? `phone:${digits.slice(0, 20)}` : `name:${trimmed.slice(0, 100)}`;
  }
  return null;
}

/**
 * Rate limits on the auth calls, per client IP (`ip`) and per phone or email named in the body
 * (`account`). A refusal is 429 with the spec-shaped body and a `Retry-After` header.
 */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const retryAfter = Math.max(1, detail.timeToBlockExpire);
    throw new DomainError(MESSAGES.tooManyRequests, HttpStatus.TOO_MANY_REQUESTS, [], { retryAfter });
  }
}
