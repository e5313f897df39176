import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import request from 'supertest';
import { WEBHOOK_EVENT_EXAMPLES, webhookShape } from '@gigmarket/shared';
import { JobApplication } from '../src/applications/job-application.entity';
import { Listing } from '../src/listings/listing.entity';
import { Transaction } from '../src/transactions/transaction.entity';
import { WebhookEvent } from '../src/webhook-outbox/webhook-event.entity';
import { WebhookDispatcher } from '../src/webhooks/webhook-dispatcher';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeLookups, type Person } from './support/marketplace-fixtures';
import { closeWorld, paymentsWorld, type PaymentsWorld } from './support/payment-fixtures';

const SCRIPT = join(__dirname, '..', '..', 'examples', 'agency.mjs');

/**
 * examples/agency.mjs against the running API and the local Paystack (examples/README.md): the
 * script is a child process with nothing but the API's address and a key; this suite plays the
 * freelancer who applies while it waits, the employer who pays at the checkout, and the
 * webhook worker (BACKGROUND_TASKS is off in tests).
 */
describe.each(databaseKinds())('the agency example (%s)', (kind) => {
  let world: PaymentsWorld;
  let employer: Person;
  let freelancer: Person;
  let apiUrl = '';

  beforeAll(async () => {
    world = await paymentsWorld(kind, { WEBHOOK_ALLOWED_CIDRS: '127.0.0.1/32' });
    await makeLookups(world.t.dataSource);
    employer = await makeEmployer(world.t, 'Agency Staffing');
    freelancer = await makeFreelancer(world.t, undefined, 'Ada Agency');
    await new Promise<void>((resolve) => world.t.http.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(world.t.http.address() as AddressInfo).port}`;
  });
  afterAll(() => closeWorld(world));

  it('posts a job, hears of the application by a verified webhook, approves it and ends with the hire funded', async () => {
    const made = await request(world.t.http)
      .post('/api/account/api-keys')
      .set(employer.auth)
      .send({ name: 'Agency tool', scopes: ['listings:read', 'listings:write', 'applications:read', 'hires:read', 'hires:write', 'webhooks:manage'] });
    expect(made.status).toBe(201);

    const dispatcher = world.t.app.get(WebhookDispatcher);
    let dispatching: Promise<unknown> = Promise.resolve();
    const worker = setInterval(() => (dispatching = dispatching.then(() => dispatcher.run()).catch(() => undefined)), 100);
    const lines: string[] = [];
    const acted: Promise<unknown>[] = [];
    const child = spawn(process.execPath, [SCRIPT], {
      env: { PATH: process.env.PATH, GM_API_URL: apiUrl, GM_API_KEY: made.body.data.key, GM_WAIT_MS: '30000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    createInterface({ input: child.stderr! }).on('line', (line) => lines.push(line));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      const posted = /job posted: listing_id=(\d+)/.exec(line);
      if (posted) acted.push(request(world.t.http).post(`/api/jobs/${posted[1]}/apply`).set(freelancer.auth).send({}).expect(201).then(() => undefined));
      // The employer presses Pay on the local checkout page.
      const checkout = /reference=(\S+); waiting for the payment/.exec(line);
      if (checkout) acted.push(world.paystack.control.pay(checkout[1]));
    });
    let code: number | null;
    try {
      code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      await Promise.all(acted);
    } finally {
      clearInterval(worker);
      await dispatching;
    }
    // The script's own account of a failure, if it failed.
    expect(code === 0 ? 'exit 0' : lines.join('\n')).toBe('exit 0');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/webhook received: application\.created \(evt_\S+\), signature verified/),
        expect.stringMatching(/hire funded: hire_id=\d+ status=funded amount_minor=1500000/),
      ]),
    );

    // The stored rows agree: one job of the key's owner, filled by its one hire, approved and funded, the charge paid.
    const listings = await world.t.dataSource.getRepository(Listing).findBy({ user_id: employer.id });
    expect(listings.map((listing) => [listing.job_title, listing.status, listing.closed_reason])).toEqual([['Warehouse packer, one day', 'closed', 'filled']]);
    const hire = await world.t.dataSource.getRepository(JobApplication).findOneByOrFail({ listing_id: listings[0].id });
    expect(lines.join('\n')).toContain(`hire funded: hire_id=${hire.id} status=funded`);
    expect([hire.user_id, hire.status]).toEqual([freelancer.id, 'funded']);
    const charges = await world.t.dataSource.getRepository(Transaction).findBy({ application_id: hire.id });
    expect(charges.map((charge) => [charge.user_id, charge.status])).toEqual([[employer.id, 'success']]);
    const events = await world.t.dataSource.getRepository(WebhookEvent).findBy({ owner_id: employer.id });
    expect(events.map((event) => event.type).sort()).toEqual(['application.created', 'hire.approved', 'hire.funded', 'listing.closed', 'listing.filled']);
    for (const event of events) expect([event.type, webhookShape(JSON.parse(event.payload))]).toEqual([event.type, webhookShape(WEBHOOK_EVENT_EXAMPLES[event.type])]);
    // The script removed its endpoint on the way out (its receiver went with it).
    expect((await request(world.t.http).get('/api/employer/webhooks').set(employer.auth)).body.data).toEqual([]);
  });
});
