#!/usr/bin/env node
// @ts-check
// A staffing agency's integration, end to end, through the public API with an API key
// (examples/README.md): post a job, subscribe a webhook endpoint served by this script, wait for a
// verified `application.created`, approve the applicant (the hire), start the escrow payment and
// wait until the hire is funded.
//
//   GM_API_URL=https://gigmarket.example GM_API_KEY=gm_live_… node examples/agency.mjs
//
// The client is openapi-fetch typed by the site's OpenAPI document (api/openapi.json, whose
// generated types the site keeps in site/app/generated/api-types.ts).
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import createClient from 'openapi-fetch';
import { Webhook } from 'standardwebhooks';

/** @typedef {import('../site/app/generated/api-types.ts').paths} paths */

const env = process.env;
const apiUrl = (env.GM_API_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const apiKey = env.GM_API_KEY;
/** How long to wait for an applicant, then for the payment, before giving up. */
const waitMs = Number(env.GM_WAIT_MS ?? 10 * 60_000);
if (!apiKey) fail('GM_API_KEY is not set: create a key on the site (Account > API keys) with the scopes listings:write, applications:read, hires:read, hires:write and webhooks:manage.');

/** @type {import('openapi-fetch').Client<paths>} */
const api = createClient({ baseUrl: apiUrl, headers: { Authorization: `Bearer ${apiKey}` } });

/** @param {string} message */
function fail(message) {
  console.error(`[agency] ${message}`);
  process.exit(1);
}

/**
 * The answer's `data`, or the end of the script with the API's message (400s name the field and rule).
 * @template T
 * @param {string} what
 * @param {{ data?: { data: T }; error?: unknown; response: Response }} answer
 * @returns {T}
 */
function dataOf(what, answer) {
  if (answer.error !== undefined || !answer.data) fail(`${what}: ${answer.response.status} ${JSON.stringify(answer.error)}`);
  return /** @type {{ data: T }} */ (answer.data).data;
}

/**
 * Polls `check` every `everyMs` until it answers something, or fails after the deadline.
 * @template T
 * @param {string} what
 * @param {() => Promise<T | undefined> | T | undefined} check
 */
async function until(what, check, everyMs = 250) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) fail(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

// 1. The webhook receiver: verifies each delivery on its raw body, then keeps it by its id (a
//    retry or a resend carries the same id, so it is kept once).
/** @type {Map<string, { type: string; data: any }>} */
const events = new Map();
/** @type {Webhook | null} */
let verifier = null;
const receiver = http.createServer((req, res) => {
  /** @type {Buffer[]} */
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    if (req.method !== 'POST' || !verifier) return res.writeHead(404).end();
    try {
      const headers = /** @type {Record<string, string>} */ (req.headers);
      const event = /** @type {{ id: string; type: string; data: any }} */ (verifier.verify(Buffer.concat(chunks).toString('utf8'), headers));
      if (!events.has(event.id)) {
        events.set(event.id, event);
        console.log(`[agency] webhook received: ${event.type} (${event.id}), signature verified`);
      }
      res.writeHead(204).end();
    } catch (error) {
      console.log(`[agency] webhook refused: ${/** @type {Error} */ (error).message}`);
      res.writeHead(400).end();
    }
  });
});
await new Promise((resolve) => receiver.listen(Number(env.GM_WEBHOOK_PORT ?? 0), env.GM_WEBHOOK_HOST ?? '127.0.0.1', () => resolve(undefined)));
const address = /** @type {import('node:net').AddressInfo} */ (receiver.address());
// In production the API only calls public https addresses: put this behind a tunnel or your own
// host and say where with GM_WEBHOOK_URL.
const webhookUrl = env.GM_WEBHOOK_URL ?? `http://127.0.0.1:${address.port}/gigmarket/webhooks`;
/** @param {string} type @param {(data: any) => boolean} match */
const eventOf = (type, match) => [...events.values()].find((event) => event.type === type && match(event.data));

let endpointId = 0;
try {
  // 2. Subscribe. The secret is answered only now: keep it (here, in memory) to verify deliveries.
  const endpoint = dataOf(
    'subscribe',
    await api.POST('/api/employer/webhooks', {
      body: { url: webhookUrl, events: ['application.created', 'hire.funded'], description: 'Agency example (examples/agency.mjs)' },
    }),
  );
  endpointId = endpoint.id;
  verifier = new Webhook(endpoint.secret);
  console.log(`[agency] webhook endpoint subscribed: id=${endpoint.id} url=${webhookUrl}`);

  // 3. Post a job. Any create takes an Idempotency-Key: retrying after a time-out with the same
  //    key posts it once.
  const [categories, jobTypes, states] = await Promise.all([
    api.GET('/api/home').then((answer) => dataOf('categories', answer).categories),
    api.GET('/api/lookups/jobtypes').then((answer) => dataOf('job types', answer)),
    api.GET('/api/lookups/states').then((answer) => dataOf('states', answer)),
  ]);
  const lagos = states.find((state) => state.name === 'Lagos') ?? states[0];
  if (!categories[0] || !jobTypes[0] || !lagos) fail('the marketplace has no categories, job types or states yet');
  const jobDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const listing = dataOf(
    'post a job',
    await api.POST('/api/employer/listings', {
      params: { header: { 'Idempotency-Key': randomUUID() } },
      body: {
        status: 'open',
        job_title: env.GM_JOB_TITLE ?? 'Warehouse packer, one day',
        work_description: 'Pack and label orders for dispatch. Gloves provided.',
        category_id: categories[0].id,
        job_type: jobTypes[0].id,
        state: lagos.id,
        pricing: 'fixed',
        amount: env.GM_JOB_AMOUNT ?? '15000.00',
        job_date: jobDate,
        job_end_date: jobDate,
        job_sart_time: '09:00',
        job_end_time: '17:00',
        positions: 1,
      },
    }),
  );
  console.log(`[agency] job posted: listing_id=${listing.id} "${listing.job_title}" on ${jobDate}; waiting for an application`);

  // 4. An application arrives as a verified webhook.
  const created = await until('an application', () => eventOf('application.created', (data) => data.listing.id === listing.id));
  const applicationId = /** @type {number} */ (created.data.application.id);
  console.log(`[agency] application received: application_id=${applicationId} from freelancer ${created.data.application.freelancer_id}`);

  // 5. Approve it: the hire is made (its id is the application's).
  const hire = dataOf(
    'approve',
    await api.POST('/api/employer/applications/{id}/approve', {
      params: { path: { id: applicationId }, header: { 'Idempotency-Key': randomUUID() } },
      body: {},
    }),
  );
  console.log(`[agency] applicant approved: hire_id=${hire.id} status=${hire.status}`);

  // 6. Fund the hire into escrow: the employer pays at the checkout address; the API learns of it
  //    from the payment provider and tells this endpoint with `hire.funded`.
  const checkout = dataOf(
    'fund',
    await api.POST('/api/employer/hires/{id}/fund', { params: { path: { id: hire.id }, header: { 'Idempotency-Key': randomUUID() } } }),
  );
  console.log(`[agency] pay the escrow at ${checkout.authorization_url} reference=${checkout.reference}; waiting for the payment`);
  await until('the payment', async () => {
    if (eventOf('hire.funded', (data) => data.hire.id === hire.id)) return true;
    // A missed or late webhook is no reason to wait: the hire itself says whether it is funded.
    const now = dataOf('hire', await api.GET('/api/hires/{id}', { params: { path: { id: hire.id } } }));
    return now.status === 'funded' ? true : undefined;
  }, 1000);

  const funded = dataOf('hire', await api.GET('/api/hires/{id}', { params: { path: { id: hire.id } } }));
  console.log(`[agency] hire funded: hire_id=${funded.id} status=${funded.status} amount_minor=${funded.agreed_amount_minor} total_minor=${funded.total_minor}`);
} finally {
  // The receiver goes away with this script, so its endpoint does too.
  if (endpointId) await api.DELETE('/api/employer/webhooks/{id}', { params: { path: { id: endpointId } } });
  receiver.closeAllConnections();
  receiver.close();
}
