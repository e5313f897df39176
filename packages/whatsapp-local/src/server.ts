// A local WhatsApp Business Cloud API: Graph's paths and answers for sending messages, templates
// and media, Graph's error codes when a message breaks Meta's limits, and webhooks (inbound
// messages, status callbacks) signed exactly as Meta signs them. State lives in memory.
// `/__control/...` (no token) lets tests and other processes fail the next send, read what was
// sent, and post inbound messages and statuses to the product.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphError } from './errors';
import { checkMessage, type MessageKind } from './messages';
import { PHONE_CSS, PHONE_SCRIPT, renderPhonePage, waIdOf, type PhoneLang } from './phone';
import { metaJson, signMetaBody } from './signing';

export interface WhatsAppLocalOptions {
  /** Every Graph call must send `Authorization: Bearer <accessToken>`. Default `local-access-token`. */
  accessToken?: string;
  /** Keys the `X-Hub-Signature-256` of each webhook. Default `local-app-secret`. */
  appSecret?: string;
  /** The business phone number's id in Graph paths. Default `100000000000001`. */
  phoneNumberId?: string;
  /** The WhatsApp Business Account id (templates, webhooks' `entry[].id`). Default `200000000000002`. */
  businessAccountId?: string;
  /** The business number shown in webhooks' metadata. Default `2348000000000`. */
  displayPhoneNumber?: string;
  /** Where webhooks are POSTed. Unset (and no `sendWebhook`): they are recorded, not sent. */
  webhookUrl?: string;
  /** Replaces the POST to `webhookUrl` (tests hand the bytes to supertest); resolves to the HTTP status. */
  sendWebhook?: (body: string, signature: string) => Promise<number>;
  /**
   * Approved templates, as `name` + language code, with their named body parameters when they have
   * some (a send must then give exactly those), and `urlButton` when they have a URL button whose
   * address ends in a variable (a send must then give it). Default: `hello_world` in en_US, en and fr.
   */
  templates?: readonly { name: string; language: string; category?: string; parameters?: readonly string[]; urlButton?: boolean }[];
  log?: (line: string) => void;
  /** Numbers the phone page offers to pick (as typed: 0803…); the numbers already in a chat are offered too. */
  phones?: readonly string[];
  /** Called as Graph accepts each message (the bench times a reply's arrival with it). */
  onSent?: (message: SentMessage) => void;
}

/** One line of a number's chat on the phone page: what the person sent (`in`) or the product sent (`out`). */
export interface ChatEntry {
  id: string;
  dir: 'in' | 'out';
  waId: string;
  at: string;
  /** `in`: the text typed or the title tapped. */
  text?: string;
  /** `out`: the message's kind and Graph's request body. */
  kind?: MessageKind;
  body?: Record<string, unknown>;
  /** `in`: sending, sent (the webhook answered 2xx) or failed; `out`: accepted, then the statuses reported. */
  status: string;
  error?: string | null;
}

export interface SentMessage {
  id: string;
  kind: MessageKind;
  to: string;
  /** The request body as Graph received it. */
  body: Record<string, unknown>;
  at: string;
}

export interface WebhookDelivery {
  body: string;
  signature: string;
  status: number | null;
  error: string | null;
}

export type StatusName = 'sent' | 'delivered' | 'read' | 'failed';

export interface InboundText {
  from: string;
  text: string;
  name?: string;
  id?: string;
  timestamp?: number;
}

export interface InboundReply {
  from: string;
  /** `list_reply` (a list row) or `button_reply` (a reply button). */
  type: 'list_reply' | 'button_reply';
  reply: { id: string; title: string; description?: string };
  /** The wamid of the message the person answered. */
  context?: string;
  name?: string;
  id?: string;
  timestamp?: number;
}

export interface StatusCallback {
  id: string;
  status: StatusName;
  recipient?: string;
  /** Meta's error code on a `failed` status (e.g. 131026). */
  errorCode?: number;
  errorTitle?: string;
  timestamp?: number;
}

export interface Control {
  /** The next send answers Graph's error with this code (and Meta's title and HTTP status for it). */
  failNextSend(code: number, details?: string): void;
  /** Every message Graph accepted, oldest first. */
  sent(): SentMessage[];
  /** Every webhook posted, oldest first. */
  webhooks(): WebhookDelivery[];
  /** Posts a person's text message, signed as Meta signs; answers the delivery. */
  inboundText(message: InboundText): Promise<WebhookDelivery>;
  /** Posts a person's answer to a list or reply buttons. */
  inboundReply(message: InboundReply): Promise<WebhookDelivery>;
  /** Posts a status callback for a message sent (sent, delivered, read, failed with Meta's code). */
  status(callback: StatusCallback): Promise<WebhookDelivery>;
  /** Posts the very bytes given, signed (a replay, or a payload of the test's own). */
  postRaw(body: string): Promise<WebhookDelivery>;
  /** A number's chat as the phone page shows it, oldest first. */
  chat(waId: string): ChatEntry[];
  reset(): void;
}

export interface WhatsAppLocal {
  server: http.Server;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
  control: Control;
}

const GRAPH_VERSION = /^v\d+\.\d+$/;

function wamid(): string {
  return `wamid.${randomBytes(24).toString('base64url')}`;
}

export function createWhatsAppLocal(options: WhatsAppLocalOptions = {}): WhatsAppLocal {
  const accessToken = options.accessToken ?? 'local-access-token';
  const appSecret = options.appSecret ?? 'local-app-secret';
  const phoneNumberId = options.phoneNumberId ?? '100000000000001';
  const businessAccountId = options.businessAccountId ?? '200000000000002';
  const displayPhoneNumber = options.displayPhoneNumber ?? '2348000000000';
  const log = options.log ?? (() => undefined);
  const templates = options.templates ?? [
    { name: 'hello_world', language: 'en_US', category: 'UTILITY' },
    { name: 'hello_world', language: 'en', category: 'UTILITY' },
    { name: 'hello_world', language: 'fr', category: 'UTILITY' },
  ];
  const templateKeys = new Map(templates.map((t) => [`${t.name}:${t.language}`, { parameters: t.parameters, urlButton: t.urlButton }] as const));
  let sent: SentMessage[] = [];
  let deliveries: WebhookDelivery[] = [];
  let media = new Map<string, { type: string; bytes: number }>();
  let nextFailure: GraphError | null = null;
  let timeline: ChatEntry[] = [];
  const unix = (at?: number) => String(at ?? Math.floor(Date.now() / 1000));

  function envelope(value: Record<string, unknown>) {
    return {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: businessAccountId,
          changes: [
            {
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: displayPhoneNumber, phone_number_id: phoneNumberId },
                ...value,
              },
              field: 'messages',
            },
          ],
        },
      ],
    };
  }

  async function post(body: string): Promise<WebhookDelivery> {
    const delivery: WebhookDelivery = { body, signature: signMetaBody(body, appSecret), status: null, error: null };
    deliveries.push(delivery);
    try {
      if (options.sendWebhook) delivery.status = await options.sendWebhook(body, delivery.signature);
      else if (options.webhookUrl) {
        const res = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-hub-signature-256': delivery.signature },
          body,
          signal: AbortSignal.timeout(15_000),
        });
        await res.arrayBuffer().catch(() => undefined);
        delivery.status = res.status;
      } else delivery.error = 'no webhook URL set: recorded only';
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    if (delivery.status !== null && (delivery.status < 200 || delivery.status >= 300)) delivery.error = `HTTP ${delivery.status}`;
    log(`webhook ${delivery.status ?? delivery.error}`);
    return delivery;
  }

  /** Posts a person's message and notes it in their chat with the webhook's outcome. */
  async function postInbound(from: string, id: string, text: string, body: string): Promise<WebhookDelivery> {
    const entry: ChatEntry = { id, dir: 'in', waId: from, at: new Date().toISOString(), text, status: 'sending' };
    timeline.push(entry);
    const delivery = await post(body);
    entry.status = delivery.error ? 'failed' : 'sent';
    entry.error = delivery.error;
    return delivery;
  }

  function contact(from: string, name?: string) {
    return [{ profile: { name: name ?? 'Local Person' }, wa_id: from }];
  }

  const control: Control = {
    failNextSend(code, details) {
      if (!Number.isInteger(code) || code < 0) throw new GraphError(100, 'code must be a whole number');
      nextFailure = new GraphError(code, details ?? 'Failure simulated by whatsapp-local');
    },
    sent: () => sent.map((message) => ({ ...message })),
    webhooks: () => deliveries.map((delivery) => ({ ...delivery })),
    inboundText: ({ from, text, name, id = wamid(), timestamp }) =>
      postInbound(
        from,
        id,
        text,
        metaJson(
          envelope({
            contacts: contact(from, name),
            messages: [{ from, id, timestamp: unix(timestamp), text: { body: text }, type: 'text' }],
          }),
        ),
      ),
    inboundReply: ({ from, type, reply, context, name, id = wamid(), timestamp }) =>
      postInbound(
        from,
        id,
        reply.title,
        metaJson(
          envelope({
            contacts: contact(from, name),
            messages: [
              {
                ...(context ? { context: { from: displayPhoneNumber, id: context } } : {}),
                from,
                id,
                timestamp: unix(timestamp),
                type: 'interactive',
                interactive: { type, [type]: reply },
              },
            ],
          }),
        ),
      ),
    status: ({ id, status, recipient, errorCode, errorTitle, timestamp }) => {
      const message = sent.find((m) => m.id === id);
      const entry = timeline.find((e) => e.dir === 'out' && e.id === id);
      if (entry) entry.status = status;
      const code = status === 'failed' ? (errorCode ?? 131026) : undefined;
      return post(
        metaJson(
          envelope({
            statuses: [
              {
                id,
                status,
                timestamp: unix(timestamp),
                recipient_id: recipient ?? message?.to ?? '2348000000001',
                ...(code !== undefined
                  ? {
                      errors: [
                        {
                          code,
                          title: errorTitle ?? new GraphError(code).message.replace(/^\(#\d+\) /, ''),
                          message: errorTitle ?? new GraphError(code).message.replace(/^\(#\d+\) /, ''),
                          error_data: { details: 'Simulated by whatsapp-local' },
                        },
                      ],
                    }
                  : {}),
              },
            ],
          }),
        ),
      );
    },
    postRaw: (body) => post(body),
    chat: (waId) => timeline.filter((entry) => entry.waId === waId).map((entry) => ({ ...entry })),
    reset() {
      sent = [];
      timeline = [];
      deliveries = [];
      media = new Map();
      nextFailure = null;
    },
  };

  async function readBody(req: http.IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > 16_000_000) throw new GraphError(100, 'Request body too large');
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  function json(raw: Buffer): Record<string, unknown> {
    if (!raw.length) return {};
    try {
      const parsed: unknown = JSON.parse(raw.toString('utf8'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // answered below
    }
    throw new GraphError(100, 'The request body is not valid JSON');
  }

  function authorised(req: http.IncomingMessage): void {
    if (String(req.headers.authorization ?? '') !== `Bearer ${accessToken}`) throw new GraphError(190, 'Invalid OAuth access token');
  }

  async function answer(req: http.IncomingMessage, method: string, path: string): Promise<{ status: number; json: unknown }> {
    const parts = path.split('/').slice(1);
    if (method === 'GET' && path === '/') return { status: 200, json: { status: 'whatsapp-local is running' } };
    if (parts[0] === '__control') {
      const body = method === 'POST' ? json(await readBody(req)) : {};
      return { status: 200, json: await controlRoute(method, parts.slice(1).join('/'), body) };
    }
    if (parts.length === 3 && GRAPH_VERSION.test(parts[0])) {
      const [, node, edge] = parts;
      authorised(req);
      if (method === 'POST' && edge === 'messages' && node === phoneNumberId) {
        const body = json(await readBody(req));
        if (nextFailure) {
          const failure = nextFailure;
          nextFailure = null;
          throw failure;
        }
        if (body.status === 'read' && typeof body.message_id === 'string') return { status: 200, json: { success: true } };
        const { kind, to } = checkMessage(body, templateKeys);
        const id = wamid();
        const message: SentMessage = { id, kind, to, body, at: new Date().toISOString() };
        sent.push(message);
        const waId = to.replace(/^\+/, '');
        timeline.push({ id, dir: 'out', waId, at: message.at, kind, body, status: 'accepted' });
        options.onSent?.(message);
        return {
          status: 200,
          json: {
            messaging_product: 'whatsapp',
            contacts: [{ input: to, wa_id: waId }],
            messages: [kind === 'template' ? { id, message_status: 'accepted' } : { id }],
          },
        };
      }
      if (method === 'POST' && edge === 'media' && node === phoneNumberId) {
        const raw = await readBody(req);
        const type = String(req.headers['content-type'] ?? 'application/octet-stream');
        const id = String(Date.now()) + String(media.size).padStart(4, '0');
        media.set(id, { type, bytes: raw.length });
        return { status: 200, json: { id } };
      }
      if (method === 'GET' && edge === 'message_templates' && node === businessAccountId)
        return {
          status: 200,
          json: {
            data: templates.map((t, i) => ({
              name: t.name,
              language: t.language,
              status: 'APPROVED',
              category: t.category ?? 'UTILITY',
              id: String(300000000000000 + i),
            })),
            paging: { cursors: { before: 'MAZDZD', after: 'MjQZD' } },
          },
        };
      throw new GraphError(100, `Unsupported ${method} request. Object with ID '${node}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`);
    }
    if (parts.length === 2 && GRAPH_VERSION.test(parts[0]) && method === 'GET') {
      authorised(req);
      const found = media.get(parts[1]);
      if (!found) throw new GraphError(100, `Object with ID '${parts[1]}' does not exist`);
      return {
        status: 200,
        json: { messaging_product: 'whatsapp', id: parts[1], mime_type: found.type, file_size: found.bytes },
      };
    }
    return { status: 404, json: new GraphError(100, 'Unknown path').body() };
  }

  async function controlRoute(method: string, path: string, body: Record<string, unknown>): Promise<unknown> {
    const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const need = (value: unknown, name: string) => {
      const text = str(value);
      if (!text) throw new GraphError(100, `${name} is required`);
      return text;
    };
    if (method === 'GET' && path === 'sent') return { sent: control.sent() };
    if (method === 'GET' && path === 'webhooks') return { webhooks: control.webhooks() };
    if (method !== 'POST') throw new GraphError(100, 'Unknown control call');
    switch (path) {
      case 'reset':
        control.reset();
        return { ok: true };
      case 'fail-next-send':
        control.failNextSend(Number(body.code), str(body.details));
        return { ok: true };
      case 'inbound/text':
        return control.inboundText({ from: need(body.from, 'from'), text: need(body.text, 'text'), name: str(body.name), id: str(body.id) });
      case 'inbound/reply': {
        const reply = (body.reply ?? {}) as Record<string, unknown>;
        const type = body.type === 'button_reply' ? 'button_reply' : 'list_reply';
        return control.inboundReply({
          from: need(body.from, 'from'),
          type,
          reply: { id: need(reply.id, 'reply.id'), title: need(reply.title, 'reply.title'), description: str(reply.description) },
          context: str(body.context),
          id: str(body.id),
        });
      }
      case 'status': {
        const status = need(body.status, 'status') as StatusName;
        if (!['sent', 'delivered', 'read', 'failed'].includes(status)) throw new GraphError(100, 'status must be sent, delivered, read or failed');
        return control.status({
          id: need(body.id, 'id'),
          status,
          errorCode: body.error_code === undefined ? undefined : Number(body.error_code),
        });
      }
      default:
        throw new GraphError(100, 'Unknown control call');
    }
  }

  /** Every number in a chat so far, as the phone page offers them (0803…), after the configured ones. */
  function knownNumbers(): string[] {
    const local = (waId: string) => (/^234\d{10}$/.test(waId) ? `0${waId.slice(3)}` : waId);
    return [...new Set([...(options.phones ?? []), ...timeline.map((entry) => local(entry.waId))])];
  }

  /** The phone page's JSON calls: its chat, a message typed or tapped, messages shown. */
  async function phoneApi(req: http.IncomingMessage, method: string, path: string, url: URL): Promise<unknown> {
    const number = (value: unknown) => {
      const waId = typeof value === 'string' ? waIdOf(value) : null;
      if (!waId) throw new GraphError(100, 'number must be a Nigerian phone number');
      return waId;
    };
    if (method === 'GET' && path === 'chat') return { wa_id: number(url.searchParams.get('number')), messages: control.chat(number(url.searchParams.get('number'))) };
    if (method !== 'POST') throw new GraphError(100, 'Unknown phone call');
    const body = json(await readBody(req));
    const from = number(body.number);
    if (path === 'send') {
      const context = typeof body.context === 'string' ? body.context : undefined;
      const reply = body.reply as Record<string, unknown> | undefined;
      const delivery =
        reply && typeof reply === 'object'
          ? await control.inboundReply({
              from,
              type: reply.type === 'button_reply' ? 'button_reply' : 'list_reply',
              reply: {
                id: String(reply.id ?? ''),
                title: String(reply.title ?? ''),
                ...(typeof reply.description === 'string' ? { description: reply.description } : {}),
              },
              context,
            })
          : typeof body.text === 'string' && body.text.trim()
            ? await control.inboundText({ from, text: body.text })
            : (() => {
                throw new GraphError(100, 'text or reply is required');
              })();
      return { status: delivery.status, error: delivery.error };
    }
    if (path === 'seen') {
      // As a phone does: each message shown is reported delivered, then read (statuses only forward).
      const ids = Array.isArray(body.ids) ? body.ids.filter((id): id is string => typeof id === 'string') : [];
      for (const id of ids) {
        const entry = timeline.find((e) => e.dir === 'out' && e.id === id && e.waId === from);
        if (!entry || entry.status !== 'accepted') continue;
        await control.status({ id, status: 'delivered', recipient: from });
        await control.status({ id, status: 'read', recipient: from });
      }
      return { ok: true };
    }
    throw new GraphError(100, 'Unknown phone call');
  }

  /** The phone page (src/phone.ts): its HTML, script and styles, and its JSON calls. */
  async function phone(req: http.IncomingMessage, res: http.ServerResponse, method: string, path: string, url: URL): Promise<void> {
    const headers = {
      'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    };
    if (path.startsWith('/phone/api/')) {
      const body = await phoneApi(req, method, path.slice('/phone/api/'.length), url);
      res.writeHead(200, { ...headers, 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
      return;
    }
    const asset = { '/phone/app.js': ['text/javascript', PHONE_SCRIPT], '/phone/app.css': ['text/css', PHONE_CSS] }[path];
    if (method === 'GET' && asset) {
      res.writeHead(200, { ...headers, 'content-type': `${asset[0]}; charset=utf-8` });
      res.end(asset[1]);
      return;
    }
    if (method !== 'GET' || path !== '/phone') throw new GraphError(100, 'Unknown path');
    const lang: PhoneLang = url.searchParams.get('lang') === 'fr' ? 'fr' : 'en';
    res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
    res.end(renderPhonePage(lang, (url.searchParams.get('number') ?? '').trim().slice(0, 32), knownNumbers()));
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const send = (status: number, body: unknown) => {
      if (res.headersSent) return;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    res.on('finish', () => log(`${method} ${path} ${res.statusCode}`));
    (path === '/phone' || path.startsWith('/phone/') ? phone(req, res, method, path, url).then(() => null) : answer(req, method, path))
      .then((answered) => answered && send(answered.status, answered.json))
      .catch((error: unknown) => {
        if (error instanceof GraphError) return send(error.httpStatus, error.body());
        log(`error ${method} ${path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        send(500, new GraphError(131000, 'Internal error in whatsapp-local', 500).body());
      });
  });

  // Graph keeps a connection open well past Node's 5 s default; with that default a send after a
  // pause of about 5 s can reuse a socket the server is closing, and fails with ECONNRESET.
  server.keepAliveTimeout = 65_000;

  return {
    server,
    control,
    listen(port = 0, host = '127.0.0.1') {
      return new Promise<string>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          resolve(`http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`);
        });
      });
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
