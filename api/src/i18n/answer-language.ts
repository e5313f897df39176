import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Language } from '@gigmarket/shared';
import type { Request } from 'express';
import { pickLanguage } from './i18n';

/**
 * The request's language (`Accept-Language` through `pickLanguage`), for answers that carry words
 * from the database in it: reference data names (docs/i18n.md, "Reference data in French"). Every
 * operation follows the header already, so unlike `@Headers('accept-language')` it does not put
 * a required header parameter into the OpenAPI document.
 */
export const AnswerLanguage = createParamDecorator((_: unknown, context: ExecutionContext): Language =>
  pickLanguage(context.switchToHttp().getRequest<Request>().headers['accept-language']),
);

/**
 * The language the caller asked for, or undefined when the request names none: for answers whose
 * words otherwise follow the account's language (a thread's safety rule and masking), so a page
 * read in French says them in French whatever the account's setting.
 */
export const AskedLanguage = createParamDecorator((_: unknown, context: ExecutionContext): Language | undefined => {
  const header = context.switchToHttp().getRequest<Request>().headers['accept-language'];
  return header && String(header).trim() ? pickLanguage(header) : undefined;
});
