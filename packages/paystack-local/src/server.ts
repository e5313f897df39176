// A local Paystack: the real API's paths and payloads (`{ status, message, data, meta? }`, amounts
// in kobo), a hosted checkout page, and webhooks signed exactly as Paystack signs them. This file
// wires the parts: the store (store.ts), one route module per resource (resources/), webhooks
// (webhooks.ts), control hooks (control.ts) and the checkout page (checkout.ts), behind one route
// table (router.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutRoutes } from './checkout';
import type { Context } from './context';
import { controlRoutes, createControl, type Control } from './control';
import { NIGERIA_LOCAL_CHARGES, NIGERIA_TRANSFERS, type ChargePricing, type TransferFeeBand } from './fees';
import type { PaystackLocalHistory } from './history';
import { PaystackLocalError, readBody, type Reply } from './http';
import { balanceRoutes } from './resources/balance';
import { bankRoutes } from './resources/banks';
import { customerRoutes } from './resources/customers';
import { identificationRoutes } from './resources/identifications';
import { recipientRoutes } from './resources/recipients';
import { refundRoutes } from './resources/refunds';
import { transactionRoutes } from './resources/transactions';
import { transferRoutes } from './resources/transfers';
import { Router, type Method, type Route } from './router';
import { Scheduler } from './scheduler';
import { Store } from './store';
import { Webhooks } from './webhooks';

export interface PaystackLocalOptions {
  /** Every API call must send `Authorization: Bearer <secretKey>`. Default `sk_test_local`. */
  secretKey?: string;
  /** Base URL the browser reaches the checkout page on. Default: the listen address (or the request's Host). */
  publicUrl?: string;
  /** Where signed webhooks are POSTed. Unset (and no `sendWebhook`): webhooks are recorded, not sent. */
  webhookUrl?: string;
  /** Default true: transfers, refunds and identifications settle by themselves `settleDelayMs` later; false: only by control calls. */
  autoSettle?: boolean;
  /** Delay before an automatic settlement. Default 300 ms. */
  settleDelayMs?: number;
  /**
   * Replaces the HTTP POST to `webhookUrl` (tests hand the body to supertest). What it resolves to
   * is recorded as the delivery's status when it is a number or has a numeric `status` (a supertest
   * response does); a rejection is recorded as the delivery's error.
   */
  sendWebhook?: (body: string, signature: string) => Promise<unknown>;
  /** One line per request and per webhook sent (the CLI passes console.log). Default: silent. */
  log?: (line: string) => void;
  /** Paystack's fee on each charge. Default: Paystack Nigeria's local prices (1.5% + NGN 100, waived under NGN 2,500, capped at NGN 2,000). */
  chargePricing?: Partial<ChargePricing>;
  /** Paystack's fee on each transfer, by band. Default: Paystack Nigeria's (NGN 10 / 25 / 50); `[]` for none. */
  transferPricing?: readonly TransferFeeBand[];
  /** Charges and transfers already settled, held from the start (see `Control.loadHistory`). */
  history?: PaystackLocalHistory;
}

export interface PaystackLocal {
  server: http.Server;
  /** Listens (default port 0, host 127.0.0.1) and answers the base URL, e.g. http://127.0.0.1:3003. */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
  control: Control;
  /** The route table: every method and path pattern served (`auth: 'secret'` for Paystack's API). */
  routes: readonly Pick<Route, 'method' | 'path' | 'auth'>[];
}

export function createPaystackLocal(options: PaystackLocalOptions = {}): PaystackLocal {
  const secretKey = options.secretKey ?? 'sk_test_local';
  const log = options.log ?? (() => undefined);
  const store = new Store();
  const ctx: Context = {
    store,
    webhooks: new Webhooks(store, { secretKey, webhookUrl: options.webhookUrl, sendWebhook: options.sendWebhook, log }),
    scheduler: new Scheduler(options.autoSettle ?? true, options.settleDelayMs ?? 300, log),
    chargePricing: { ...NIGERIA_LOCAL_CHARGES, ...options.chargePricing },
    transferPricing: options.transferPricing ?? NIGERIA_TRANSFERS,
    log,
  };
  const control = createControl(ctx, options.history);
  if (options.history) control.loadHistory(options.history);
  const router = new Router([
    ...transactionRoutes(ctx),
    ...customerRoutes(ctx),
    ...identificationRoutes(ctx),
    ...bankRoutes(ctx),
    ...recipientRoutes(ctx),
    ...transferRoutes(ctx),
    ...refundRoutes(ctx),
    ...balanceRoutes(ctx),
    ...controlRoutes(ctx, control),
    ...checkoutRoutes(ctx),
    {
      method: 'GET',
      path: '/',
      auth: 'none',
      handle: () => ({ status: 200, json: { status: true, message: 'paystack-local is running' } }),
    },
  ]);
  let listenUrl: string | null = null;

  function publicBase(req: http.IncomingMessage): string {
    if (options.publicUrl) return options.publicUrl.replace(/\/+$/, '');
    if (listenUrl) return listenUrl;
    return req.headers.host ? `http://${req.headers.host}` : 'http://127.0.0.1:3003';
  }

  async function answer(req: http.IncomingMessage, method: string, url: URL): Promise<Reply> {
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const match = router.match(method, path);
    if (!match) throw new PaystackLocalError(404, 'Not found');
    if ('allowed' in match)
      return {
        status: 405,
        headers: { allow: match.allowed.join(', ') },
        json: { status: false, message: 'Method not allowed' },
      };
    const { route, params } = match;
    if (route.auth === 'secret') {
      if (String(req.headers.authorization ?? '') !== `Bearer ${secretKey}`)
        throw new PaystackLocalError(401, 'Invalid key');
      const failure = store.next.request_failure;
      if (failure && (!failure.path || path.startsWith(failure.path))) {
        store.next.request_failure = null;
        throw new PaystackLocalError(failure.status, 'An error occurred (simulated by paystack-local)');
      }
    }
    const wantsBody = method === 'POST' && (route.auth === 'secret' || route.readsBody);
    if (!wantsBody) req.resume();
    const body = wantsBody ? await readBody(req) : {};
    return route.handle({
      method: method as Method,
      path,
      params,
      query: url.searchParams,
      body,
      headers: req.headers,
      publicBase: publicBase(req),
    });
  }

  const server = http.createServer((req, res) => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://local');
    const method = (req.method ?? 'GET').toUpperCase();
    res.on('finish', () => log(`${method} ${url.pathname}${url.search} ${res.statusCode} ${Date.now() - started}ms`));
    const send = (reply: Reply) => {
      if (res.headersSent) return;
      if (reply.html !== undefined) {
        res.writeHead(reply.status, reply.headers);
        res.end(reply.html);
      } else if (reply.json !== undefined) {
        res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...reply.headers });
        res.end(JSON.stringify(reply.json));
      } else {
        res.writeHead(reply.status, reply.headers);
        res.end();
      }
    };
    answer(req, method, url)
      .then(send)
      .catch((error: unknown) => {
        if (error instanceof PaystackLocalError) return send({ status: error.statusCode, json: error.body() });
        log(
          `error ${method} ${url.pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        send({ status: 500, json: { status: false, message: 'Internal error in paystack-local' } });
      });
  });

  return {
    server,
    control,
    routes: router.routes.map(({ method, path, auth }) => ({ method, path, auth })),
    listen(port = 0, host = '127.0.0.1') {
      return new Promise<string>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          listenUrl = `http://${shownHost}:${address.port}`;
          resolve(listenUrl);
        });
      });
    },
    close() {
      ctx.scheduler.clear();
      return new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
