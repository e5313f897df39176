import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { map, type Observable } from 'rxjs';
import { localizeBody, pickLanguage } from './i18n';

/** Draws the `message` of every `ok()` answer in the caller's `Accept-Language`, with its `message_key`. */
export class LanguageInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const language = pickLanguage(context.switchToHttp().getRequest<Request>().headers['accept-language']);
    return next.handle().pipe(map((body: unknown) => localizeBody(language, body)));
  }
}
