import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_LIMITS } from '@gigmarket/shared';
import { addressAllowed, guardedLookup, hostOf, type AddressPolicy } from './webhook-address';

/** What one attempt came to: the receiver's answer code (null when none came) and what it said. */
export interface AttemptOutcome {
  statusCode: number | null;
  error: string | null;
  body: string | null;
  durationMs: number;
  succeeded: boolean;
}

/**
 * The `webhook-signature` header (Standard Webhooks): `v1,<base64 HMAC-SHA256 of id.timestamp.body>`
 * with each secret in force, separated by spaces (the previous one signs too after a rotation).
 */
export function signature(secrets: string[], id: string, at: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' ');
}

const agents = { http: new http.Agent({ keepAlive: true, maxSockets: 64 }), https: new https.Agent({ keepAlive: true, maxSockets: 64 }) };

/**
 * Posts one signed message with a bounded time: no redirect is followed, an answer's first
 * characters are kept, anything but 2xx is a failure. The address is checked again here.
 */
export async function postMessage(
  target: string,
  headers: Record<string, string>,
  body: string,
  policy: AddressPolicy,
  timeoutMs: number = WEBHOOK_LIMITS.timeoutMs,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const done = (statusCode: number | null, error: string | null, answer: string | null): AttemptOutcome => ({
    statusCode,
    error: error ? error.slice(0, 200) : null,
    body: answer,
    durationMs: Math.round(performance.now() - started),
    succeeded: statusCode !== null && statusCode >= 200 && statusCode < 300,
  });
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return done(null, 'invalid url', null);
  }
  const host = hostOf(url);
  if (isIP(host) && !addressAllowed(host, policy)) return done(null, 'refused address', null);
  if (policy.httpsOnly && url.protocol !== 'https:') return done(null, 'https required', null);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<AttemptOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: AttemptOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: url.protocol === 'https:' ? agents.https : agents.http,
        lookup: guardedLookup(policy),
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'GigMarket-Webhooks/1', ...headers },
      },
      (response) => {
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (answer.length < WEBHOOK_LIMITS.answerBodyChars) answer += chunk;
        });
        response.on('end', () => finish(done(response.statusCode ?? null, null, answer.slice(0, WEBHOOK_LIMITS.answerBodyChars) || null)));
        response.on('error', (error) => finish(done(response.statusCode ?? null, error.message, answer || null)));
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    request.on('error', (error) => finish(done(null, error.message, null)));
    request.end(body);
  });
}
