import { CallHandler, ExecutionContext, HttpStatus, Injectable, NestInterceptor, RequestMethod } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { DataSource } from 'typeorm';
import { IDEMPOTENCY } from '@gigmarket/shared';
import type { AuthUser } from '../common/auth/auth-user';
import { DomainError } from '../common/domain-error';
import { classifyDriverError, HttpExceptionFilter } from '../common/http-exception.filter';
import { withKeyLock } from '../common/keyed-lock';
import { reviveAnswer, saidOf, storeAnswer } from '../i18n/message';
import { OFFLINE_MESSAGES } from '../i18n/messages/shared';
import { IdempotencyKey } from './idempotency-key.entity';

const IDEMPOTENT_ACTION_KEY = 'idempotency:action';

type Stored = { status: number; body: Record<string, unknown> };

/** Answers worth keeping: successes and refusals, not outages, rate limits or crashes. */
const keepable = (status: number) => status < 500 && status !== HttpStatus.TOO_MANY_REQUESTS;

/** JSON with its keys sorted, so the same body sent in another key order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value as object).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`).join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** The request a key is bound to: method, path (with its query) and body. */
function fingerprint(request: Request): string {
  return createHash('sha256').update(`${request.method} ${request.originalUrl}\n${canonical(request.body)}`).digest('hex');
}

/** See the `Idempotent` decorator. Without the header the route behaves as before. */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly describer = new HttpExceptionFilter();

  constructor(
    private readonly reflector: Reflector,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const action = this.reflector.get<string | undefined>(IDEMPOTENT_ACTION_KEY, context.getHandler());
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: AuthUser }>();
    const raw = request.headers[IDEMPOTENCY.header.toLowerCase()];
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!action || key === undefined || !request.user) return next.handle();
    if (!IDEMPOTENCY.pattern.test(key)) {
      throw DomainError.field(IDEMPOTENCY.header, 'format', OFFLINE_MESSAGES.badIdempotencyKey);
    }
    const response = http.getResponse<Response>();
    const userId = request.user.id;
    const requestHash = fingerprint(request);
    const successStatus = this.successStatus(context);
    return from(
      withKeyLock(`idempotency:${userId}:${action}:${key}`, async () => {
        const repo = this.dataSource.getRepository(IdempotencyKey);
        const previous = await repo.findOne({ where: { user_id: userId, action, idem_key: key } });
        if (previous) {
          // A key answers only for the request it was first sent with (same method, path and body).
          if (previous.request_hash && previous.request_hash !== requestHash)
            throw new DomainError(OFFLINE_MESSAGES.idempotencyKeyReused, HttpStatus.UNPROCESSABLE_ENTITY);
          return this.replay(response, { status: previous.status, body: reviveAnswer(previous.body) });
        }
        let answer: Stored;
        let thrown: unknown;
        try {
          answer = { status: successStatus, body: (await lastValueFrom(next.handle(), { defaultValue: undefined })) as Record<string, unknown> };
        } catch (error) {
          thrown = error;
          answer = this.describer.describe(error);
        }
        if (keepable(answer.status)) {
          try {
            await repo.insert({ user_id: userId, action, idem_key: key, request_hash: requestHash, status: answer.status, body: storeAnswer(answer.body) });
          } catch (error) {
            // Another process stored the same key first: its answer is the first one.
            if (classifyDriverError(((error as { driverError?: object }).driverError ?? error) as object) !== 'unique') throw error;
            const first = await repo.findOneByOrFail({ user_id: userId, action, idem_key: key });
            if (first.request_hash && first.request_hash !== requestHash)
              throw new DomainError(OFFLINE_MESSAGES.idempotencyKeyReused, HttpStatus.UNPROCESSABLE_ENTITY);
            return this.replay(response, { status: first.status, body: reviveAnswer(first.body) });
          }
        }
        if (thrown) throw thrown;
        return answer.body;
      }),
    );
  }

  /** The stored answer again: a body for a success, the same refusal (status and body) otherwise. */
  private replay(response: Response, stored: Stored): unknown {
    response.setHeader(IDEMPOTENCY.replayedHeader, 'true');
    if (stored.status < 400) {
      response.status(stored.status);
      return stored.body;
    }
    const { message, details, errors: _errors, result: _result, ...extra } = stored.body as {
      message?: string;
      details?: DomainError['fieldErrors'];
      errors?: unknown;
      result?: unknown;
    };
    // The same refusal, said by the same keys (the filter draws it in this caller's language).
    const said = saidOf(stored.body);
    const fields = (details ?? []).map((detail, i) => (said?.details?.[i] ? { ...detail, message: said.details[i] } : detail));
    throw new DomainError(said?.message ?? null, stored.status, fields, extra, String(message ?? ''), !!said?.asIs);
  }

  private successStatus(context: ExecutionContext): number {
    const code = this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler());
    if (code) return code;
    const method = this.reflector.get<RequestMethod | undefined>(METHOD_METADATA, context.getHandler());
    return method === RequestMethod.POST ? HttpStatus.CREATED : HttpStatus.OK;
  }
}
