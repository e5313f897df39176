// What every route shares: Paystack's answer envelope, its error body, and reading a request.
import http from 'node:http';

export type Json = Record<string, unknown>;

/** Paystack's `type` on an error answer. */
export type ErrorType = 'validation_error' | 'processor_error' | 'api_error';

/**
 * A refusal, answered as Paystack answers one: `{ status: false, message, meta?: { nextStep }, type?, code? }`.
 * Control calls throw it too; `statusCode` is the HTTP status.
 */
export class PaystackLocalError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly detail: { type?: ErrorType; code?: string; nextStep?: string } = {},
  ) {
    super(message);
    this.name = 'PaystackLocalError';
  }

  body(): Json {
    const { type, code, nextStep } = this.detail;
    return {
      status: false,
      message: this.message,
      ...(nextStep ? { meta: { nextStep } } : {}),
      ...(type ? { type } : {}),
      ...(code ? { code } : {}),
    };
  }
}

/** 400: the request itself is wrong (Paystack's `validation_error`). */
export function invalid(message: string, code = 'invalid_params', nextStep?: string): PaystackLocalError {
  return new PaystackLocalError(400, message, { type: 'validation_error', code, nextStep });
}

/** 404: the thing asked for does not exist on this integration. */
export function notFound(message: string, code: string, nextStep?: string): PaystackLocalError {
  return new PaystackLocalError(404, message, { type: 'validation_error', code, nextStep });
}

/** What a handler answers: JSON (the API and control hooks), an HTML page or a redirect (checkout). */
export interface Reply {
  status: number;
  json?: unknown;
  html?: string;
  headers?: Record<string, string>;
}

export function ok(message: string, data: unknown, meta?: Json, status = 200): Reply {
  return { status, json: meta ? { status: true, message, data, meta } : { status: true, message, data } };
}

export async function readBody(req: http.IncomingMessage): Promise<Json> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new PaystackLocalError(413, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!raw.trim()) return {};
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Json) : {};
  } catch {
    throw invalid('Invalid JSON body', 'invalid_json');
  }
}

/** A positive whole number of minor units, given as a number or a string of digits (form bodies). */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) {
    const n = Number(value);
    if (Number.isSafeInteger(n) && n > 0) return n;
  }
  return null;
}

export function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function positiveInt(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = value === null ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
}

/** Paystack's offset pagination: `perPage` (or `per_page`, default 50, at most 100) and `page`. */
export function paginate<T>(
  items: T[],
  query: URLSearchParams,
): { page: T[]; meta: { total: number; skipped: number; perPage: number; page: number; pageCount: number } } {
  const perPage = positiveInt(query.get('perPage') ?? query.get('per_page'), 50, 100);
  const page = positiveInt(query.get('page'), 1);
  const skipped = (page - 1) * perPage;
  return {
    page: items.slice(skipped, skipped + perPage),
    meta: { total: items.length, skipped, perPage, page, pageCount: Math.max(1, Math.ceil(items.length / perPage)) },
  };
}

export function inDateRange(iso: string, query: URLSearchParams): boolean {
  const from = query.get('from');
  const to = query.get('to');
  const at = Date.parse(iso);
  if (from && !Number.isNaN(Date.parse(from)) && at < Date.parse(from)) return false;
  if (to && !Number.isNaN(Date.parse(to)) && at > Date.parse(to)) return false;
  return true;
}
