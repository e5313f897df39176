import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { DomainError } from './domain-error';

type DriverError = { code?: string; errno?: number; message?: string };

/** Foreign-key and unique violations, as MySQL/MariaDB and SQLite each report them. */
export function classifyDriverError(error: DriverError): 'foreign-key' | 'unique' | null {
  const code = error.code ?? '';
  const message = error.message ?? '';
  if (code === 'ER_ROW_IS_REFERENCED_2' || code === 'ER_ROW_IS_REFERENCED' || code === 'ER_NO_REFERENCED_ROW_2')
    return 'foreign-key';
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || /FOREIGN KEY constraint failed/.test(message)) return 'foreign-key';
  if (code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(message))
    return 'unique';
  return null;
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
    if (status >= 500) {
      this.logger.error(exception instanceof Error ? exception.message : String(exception), (exception as Error)?.stack);
    }
    if (body.retryAfter !== undefined) response.setHeader('Retry-After', String(body.retryAfter));
    response.status(status).json(body);
  }

  private describe(exception: unknown): { status: number; body: Record<string, unknown> } {
    if (exception instanceof DomainError) {
      const details = exception.fieldErrors;
      return {
        status: exception.getStatus(),
        body: {
          result: false,
          message: exception.message,
          ...(details.length
            ? { errors: Object.fromEntries(details.map((d) => [d.field, d.message])), details }
            : {}),
          ...exception.extra,
        },
      };
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
          body: { result: false, message: 'This record is in use by other records and cannot be changed this way' },
        };
      }
      if (kind === 'unique') {
        return { status: HttpStatus.CONFLICT, body: { result: false, message: 'This record already exists' } };
      }
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { result: false, message: 'Internal server error' } };
  }
}
