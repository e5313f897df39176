import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_EVENT_EXAMPLES, webhookShape, type WebhookEventType } from '@gigmarket/shared';
import { Payout } from '../src/payments/payment.entities';
import { WebhookEvent } from '../src/webhook-outbox/webhook-event.entity';
import { WebhookDispatcher } from '../src/webhooks/webhook-dispatcher';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import { approvedHire, checkIn, closeWorld, fundHire, paymentsWorld, saveBankAccount, workDone, type PaymentsWorld } from './support/payment-fixtures';

interface Sent {
  id: string;
  type: string;
  data: { hire?: { id: number; status: string; previous_status: string }; dispute?: { hire_id: number; opened_by: string }; move?: string };
}

/**
 * The hire's whole life, through the real steps and the local Paystack (docs/webhooks.md "Events"):
 * each move tells the listing's employer, from the state machine that makes it.
 */
describe.each(databaseKinds())('webhooks of a hire’s life (%s)', (kind) => {
  let world: PaymentsWorld;
  let lookups: Lookups;
  let employer: Person;
  let other: Person;
  let freelancer: Person;
  let server: http.Server;
  const received: Array<{ path: string; body: string; headers: Record<string, string> }> = [];
  let secret = '';

  beforeAll(async () => {
    world = await paymentsWorld(kind, { WEBHOOK_ALLOWED_CIDRS: '127.0.0.1/32' });
    lookups = await makeLookups(world.t.dataSource);
    employer = await makeEmployer(world.t, 'Hooked Works');
    other = await makeEmployer(world.t, 'Bystander Ltd');
    freelancer = await makeFreelancer(world.t, undefined, 'Ada Hooked');
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ path: req.url ?? '', body, headers: req.headers as Record<string, string> });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const events = ['hire.approved', 'hire.funded', 'hire.checked_in', 'hire.done', 'hire.completed', 'hire.paid', 'hire.cancelled', 'dispute.opened'];
    const mine = await request(world.t.http).post('/api/employer/webhooks').set(employer.auth).send({ url: `${base}/mine`, events });
    expect(mine.status).toBe(201);
    secret = mine.body.data.secret;
    await request(world.t.http).post('/api/employer/webhooks').set(other.auth).send({ url: `${base}/other`, events }).expect(201);
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await closeWorld(world);
  });

  /** What the employer's endpoint received since the last look, verified, per hire. */
  const delivered = async () => {
    await world.t.app.get(WebhookDispatcher).run();
    const bodies = received.splice(0).map((item) => {
      expect(item.path).toBe('/mine');
      // Steps on the job's clock were taken at the job's time: the receiver's clock reads the message's.
      const at = Number(item.headers['webhook-timestamp']) * 1000;
      const spy = jest.spyOn(Date, 'now').mockReturnValue(at);
      try {
        return new Webhook(secret).verify(item.body, item.headers) as Sent;
      } finally {
        spy.mockRestore();
      }
    });
    // Deliveries go out side by side: put them in the order the events were written.
    const order = new Map((await world.t.dataSource.getRepository(WebhookEvent).find()).map((event) => [event.event_id, event.id]));
    // Each body has its example's shape, the example the Developers page and docs show.
    for (const body of bodies) expect([body.type, webhookShape(body)]).toEqual([body.type, webhookShape(WEBHOOK_EVENT_EXAMPLES[body.type as WebhookEventType])]);
    return bodies.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  };

  it('approved, funded, checked in, done, completed and paid: one event each, in the order of the moves, to the listing’s employer only', async () => {
    const id = await approvedHire(world, lookups, employer, freelancer);
    await fundHire(world, employer, id);
    await workDone(world, freelancer, id);
    await request(world.t.http).post(`/api/employer/hires/${id}/complete`).set(employer.auth).expect(200);
    await saveBankAccount(world, freelancer);
    const payout = await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: id });
    await world.paystack.control.settleTransfer(payout.reference!, 'success');

    const bodies = await delivered();
    expect(bodies.map((body) => [body.type, body.data.hire?.status, body.data.hire?.previous_status])).toEqual([
      ['hire.approved', 'approved', 'pending'],
      ['hire.funded', 'funded', 'approved'],
      ['hire.checked_in', 'in_progress', 'funded'],
      ['hire.done', 'submitted', 'in_progress'],
      ['hire.completed', 'completed', 'submitted'],
      ['hire.paid', 'paid', 'completed'],
    ]);
    expect(bodies.every((body) => body.data.hire?.id === id)).toBe(true);
    expect(new Set(bodies.map((body) => body.id)).size).toBe(6);
  });

  it('a cancellation after funding and a dispute tell the employer, whoever acted', async () => {
    const cancelled = await approvedHire(world, lookups, employer, freelancer);
    await fundHire(world, employer, cancelled);
    await request(world.t.http).post(`/api/hires/${cancelled}/cancel`).set(employer.auth).send({ reason: 'schedule_changed' }).expect(200);
    const disputed = await approvedHire(world, lookups, employer, freelancer);
    await fundHire(world, employer, disputed);
    await checkIn(world, freelancer, disputed);
    await request(world.t.http).post(`/api/hires/${disputed}/dispute`).set(freelancer.auth).send({ reason: 'The site was closed when I came' }).expect(200);

    const bodies = await delivered();
    const of = (id: number) => bodies.filter((body) => (body.data.hire?.id ?? body.data.dispute?.hire_id) === id).map((body) => body.type);
    expect(of(cancelled)).toEqual(['hire.approved', 'hire.funded', 'hire.cancelled']);
    expect(bodies.find((body) => body.type === 'hire.cancelled')?.data).toMatchObject({ hire: { status: 'refunded', previous_status: 'funded' }, move: 'cancelFunded' });
    expect(of(disputed)).toEqual(['hire.approved', 'hire.funded', 'hire.checked_in', 'dispute.opened']);
    expect(bodies.find((body) => body.type === 'dispute.opened')?.data.dispute).toMatchObject({ hire_id: disputed, opened_by: 'freelancer' });
  });
});
