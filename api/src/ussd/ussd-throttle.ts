import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { ThrottlerLimitDetail } from '@nestjs/throttler';
import type { ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AuthThrottlerGuard } from '../auth/rate-limit/auth-throttler.guard';
import { USSD_TEXT } from './ussd-text';

/** A phone past its hops per minute (USSD_HOPS_PER_PHONE_PER_MINUTE). */
export class UssdThrottled extends HttpException {
  constructor(readonly retryAfter: number) {
    super('Too many USSD hops from this phone', HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** The per-phone limit, refused in the gateway's own terms by UssdThrottledFilter. */
@Injectable()
export class UssdThrottlerGuard extends AuthThrottlerGuard {
  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw new UssdThrottled(Math.max(1, detail.timeToBlockExpire));
  }
}

/**
 * A gateway shows the caller only a screen: a 429 in JSON would reach the phone as a network error.
 * The limit answers 200 with a closing screen in both languages (the caller's language is not
 * read for a hop that is refused), `END ...` for Africa's Talking, a `Release` for Hubtel.
 */
@Catch(UssdThrottled)
export class UssdThrottledFilter implements ExceptionFilter {
  catch(exception: UssdThrottled, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<Request>();
    const response = host.switchToHttp().getResponse<Response>();
    const message = `${USSD_TEXT.en.throttled}\n${USSD_TEXT.fr.throttled}`;
    response.status(HttpStatus.OK).setHeader('Retry-After', String(exception.retryAfter));
    response.setHeader('Cache-Control', 'no-store');
    if (request.path.includes('/hubtel')) response.json({ Type: 'Release', Message: message });
    else response.type('text/plain; charset=utf-8').send(`END ${message}`);
  }
}
