import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { MESSAGES } from '@gigmarket/shared';
import { QueryFailedError } from 'typeorm';
import { DomainError } from './domain-error';
import { localizeBody, pickLanguage, render } from '../i18n/i18n';
import { withSaid, type Message } from '../i18n/message';
import { COMMON_MESSAGES, SPEC_MESSAGES } from '../i18n/messages/spec';

type DriverError = { code?: string; errno?: number; message?: string; name?: string };

/** A refusal's body saying `said` (in English until the answer is drawn in the caller's language). */
function keyed(said: Message, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return withSaid({ result: false, message: render('en', said), ...extra }, { message: said });
}

/** Seconds a client is asked to wait (`Retry-After`) while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Codes that mean "the database cannot be reached or is busy right now", not "the request is wrong". */
const UNAVAILABLE_CODES = new Set([
  // Node sockets (mysql2 reports them as the error code)
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // mysql2 protocol
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  // MySQL/MariaDB server
  'ER_CON_COUNT_ERROR',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'ER_SERVER_SHUTDOWN',
  'ER_SERVER_OFFLINE_MODE',
  'ER_CONNECTION_KILLED',
  'ER_QUERY_INTERRUPTED',
  'ER_LOCK_WAIT_TIMEOUT',
  'ER_LOCK_DEADLOCK',
  'ER_CLIENT_INTERACTION_TIMEOUT',
  // SQLite
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_RECOVERY',
  'SQLITE_BUSY_TIMEOUT',
  'SQLITE_LOCKED',
  'SQLITE_LOCKED_SHAREDCACHE',
]);

/** Messages of the same kind where no code is set (mysql2's pool, better-sqlite3, TypeORM). */
const UNAVAILABLE_MESSAGES = [
  /Pool is closed/i,
  /Connection lost/i,
  /connection is in closed state/i,
  /connect ETIMEDOUT/i,
  /database is locked/i,
  /database table is locked/i,
  /The database connection is not open/i,
  /Connection is not established/i,
  /Driver not Connected/i,
  /Cannot execute operation on "\w+" connection because connection is not yet established/i,
];

/** TypeORM's own "not connected" errors, by name. */
const UNAVAILABLE_NAMES = new Set(['CannotExecuteNotConnectedError', 'ConnectionIsNotSetError', 'DriverNotConnectedError']);

/**
 * Foreign-key and unique violations, as MySQL/MariaDB and SQLite each report them, and
 * `unavailable`: the database is unreachable, restarting, out of connections or busy (the request
 * may succeed if retried shortly).
 */
export function classifyDriverError(error: DriverError): 'foreign-key' | 'unique' | 'unavailable' | null {
  const code = error.code ?? '';
  const message = error.message ?? '';
  if (code === 'ER_ROW_IS_REFERENCED_2' || code === 'ER_ROW_IS_REFERENCED' || code === 'ER_NO_REFERENCED_ROW_2')
    return 'foreign-key';
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || /FOREIGN KEY constraint failed/.test(message)) return 'foreign-key';
  if (code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(message))
    return 'unique';
  if (UNAVAILABLE_CODES.has(code)) return 'unavailable';
  if (error.name && UNAVAILABLE_NAMES.has(error.name)) return 'unavailable';
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return 'unavailable';
  return null;
}

/**
 * Whether an exception (a TypeORM QueryFailedError, a raw driver error, or either wrapped as a
 * `cause`) means the database is unavailable for now.
 */
export function isDatabaseUnavailable(exception: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [exception];
  while (queue.length) {
    const error = queue.shift();
    if (!error || typeof error !== 'object' || seen.has(error) || seen.size > 8) continue;
    seen.add(error);
    if (error instanceof HttpException) return false;
    if (classifyDriverError(error as DriverError) === 'unavailable') return true;
    const { driverError, cause } = error as { driverError?: unknown; cause?: unknown };
    queue.push(driverError, cause);
  }
  return false;
}

/**
 * Every error leaves as `{ result: false, message, errors, details }` with an honest status:
 * never a stack trace. `errors` maps field -> message (react-admin's server-side validation
 * shape); `details` lists field, rule and message.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost) {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.describe(exception);
    if (status === HttpStatus.SERVICE_UNAVAILABLE && body.message === MESSAGES.serviceUnavailable) {
      // An outage repeats on every request: one line each, no stack.
      this.logger.warn(`Database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
    } else if (status >= 500) {
      this.logger.error(exception instanceof Error ? exception.message : String(exception), (exception as Error)?.stack);
    }
    if (body.retryAfter !== undefined) response.setHeader('Retry-After', String(body.retryAfter));
    // The message, field messages and details in the caller's language (docs/i18n.md).
    const request = host.switchToHttp().getRequest<Request | undefined>();
    const language = pickLanguage(request?.headers?.['accept-language']);
    // A refusal is JSON even where the route answers a file (a CSV export sets its type first).
    response.removeHeader('Content-Disposition');
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.status(status).json(localizeBody(language, body));
  }

  describe(exception: unknown): { status: number; body: Record<string, unknown> } {
    if (exception instanceof DomainError) {
      const details = exception.fieldErrors;
      const body = {
        result: false,
        message: exception.message,
        ...(details.length ? { errors: Object.fromEntries(details.map((d) => [d.field, d.message])), details } : {}),
        ...exception.extra,
      };
      return { status: exception.getStatus(), body: withSaid(body, exception.keyed) };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      const message =
        typeof payload === 'string'
          ? payload
          : Array.isArray((payload as { message?: unknown }).message)
            ? String((payload as { message: unknown[] }).message[0])
            : String((payload as { message?: unknown }).message ?? exception.message);
      return { status, body: { result: false, message } };
    }
    if (exception instanceof QueryFailedError) {
      const kind = classifyDriverError(exception.driverError as DriverError);
      if (kind === 'foreign-key') {
        return {
          status: HttpStatus.CONFLICT,
          body: keyed(COMMON_MESSAGES.inUse),
        };
      }
      if (kind === 'unique') {
        return { status: HttpStatus.CONFLICT, body: keyed(COMMON_MESSAGES.exists) };
      }
    }
    if (isDatabaseUnavailable(exception)) {
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        body: keyed(SPEC_MESSAGES.serviceUnavailable, { retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS }),
      };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: keyed(COMMON_MESSAGES.internal) };
  }
}
