import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { IDEMPOTENCY, type ApiIdempotentAction, type CreateIdempotentAction, type IdempotentAction } from '@gigmarket/shared';
import { IdempotencyInterceptor } from './idempotency.interceptor';

export const IDEMPOTENT_ACTION_KEY = 'idempotency:action';

/**
 * The route honours an `Idempotency-Key` header: the first answer (success or refusal) is kept per
 * user, action and key; the same key again answers it again without acting twice.
 */
export const Idempotent = (action: IdempotentAction | ApiIdempotentAction | CreateIdempotentAction) =>
  applyDecorators(
    SetMetadata(IDEMPOTENT_ACTION_KEY, action),
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: IDEMPOTENCY.header,
      required: false,
      description:
        'A key made by the client (8-64 of A-Z a-z 0-9 - _). The first answer is kept per user, action and key; a replay answers the same status and body with `Idempotent-Replayed: true` and acts once.',
    }),
  );
