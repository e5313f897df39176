import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { IsNull } from 'typeorm';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { WEBHOOK_LIMITS } from '@gigmarket/shared';
import { Clock } from '../src/common/clock';
import { Notification } from '../src/notifications/notification.entity';
import { WebhookEvent } from '../src/webhook-outbox/webhook-event.entity';
import { claimLeaseMs, WebhookDispatcher } from '../src/webhooks/webhook-dispatcher';
import { WebhookDelivery, WebhookEndpoint } from '../src/webhooks/webhook.entities';
import { insertUser, tokenFor } from './support/admin-fixtures';
import { authEnv, readSms } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeListing, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import { createTestApp, reopenTestApp, type TestApp } from './support/test-app';

/** What the receiver was sent. */
interface Received {
  headers: Record<string, string>;
  body: string;
}

/**
 * A real HTTP receiver on a loopback port: answers each request with the next code of `answers`
 * (200 once they run out), or holds it without an answer while `hold` is set.
 */
class Receiver {
  readonly received: Received[] = [];
  answers: number[] = [];
  hold = false;
  private readonly held: http.ServerResponse[] = [];
  private server!: http.Server;
  url = '';

  async start(path = '/hook'): Promise<this> {
    this.server = http.createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        this.received.push({ headers: req.headers as Record<string, string>, body });
        if (this.hold) return void this.held.push(res);
        res.statusCode = this.answers.shift() ?? 200;
        res.end(res.statusCode < 300 ? 'ok' : 'not now');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
    return this;
  }

  /** Cuts the connections of held requests (the sender's process is gone). */
  dropHeld(): void {
    for (const res of this.held.splice(0)) res.socket?.destroy();
  }

  async stop(): Promise<void> {
    this.dropHeld();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** The library's verification as the receiver's clock reads `at` (the library reads Date.now). */
function verifyAt(secret: string, message: Received, at: Date): unknown {
  const spy = jest.spyOn(Date, 'now').mockReturnValue(at.getTime());
  try {
    return new Webhook(secret).verify(message.body, message.headers);
  } finally {
    spy.mockRestore();
  }
}

describe.each(databaseKinds())('outbound webhooks (%s)', (kind) => {
  let t: TestApp;
  let lookups: Lookups;
  let employer: Person;
  let other: Person;
  let freelancer: Person;
  let now: Date;
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));
  const run = () => t.app.get(WebhookDispatcher).run();
  const receivers: Receiver[] = [];
  const receiver = async () => {
    const made = await new Receiver().start();
    receivers.push(made);
    return made;
  };

  const subscribe = async (who: Person, url: string, events: string[] = ['application.created']) => {
    const created = await request(t.http).post('/api/employer/webhooks').set(who.auth).send({ url, events, description: 'HR system' });
    expect(created.status).toBe(201);
    return created.body.data as { id: number; secret: string; url: string };
  };
  const apply = async (listingId: number, who = freelancer) => {
    const applied = await request(t.http).post(`/api/jobs/${listingId}/apply`).set(who.auth).send({});
    expect(applied.status).toBe(201);
    return applied.body.data.id as number;
  };
  const deliveries = async (who: Person, endpointId: number) => {
    const answer = await request(t.http).get(`/api/employer/webhooks/${endpointId}/deliveries`).set(who.auth);
    expect(answer.status).toBe(200);
    return answer.body.data.items as Array<{ id: number; event_id: string; event_type: string; status: string; attempts: number; attempt_log: Array<{ status_code: number | null }> }>;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, authEnv({ WEBHOOK_ALLOWED_CIDRS: '127.0.0.1/32' }));
    lookups = await makeLookups(t.dataSource);
    employer = await makeEmployer(t, 'Hooked Ltd');
    other = await makeEmployer(t, 'Other Ltd');
    freelancer = await makeFreelancer(t);
  });
  beforeEach(() => {
    now = new Date('2026-11-20T10:00:00.000Z');
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date(now));
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    // Each case starts with no endpoint and nothing left to send.
    await t.dataSource.getRepository(WebhookEndpoint).createQueryBuilder().delete().execute();
    await t.dataSource.getRepository(WebhookEvent).createQueryBuilder().delete().execute();
  });
  afterAll(async () => {
    await Promise.all(receivers.map((item) => item.stop()));
    await t?.close();
  });

  it('an endpoint is made with a whsec_ secret shown once, refuses private addresses naming url, and is the owner’s alone', async () => {
    const target = await receiver();
    const endpoint = await subscribe(employer, target.url, ['application.created', 'hire.paid']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(endpoint.secret.slice(6), 'base64')).toHaveLength(24);

    const listed = await request(t.http).get('/api/employer/webhooks').set(employer.auth);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).toMatchObject({ id: endpoint.id, url: target.url, events: ['application.created', 'hire.paid'], enabled: true });
    expect(JSON.stringify(listed.body)).not.toContain(endpoint.secret);
    expect(listed.body.data[0].secret_hint).toBe(`whsec_…${endpoint.secret.slice(-4)}`);

    for (const url of ['http://10.0.0.8/hook', 'http://169.254.169.254/latest/meta-data', 'http://[::1]:5400/hook', 'http://192.168.1.20/', 'http://[::ffff:10.0.0.1]/', 'http://0.0.0.0:5400/']) {
      const refused = await request(t.http).post('/api/employer/webhooks').set(employer.auth).send({ url, events: ['hire.paid'] });
      expect(refused.status).toBe(400);
      expect(refused.body.details).toEqual([expect.objectContaining({ field: 'url', rule: 'public_address' })]);
    }
    const notWeb = await request(t.http).post('/api/employer/webhooks').set(employer.auth).send({ url: 'ftp://example.com/x', events: ['hire.paid'] });
    expect(notWeb.status).toBe(400);
    expect(notWeb.body.details[0]).toMatchObject({ field: 'url', rule: 'url' });
    const unknownEvent = await request(t.http).post('/api/employer/webhooks').set(employer.auth).send({ url: target.url, events: ['hire.exploded'] });
    expect(unknownEvent.status).toBe(400);
    expect(unknownEvent.body.details[0].field).toBe('events');
    const privateLater = await request(t.http).patch(`/api/employer/webhooks/${endpoint.id}`).set(employer.auth).send({ url: 'http://10.1.2.3/' });
    expect(privateLater.status).toBe(400);
    expect(privateLater.body.details[0]).toMatchObject({ field: 'url', rule: 'public_address' });
    const freelancerTries = await request(t.http).get('/api/employer/webhooks').set(freelancer.auth);
    expect(freelancerTries.status).toBe(403);

    // Another employer's endpoint is not there for them.
    for (const [method, path] of [
      ['get', `/api/employer/webhooks/${endpoint.id}`],
      ['patch', `/api/employer/webhooks/${endpoint.id}`],
      ['delete', `/api/employer/webhooks/${endpoint.id}`],
      ['post', `/api/employer/webhooks/${endpoint.id}/rotate-secret`],
      ['get', `/api/employer/webhooks/${endpoint.id}/deliveries`],
    ] as const) {
      const answer = await request(t.http)[method](path).set(other.auth).send(method === 'patch' ? { enabled: false } : undefined);
      expect(answer.status).toBe(404);
    }
    expect(await t.dataSource.getRepository(WebhookEndpoint).findOneByOrFail({ id: endpoint.id })).toMatchObject({ enabled: true });

    const removed = await request(t.http).delete(`/api/employer/webhooks/${endpoint.id}`).set(employer.auth);
    expect(removed.status).toBe(200);
    expect(await t.dataSource.getRepository(WebhookEndpoint).countBy({ id: endpoint.id })).toBe(0);
  });

  it('an application is delivered signed (verified by standardwebhooks), to its employer’s endpoint only, and a replay after five minutes is refused', async () => {
    const mine = await receiver();
    const theirs = await receiver();
    const endpoint = await subscribe(employer, mine.url);
    await subscribe(other, theirs.url);
    const listing = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Paint the gate' });
    const applicationId = await apply(listing.id);

    expect(await run()).toMatchObject({ fannedOut: 1, attempted: 1, delivered: 1 });
    expect(theirs.received).toHaveLength(0);
    expect(mine.received).toHaveLength(1);
    const [message] = mine.received;
    const verified = verifyAt(endpoint.secret, message, now) as { id: string; type: string; data: { application: { id: number }; listing: { id: number; job_title: string } } };
    expect(verified.type).toBe('application.created');
    expect(verified.id).toBe(message.headers['webhook-id']);
    expect(verified.id).toMatch(/^evt_/);
    expect(verified.data.application.id).toBe(applicationId);
    expect(verified.data.listing).toEqual({ id: listing.id, job_title: 'Paint the gate' });
    expect(message.headers['webhook-timestamp']).toBe(String(now.getTime() / 1000));
    expect(message.headers['content-type']).toBe('application/json');
    // A wrong secret, a changed body and a replay past the tolerance are refused by the library.
    expect(() => verifyAt(`whsec_${Buffer.alloc(24, 1).toString('base64')}`, message, now)).toThrow(WebhookVerificationError);
    expect(() => verifyAt(endpoint.secret, { ...message, body: message.body.replace('Paint', 'Paynt') }, now)).toThrow(WebhookVerificationError);
    expect(() => verifyAt(endpoint.secret, message, new Date(now.getTime() + WEBHOOK_LIMITS.toleranceMs + 60_000))).toThrow(/too old/i);
    expect(() => verifyAt(endpoint.secret, message, new Date(now.getTime() + 4 * 60_000))).not.toThrow();

    const listed = await deliveries(employer, endpoint.id);
    expect(listed).toEqual([expect.objectContaining({ event_id: message.headers['webhook-id'], event_type: 'application.created', status: 'delivered', attempts: 1 })]);
    expect(listed[0].attempt_log).toEqual([expect.objectContaining({ status_code: 200, succeeded: true })]);
    // Nothing more to send.
    expect(await run()).toMatchObject({ fannedOut: 0, attempted: 0 });
  });

  it('a receiver answering 500 three times gets the event again after each back-off, then once accepted, never after', async () => {
    const target = await receiver();
    target.answers = [500, 500, 500];
    const endpoint = await subscribe(employer, target.url);
    const listing = await makeListing(t.dataSource, employer.id, lookups);
    await apply(listing.id);

    await run();
    expect(target.received).toHaveLength(1);
    // Not before the back-off.
    advance(WEBHOOK_LIMITS.firstRetryMs - 1000);
    await run();
    expect(target.received).toHaveLength(1);
    advance(1000);
    await run();
    expect(target.received).toHaveLength(2);
    advance(2 * WEBHOOK_LIMITS.firstRetryMs);
    await run();
    expect(target.received).toHaveLength(3);
    advance(4 * WEBHOOK_LIMITS.firstRetryMs);
    await run();
    expect(target.received).toHaveLength(4);
    advance(24 * 3600_000);
    await run();
    expect(target.received).toHaveLength(4);

    // The same message each time (one webhook-id), signed afresh at each attempt.
    expect(new Set(target.received.map((item) => item.headers['webhook-id'])).size).toBe(1);
    expect(new Set(target.received.map((item) => item.headers['webhook-timestamp'])).size).toBe(4);
    const [delivery] = await deliveries(employer, endpoint.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 4 });
    expect(delivery.attempt_log.map((attempt) => attempt.status_code)).toEqual([200, 500, 500, 500]);
    expect(await t.dataSource.getRepository(WebhookEndpoint).findOneByOrFail({ id: endpoint.id })).toMatchObject({ enabled: true, failing_since: null });
  });

  it('resend sends a delivery once more with its webhook-id; a rotated secret and the previous one both sign for a day', async () => {
    const target = await receiver();
    const endpoint = await subscribe(employer, target.url);
    const listing = await makeListing(t.dataSource, employer.id, lookups);
    await apply(listing.id);
    await run();
    const [delivery] = await deliveries(employer, endpoint.id);

    const rotated = await request(t.http).post(`/api/employer/webhooks/${endpoint.id}/rotate-secret`).set(employer.auth);
    expect(rotated.status).toBe(200);
    const secret = rotated.body.data.secret as string;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(endpoint.secret);

    const resent = await request(t.http).post(`/api/employer/webhooks/${endpoint.id}/deliveries/${delivery.id}/resend`).set(employer.auth);
    expect(resent.status).toBe(202);
    expect(resent.body.data).toMatchObject({ id: delivery.id, status: 'pending' });
    const notMine = await request(t.http).post(`/api/employer/webhooks/${endpoint.id}/deliveries/${delivery.id}/resend`).set(other.auth);
    expect(notMine.status).toBe(404);
    await run();
    expect(target.received).toHaveLength(2);
    expect(target.received[1].headers['webhook-id']).toBe(target.received[0].headers['webhook-id']);
    expect(target.received[1].headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(() => verifyAt(secret, target.received[1], now)).not.toThrow();
    expect(() => verifyAt(endpoint.secret, target.received[1], now)).not.toThrow();

    // A day later only the new secret signs.
    advance(WEBHOOK_LIMITS.previousSecretMs + 1000);
    await request(t.http).post(`/api/employer/webhooks/${endpoint.id}/deliveries/${delivery.id}/resend`).set(employer.auth).expect(202);
    await run();
    expect(target.received).toHaveLength(3);
    expect(() => verifyAt(secret, target.received[2], now)).not.toThrow();
    expect(() => verifyAt(endpoint.secret, target.received[2], now)).toThrow(WebhookVerificationError);
  });

  it('the back office (superadmin only) lists every endpoint with its owner and failures, shows its deliveries’ attempts, and resends one', async () => {
    const admin = await insertUser(t.dataSource, 'superadmin');
    const superadmin = { Authorization: `Bearer ${await tokenFor(t, admin.id)}` };
    const failing = await receiver();
    failing.answers = [500];
    const theirs = await subscribe(employer, failing.url);
    const quiet = await subscribe(other, (await receiver()).url, ['hire.paid']);
    await apply((await makeListing(t.dataSource, employer.id, lookups)).id);
    await run();

    const list = await request(t.http).get('/api/admin/webhooks').set(superadmin);
    expect(list.status).toBe(200);
    expect(list.headers['content-range']).toBe('webhooks 0-1/2');
    expect(list.body.map((row: { id: number }) => row.id)).toEqual([quiet.id, theirs.id]);
    expect(list.body[1]).toMatchObject({ user_id: employer.id, url: failing.url, events: ['application.created'], enabled: true, deliveries_pending: 1, deliveries_failed: 0 });
    expect(list.body[1].owner_name).toBeTruthy();
    expect(JSON.stringify(list.body)).not.toContain(theirs.secret);

    const shown = await request(t.http).get(`/api/admin/webhooks/${theirs.id}`).set(superadmin);
    expect(shown.status).toBe(200);
    expect(shown.body.deliveries).toHaveLength(1);
    expect(shown.body.deliveries[0]).toMatchObject({ event_type: 'application.created', status: 'pending', attempts: 1 });
    expect(shown.body.deliveries[0].attempt_log.map((attempt: { status_code: number }) => attempt.status_code)).toEqual([500]);

    const deliveryId = shown.body.deliveries[0].id as number;
    const resent = await request(t.http).post(`/api/admin/webhooks/${theirs.id}/deliveries/${deliveryId}/resend`).set(superadmin);
    expect(resent.status).toBe(202);
    await run();
    expect(failing.received).toHaveLength(2);
    expect(failing.received[1].headers['webhook-id']).toBe(failing.received[0].headers['webhook-id']);
    const after = await request(t.http).get(`/api/admin/webhooks/${theirs.id}`).set(superadmin);
    expect(after.body).toMatchObject({ deliveries_delivered: 1, deliveries_pending: 0 });

    // Another endpoint's delivery, an unknown endpoint, and anyone but the superadmin: refused.
    expect((await request(t.http).post(`/api/admin/webhooks/${quiet.id}/deliveries/${deliveryId}/resend`).set(superadmin)).status).toBe(404);
    expect((await request(t.http).get('/api/admin/webhooks/999999').set(superadmin)).status).toBe(404);
    expect((await request(t.http).get('/api/admin/webhooks').set(employer.auth)).status).toBe(403);
  });

  it('hires and listings tell their employer: approval, filled and closed, in the transaction of the change', async () => {
    const target = await receiver();
    const endpoint = await subscribe(employer, target.url, ['hire.approved', 'listing.filled', 'listing.closed', 'application.created']);
    const listing = await makeListing(t.dataSource, employer.id, lookups, { positions: 1 });
    const applicationId = await apply(listing.id);
    const approved = await request(t.http).post(`/api/employer/applications/${applicationId}/approve`).set(employer.auth).send({});
    expect(approved.status).toBe(200);
    const second = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Close me' });
    const closed = await request(t.http).post(`/api/employer/listings/${second.id}/close`).set(employer.auth);
    expect(closed.status).toBe(200);
    // Another employer's listing closing is not this endpoint's business.
    const theirs = await makeListing(t.dataSource, other.id, lookups);
    await request(t.http).post(`/api/employer/listings/${theirs.id}/close`).set(other.auth).expect(200);

    await run();
    const order = new Map((await t.dataSource.getRepository(WebhookEvent).find()).map((event) => [event.event_id, event.id]));
    // Deliveries go out side by side: read them in the order the events were written.
    const bodies = target.received
      .map((item) => verifyAt(endpoint.secret, item, now) as { id: string; type: string; data: Record<string, Record<string, unknown> | undefined> })
      .sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    expect(bodies.map((body) => body.type)).toEqual(['application.created', 'hire.approved', 'listing.filled', 'listing.closed', 'listing.closed']);
    expect(bodies[1].data).toMatchObject({ hire: { id: applicationId, status: 'approved', previous_status: 'pending', listing_id: listing.id }, move: 'approve' });
    expect(bodies[2].data.listing).toMatchObject({ id: listing.id, positions: 1, positions_filled: 1 });
    expect(bodies[3].data.listing).toMatchObject({ id: listing.id, status: 'closed', closed_reason: 'filled' });
    expect(bodies[4].data.listing).toMatchObject({ id: second.id, status: 'closed', closed_reason: 'employer' });
    expect(bodies.some((body) => body.data.listing?.id === theirs.id)).toBe(false);
    // The other employer's event was recorded for them (and went nowhere: they have no endpoint).
    expect(await t.dataSource.getRepository(WebhookEvent).countBy({ owner_id: other.id, type: 'listing.closed' })).toBe(1);
  });

  it('a state change that fails writes no event; one that commits keeps its event until delivered', async () => {
    const target = await receiver();
    await subscribe(employer, target.url);
    const listing = await makeListing(t.dataSource, employer.id, lookups);
    await apply(listing.id);
    // Applying twice is refused: the refused transaction leaves no event.
    await request(t.http).post(`/api/jobs/${listing.id}/apply`).set(freelancer.auth).send({}).expect(409);
    expect(await t.dataSource.getRepository(WebhookEvent).countBy({ owner_id: employer.id })).toBe(1);
  });

  it('an endpoint failing for three days is turned off and its owner told by bell and SMS', async () => {
    const target = await receiver();
    target.answers = Array(100).fill(503);
    const endpoint = await subscribe(employer, target.url);
    const listing = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Fix the roof' });
    await apply(listing.id);
    const started = now.getTime();
    await run();
    const deliveryRepo = t.dataSource.getRepository(WebhookDelivery);
    for (let guard = 0; guard < 40; guard++) {
      const delivery = await deliveryRepo.findOneByOrFail({ endpoint_id: endpoint.id });
      if (delivery.status !== 'pending') break;
      now = new Date(delivery.next_attempt_at!);
      await run();
    }
    const delivery = await deliveryRepo.findOneByOrFail({ endpoint_id: endpoint.id });
    expect(delivery.status).toBe('failed');
    expect(now.getTime() - started).toBeLessThanOrEqual(WEBHOOK_LIMITS.retryWindowMs);
    expect(now.getTime() - started).toBeGreaterThan(WEBHOOK_LIMITS.retryWindowMs - WEBHOOK_LIMITS.maxDelayMs);
    expect(target.received.length).toBe(delivery.attempts);
    expect(delivery.attempts).toBeGreaterThan(10);
    const stored = await t.dataSource.getRepository(WebhookEndpoint).findOneByOrFail({ id: endpoint.id });
    expect(stored).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    const notices = await t.dataSource.getRepository(Notification).findBy({ user_id: employer.id, notice_type: 'webhook' });
    expect(notices).toHaveLength(1);
    expect(notices[0].title).toBe('Webhook endpoint turned off');
    const phone = (await t.dataSource.query('SELECT phone FROM users WHERE id = ?', [employer.id]))[0].phone;
    expect(readSms(t).filter((line) => line.to === phone && /webhook/.test(line.message))).toHaveLength(1);

    // Turned off, nothing is sent; turned back on, it is again.
    await apply((await makeListing(t.dataSource, employer.id, lookups)).id);
    const before = target.received.length;
    await run();
    expect(target.received).toHaveLength(before);
    const enabled = await request(t.http).patch(`/api/employer/webhooks/${endpoint.id}`).set(employer.auth).send({ enabled: true });
    expect(enabled.status).toBe(200);
    expect(enabled.body.data).toMatchObject({ enabled: true, disabled_reason: null, failing_since: null });
  });

  it('an address checked when saved is checked again at delivery: a private one is never connected to', async () => {
    const target = await receiver();
    const endpoint = await subscribe(employer, target.url);
    // As if the address now led elsewhere (the check at delivery time is what counts).
    await t.dataSource.getRepository(WebhookEndpoint).update({ id: endpoint.id }, { url: 'http://10.9.9.9:5400/hook' });
    await apply((await makeListing(t.dataSource, employer.id, lookups)).id);
    await run();
    const [delivery] = await deliveries(employer, endpoint.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
    expect(delivery.attempt_log[0]).toMatchObject({ status_code: null, error: 'refused address', succeeded: false });
    expect(target.received).toHaveLength(0);
  });

  it('a process killed mid-delivery loses no event: the claim lapses and the next process delivers it', async () => {
    const target = await receiver();
    target.hold = true;
    const endpoint = await subscribe(employer, target.url);
    const listing = await makeListing(t.dataSource, employer.id, lookups);
    await apply(listing.id);

    // The first process sends, and dies while the receiver has not answered.
    const dying = t.app.get(WebhookDispatcher).run().catch(() => 'died');
    while (target.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    jest.restoreAllMocks();
    await t.app.close();
    target.dropHeld();
    await dying;
    target.hold = false;

    t = await reopenTestApp(t);
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date(now));
    const pending = await t.dataSource.getRepository(WebhookDelivery).findOneByOrFail({ endpoint_id: endpoint.id });
    expect(pending).toMatchObject({ status: 'pending' });
    // While the dead process's claim holds, no one sends it; once it lapses, the next run does.
    await run();
    expect(target.received).toHaveLength(1);
    advance(claimLeaseMs(t.config.WEBHOOK_CONCURRENCY) + 1000);
    await run();
    expect(target.received).toHaveLength(2);
    expect(target.received[1].headers['webhook-id']).toBe(target.received[0].headers['webhook-id']);
    expect(await t.dataSource.getRepository(WebhookDelivery).findOneByOrFail({ endpoint_id: endpoint.id })).toMatchObject({ status: 'delivered' });
  });

  it('an event committed before the process died, never fanned out, is delivered by the next process', async () => {
    const target = await receiver();
    await subscribe(employer, target.url);
    const listing = await makeListing(t.dataSource, employer.id, lookups);
    await apply(listing.id);
    expect(await t.dataSource.getRepository(WebhookEvent).countBy({ owner_id: employer.id, fanned_out_at: IsNull() })).toBe(1);
    jest.restoreAllMocks();
    await t.app.close();
    t = await reopenTestApp(t);
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date(now));
    await run();
    expect(target.received).toHaveLength(1);
    expect(JSON.parse(target.received[0].body).type).toBe('application.created');
  });
});
