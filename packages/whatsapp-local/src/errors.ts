// Graph's error answers: `{ error: { message, type, code, error_data?, fbtrace_id } }`, with the
// codes Meta documents for the Cloud API (developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes).
import { randomBytes } from 'node:crypto';

export interface GraphErrorBody {
  error: {
    message: string;
    type: string;
    code: number;
    error_subcode?: number;
    error_data?: { messaging_product: 'whatsapp'; details: string };
    fbtrace_id: string;
  };
}

/** Meta's title and HTTP status for each code this server answers (and `/__control` can fail a send with). */
export const GRAPH_ERROR_CODES: Record<number, { title: string; http: number; type?: string }> = {
  0: { title: 'AuthException', http: 401, type: 'OAuthException' },
  3: { title: 'API method', http: 400 },
  4: { title: 'Application request limit reached', http: 400 },
  10: { title: 'Permission denied', http: 403 },
  100: { title: 'Invalid parameter', http: 400 },
  190: { title: 'Invalid OAuth access token - Cannot parse access token', http: 401 },
  200: { title: 'Permission denied', http: 403 },
  130429: { title: 'Rate limit hit', http: 400 },
  131000: { title: 'Something went wrong', http: 500 },
  131005: { title: 'Access denied', http: 403 },
  131008: { title: 'Required parameter is missing', http: 400 },
  131009: { title: 'Parameter value is not valid', http: 400 },
  131016: { title: 'Service unavailable', http: 503 },
  131021: { title: 'Recipient cannot be sender', http: 400 },
  131026: { title: 'Message undeliverable', http: 400 },
  131030: { title: 'Recipient phone number not in allowed list', http: 400 },
  131031: { title: 'Account has been locked', http: 400 },
  131047: { title: 'Re-engagement message', http: 400 },
  131051: { title: 'Unsupported message type', http: 400 },
  131056: { title: '(Business Account, Consumer Account) pair rate limit hit', http: 400 },
  132000: { title: 'Template Param Count Mismatch', http: 400 },
  132001: { title: 'Template does not exist', http: 404 },
  133010: { title: 'Phone number not registered', http: 400 },
};

export class GraphError extends Error {
  constructor(
    readonly code: number,
    readonly details?: string,
    readonly httpStatus = GRAPH_ERROR_CODES[code]?.http ?? 400,
  ) {
    super(`(#${code}) ${GRAPH_ERROR_CODES[code]?.title ?? 'Error'}`);
    this.name = 'GraphError';
  }

  body(): GraphErrorBody {
    return {
      error: {
        message: this.message,
        type: GRAPH_ERROR_CODES[this.code]?.type ?? 'OAuthException',
        code: this.code,
        ...(this.details ? { error_data: { messaging_product: 'whatsapp', details: this.details } } : {}),
        fbtrace_id: randomBytes(12).toString('base64url'),
      },
    };
  }
}

/** 131009 with Meta's wording for a length limit. */
export function tooLong(what: string, max: number): GraphError {
  return new GraphError(131009, `${what} length invalid. Min length: 1, Max length: ${max}`);
}
