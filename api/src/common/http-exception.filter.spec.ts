import { ConflictException, HttpStatus } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { MESSAGES } from '@gigmarket/shared';
import { t } from '../i18n/i18n';
import { HIRE_MESSAGES } from '../i18n/messages/hire';
import { DomainError } from './domain-error';
import { classifyDriverError, HttpExceptionFilter, isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './http-exception.filter';

/** An Error carrying a driver code, as mysql2 and better-sqlite3 throw them. */
function driverError(message: string, code?: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error(message), code ? { code } : {}, extra);
}

describe('classifyDriverError', () => {
  it.each([
    ['ER_DUP_ENTRY', "Duplicate entry 'x' for key 'y'", 'unique'],
    ['SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed: users.phone', 'unique'],
    ['ER_ROW_IS_REFERENCED_2', 'Cannot delete or update a parent row', 'foreign-key'],
    ['SQLITE_CONSTRAINT_FOREIGNKEY', 'FOREIGN KEY constraint failed', 'foreign-key'],
  ])('%s is %s', (code, message, kind) => {
    expect(classifyDriverError({ code, message })).toBe(kind);
  });

  it.each([
    // mysql2 while MariaDB is down, restarting or full
    ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:3306'],
    ['PROTOCOL_CONNECTION_LOST', 'Connection lost: The server closed the connection.'],
    ['ETIMEDOUT', 'connect ETIMEDOUT'],
    ['ECONNRESET', 'read ECONNRESET'],
    ['EPIPE', 'write EPIPE'],
    ['ER_CON_COUNT_ERROR', 'Too many connections'],
    ['ER_SERVER_SHUTDOWN', 'Server shutdown in progress'],
    ['ER_CONNECTION_KILLED', 'Connection was killed'],
    ['PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR', "Can't add new command when connection is in closed state"],
    ['ER_LOCK_WAIT_TIMEOUT', 'Lock wait timeout exceeded; try restarting transaction'],
    // SQLite busy or locked
    ['SQLITE_BUSY', 'database is locked'],
    ['SQLITE_LOCKED', 'database table is locked'],
  ])('%s is unavailable', (code, message) => {
    expect(classifyDriverError({ code, message })).toBe('unavailable');
  });

  it.each([
    'Pool is closed.',
    "Can't add new command when connection is in closed state",
    'The database connection is not open',
    'database is locked',
  ])('the message %j without a code is unavailable', (message) => {
    expect(classifyDriverError({ message })).toBe('unavailable');
  });

  it("TypeORM's not-connected errors are unavailable", () => {
    expect(classifyDriverError({ name: 'CannotExecuteNotConnectedError', message: 'Cannot execute operation' })).toBe('unavailable');
  });

  it.each([
    ['ER_PARSE_ERROR', 'You have an error in your SQL syntax'],
    ['ER_BAD_FIELD_ERROR', "Unknown column 'x'"],
    ['SQLITE_ERROR', 'no such table: x'],
    [undefined, 'Cannot read properties of undefined'],
  ])('%s is not classified', (code, message) => {
    expect(classifyDriverError({ code, message })).toBeNull();
  });
});

describe('isDatabaseUnavailable', () => {
  it('looks inside QueryFailedError and causes', () => {
    const lost = driverError('Connection lost: The server closed the connection.', 'PROTOCOL_CONNECTION_LOST', { fatal: true });
    expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], lost))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: driverError('connect ECONNREFUSED', 'ECONNREFUSED') }))).toBe(true);
    expect(isDatabaseUnavailable(driverError('Pool is closed.'))).toBe(true);
  });

  it('leaves programming errors and HTTP refusals alone', () => {
    expect(isDatabaseUnavailable(new TypeError('x is not a function'))).toBe(false);
    expect(isDatabaseUnavailable(new QueryFailedError('SELECT x', [], driverError('Unknown column', 'ER_BAD_FIELD_ERROR')))).toBe(false);
    expect(isDatabaseUnavailable(new ConflictException('Pool is closed'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('HttpExceptionFilter', () => {
  function run(exception: unknown, headers: Record<string, string> = {}, preset: Record<string, string> = {}) {
    const sent: { status?: number; body?: unknown } = {};
    const response = {
      setHeader: (name: string, value: string) => (answered[name] = value),
      removeHeader: (name: string) => delete answered[name],
      status(code: number) {
        sent.status = code;
        return this;
      },
      json(body: unknown) {
        sent.body = body;
        return this;
      },
    };
    const answered: Record<string, string> = { ...preset };
    const host = { switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ headers }) }) };
    const filter = new HttpExceptionFilter();
    (filter as unknown as { logger: { warn: () => void; error: () => void } }).logger = { warn: () => undefined, error: () => undefined };
    filter.catch(exception, host as never);
    return { ...sent, headers: answered };
  }

  it('answers a refusal as JSON even where the route set a file’s type (a CSV export)', () => {
    const result = run(DomainError.invalid([{ field: 'sort', rule: 'plainText', message: 'sort must be text' }]), {}, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="users.csv"',
    });
    expect(result.status).toBe(400);
    expect(result.headers).toEqual({ 'Content-Type': 'application/json; charset=utf-8' });
  });

  it('answers 503 with Retry-After while the database is unreachable', () => {
    const result = run(new QueryFailedError('SELECT 1', [], driverError('connect ECONNREFUSED 127.0.0.1:3306', 'ECONNREFUSED')));
    expect(result.status).toBe(HttpStatus.SERVICE_UNAVAILABLE);
    expect(result.headers['Retry-After']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(result.body).toEqual({
      result: false,
      message: MESSAGES.serviceUnavailable,
      message_key: 'spec.serviceUnavailable',
      retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS,
    });
  });

  it('still answers 500 for anything else', () => {
    const result = run(new TypeError('boom'));
    expect(result.status).toBe(500);
    expect(result.headers['Retry-After']).toBeUndefined();
    expect(result.body).toEqual({ result: false, message: 'Internal server error', message_key: 'common.internal' });
  });

  it('draws a keyed refusal in the caller language from its key, with its message_key', () => {
    const error = new DomainError(HIRE_MESSAGES.notNow('in_progress'), HttpStatus.CONFLICT);
    expect(run(error, { 'accept-language': 'fr' }).body).toEqual({
      result: false,
      message: t('fr', 'hire.notNow', { status: 'in progress' }),
      message_key: 'hire.notNow',
    });
    // Without Accept-Language: the spec's English message, with the same key.
    expect(run(error).body).toEqual({ result: false, message: 'This hire is in progress: that step is not possible now', message_key: 'hire.notNow' });
  });
});
