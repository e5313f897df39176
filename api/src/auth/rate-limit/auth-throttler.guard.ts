import { applyDecorators, ExecutionContext, HttpStatus, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { SkipThrottle, ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';

import { DomainError } from '../../common/domain-error';
import { SPEC_MESSAGES } from '../../i18n/messages/spec';
import { phoneKey } from '../../common/fields';

/**
 * The account an auth call is about, from the raw body (the guard runs before validation): the
 * phone in its one stored form (so `+234803...` and `0803...` share a limit), else its digits, or
 * a lower-cased email. Null when the call names none.
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
    const digits = phoneKey(trimmed);
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
    throw new DomainError(SPEC_MESSAGES.tooManyRequests, HttpStatus.TOO_MANY_REQUESTS, [], { retryAfter });
  }
}

const SENDER_LIMITED = 'gig:sender-limited';

/**
 * Limits a route per signed-in user (the `sender` throttler, MESSAGES_PER_USER_PER_MINUTE) and
 * by nothing else: one person cannot flood the other side of a thread, whatever address they use.
 */
export const SenderLimited = () =>
  applyDecorators(SetMetadata(SENDER_LIMITED, true), SkipThrottle({ ip: true, account: true }), UseGuards(AuthThrottlerGuard));

/** Whether the `sender` throttler counts this call: a `@SenderLimited()` route and a signed-in caller. */
export function senderLimited(context: ExecutionContext): boolean {
  const marked = Reflect.getMetadata(SENDER_LIMITED, context.getHandler()) === true;
  return marked && context.switchToHttp().getRequest<{ user?: unknown }>().user !== undefined;
}
