import request from 'supertest';
import { Clock } from '../src/common/clock';
import { IdempotencyKey } from '../src/idempotency/idempotency-key.entity';
import { IdempotencyTasks } from '../src/idempotency/idempotency.tasks';
import { databaseKinds } from './support/databases';
import { count, Lookups, makeEmployer, makeFreelancer, makeListing, makeLookups, Person } from './support/marketplace-fixtures';
import { approvedHire, closeWorld, fundHire, paymentsWorld, PaymentsWorld, trialBalance } from './support/payment-fixtures';

/** Idempotency keys (docs/offline.md): the site's outbox replays actions with a key made on the phone. */
describe.each(databaseKinds())('idempotency keys (%s)', (kind) => {
  let world: PaymentsWorld;
  let lookups: Lookups;
  let employer: Person;
  let ada: Person;
  let bo: Person;
  const http = () => world.t.http;

  beforeAll(async () => {
    world = await paymentsWorld(kind);
    lookups = await makeLookups(world.t.dataSource);
    employer = await makeEmployer(world.t, 'Keys Ltd');
    ada = await makeFreelancer(world.t, undefined, 'Ada Key');
    bo = await makeFreelancer(world.t, undefined, 'Bo Key');
  });
  afterAll(() => closeWorld(world));

  it('apply: the same key acts once and answers as the first did; another user’s same key does not collide', async () => {
    const listing = await makeListing(world.t.dataSource, employer.id, lookups, { amount: '9000.00' });
    const key = 'apply-key-0001';
    const first = await request(http()).post(`/api/jobs/${listing.id}/apply`).set(ada.auth).set('Idempotency-Key', key).send({ new_price: '8000' });
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    for (let i = 0; i < 3; i += 1) {
      const again = await request(http()).post(`/api/jobs/${listing.id}/apply`).set(ada.auth).set('Idempotency-Key', key).send({ new_price: '8000' });
      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
    }
    expect(await count(world.t.dataSource, 'jobapplication', { listing_id: listing.id })).toBe(1);

    // Bo's request with Ada's key is Bo's own first request.
    const other = await request(http()).post(`/api/jobs/${listing.id}/apply`).set(bo.auth).set('Idempotency-Key', key).send({});
    expect(other.status).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.body.data.id).not.toBe(first.body.data.id);
    expect(await count(world.t.dataSource, 'jobapplication', { listing_id: listing.id })).toBe(2);

    // Without a key, a second apply is refused as before.
    const plain = await request(http()).post(`/api/jobs/${listing.id}/apply`).set(ada.auth).send({});
    expect(plain.status).toBe(409);
  });

  it('a refusal is kept too: a job closed before the first send answers the same reason on every replay', async () => {
    const listing = await makeListing(world.t.dataSource, employer.id, lookups, { status: 'closed' as never });
    const key = 'apply-closed-0001';
    const first = await request(http()).post(`/api/jobs/${listing.id}/apply`).set(ada.auth).set('Idempotency-Key', key).send({});
    expect(first.status).toBe(409);
    const again = await request(http()).post(`/api/jobs/${listing.id}/apply`).set(ada.auth).set('Idempotency-Key', key).send({});
    expect(again.status).toBe(409);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('save and unsave: each key per action', async () => {
    const listing = await makeListing(world.t.dataSource, employer.id, lookups);
    const key = 'bookmark-key-0001';
    const save = () => request(http()).post('/api/bookmarks').set(ada.auth).set('Idempotency-Key', key).send({ listing_id: listing.id });
    const first = await save();
    expect(first.status).toBe(201);
    expect((await save()).body).toEqual(first.body);
    expect(await count(world.t.dataSource, 'bookmarks', { user_id: ada.id, listing_id: listing.id })).toBe(1);
    // The same key on another action is that action's own first request.
    const unsave = () => request(http()).delete(`/api/bookmarks/${listing.id}`).set(ada.auth).set('Idempotency-Key', key);
    const removed = await unsave();
    expect(removed.status).toBe(200);
    const removedAgain = await unsave();
    expect(removedAgain.status).toBe(200);
    expect(removedAgain.body).toEqual(removed.body);
    expect(await count(world.t.dataSource, 'bookmarks', { user_id: ada.id, listing_id: listing.id })).toBe(0);
  });

  it('check in and mark done replay their first answer; the books stay balanced', async () => {
    const id = await approvedHire(world, lookups, employer, ada);
    await fundHire(world, employer, id);
    // On the job's clock: a minute after its start.
    const at = new Date(new Date((await request(http()).get(`/api/hires/${id}`).set(ada.auth)).body.data.starts_at).getTime() + 60_000);
    const spy = jest.spyOn(world.t.app.get(Clock), 'now').mockImplementation(() => at);
    const start = () => request(http()).post(`/api/freelancer/hires/${id}/start`).set(ada.auth).set('Idempotency-Key', 'check-in-0001');
    const first = await start();
    expect(first.status).toBe(200);
    const again = await start();
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const done = () => request(http()).post(`/api/freelancer/hires/${id}/done`).set(ada.auth).set('Idempotency-Key', 'mark-done-0001');
    const d1 = await done();
    expect(d1.status).toBe(200);
    expect((await done()).body).toEqual(d1.body);
    spy.mockRestore();
    expect(await world.t.dataSource.getRepository(IdempotencyKey).countBy({ user_id: ada.id, action: 'check-in' })).toBe(1);
    expect((await trialBalance(world)).balanced).toBe(true);
  });

  it('message: the same key sends one message and answers the same; the other side’s same key is its own message', async () => {
    const id = await approvedHire(world, lookups, employer, bo);
    const key = 'message-key-0001';
    const send = (who: Person, body: string) => request(http()).post(`/api/applications/${id}/messages`).set(who.auth).set('Idempotency-Key', key).send({ body });
    const first = await send(bo, 'On my way, sent while offline');
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    for (let i = 0; i < 3; i += 1) {
      const again = await send(bo, 'On my way, sent while offline');
      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
    }
    expect(await count(world.t.dataSource, 'messages', { application_id: id })).toBe(1);

    // The employer's request with the same key is the employer's own first message.
    const other = await send(employer, 'Thanks');
    expect(other.status).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.body.data.id).not.toBe(first.body.data.id);
    expect(await count(world.t.dataSource, 'messages', { application_id: id })).toBe(2);
    expect(await world.t.dataSource.getRepository(IdempotencyKey).countBy({ action: 'message', idem_key: key })).toBe(2);

    // The thread shows each message once.
    const thread = await request(http()).get(`/api/applications/${id}/messages`).set(employer.auth);
    expect(thread.body.data.items.map((m: { body: string }) => m.body)).toEqual(['On my way, sent while offline', 'Thanks']);

    // A refusal is kept: blocked before the first send, the replay answers the same 403 even once unblocked.
    await request(http()).post(`/api/applications/${id}/messages/block`).set(employer.auth).expect(200);
    const blockedKey = 'message-key-0002';
    const refused = await request(http()).post(`/api/applications/${id}/messages`).set(bo.auth).set('Idempotency-Key', blockedKey).send({ body: 'Hello?' });
    expect(refused.status).toBe(403);
    await request(http()).delete(`/api/applications/${id}/messages/block`).set(employer.auth).expect(200);
    const replayed = await request(http()).post(`/api/applications/${id}/messages`).set(bo.auth).set('Idempotency-Key', blockedKey).send({ body: 'Hello?' });
    expect(replayed.status).toBe(403);
    expect(replayed.body).toEqual(refused.body);
    expect(await count(world.t.dataSource, 'messages', { application_id: id })).toBe(2);
  });

  it('the back office’s generic create: the same key makes one row and answers the same record again', async () => {
    const create = () => request(http()).post('/api/admin/categories').set(world.superadmin).set('Idempotency-Key', 'admin-create-0001').send({ category_name: 'Roofing once' });
    const first = await create();
    expect(first.status).toBe(201);
    const again = await create();
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await count(world.t.dataSource, 'categories', { category_name: 'Roofing once' })).toBe(1);
    // Another body with the same key is refused, and makes nothing.
    const other = await request(http()).post('/api/admin/categories').set(world.superadmin).set('Idempotency-Key', 'admin-create-0001').send({ category_name: 'Roofing twice' });
    expect(other.status).toBe(422);
    expect(await count(world.t.dataSource, 'categories', { category_name: 'Roofing twice' })).toBe(0);
  });

  it('the dispute’s answer: the same key answers once, and the replay is the first answer, not “already answered”', async () => {
    const id = await approvedHire(world, lookups, employer, ada);
    await fundHire(world, employer, id);
    await request(http()).post(`/api/hires/${id}/dispute`).set(employer.auth).send({ reason: 'Only half the rooms were painted' }).expect(200);
    const answer = () => request(http()).post(`/api/hires/${id}/dispute/answer`).set(ada.auth).set('Idempotency-Key', 'dispute-answer-01').send({ statement: 'Two rooms were locked all day' });
    const first = await answer();
    expect(first.status).toBe(200);
    const again = await answer();
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.dispute.statements).toEqual(first.body.data.dispute.statements);
    expect(await count(world.t.dataSource, 'dispute_statements', { statement: 'Two rooms were locked all day' })).toBe(1);
  });

  it('a malformed key is a 400 naming the header', async () => {
    const listing = await makeListing(world.t.dataSource, employer.id, lookups);
    const bad = await request(http()).post(`/api/jobs/${listing.id}/apply`).set(ada.auth).set('Idempotency-Key', 'no spaces!').send({});
    expect(bad.status).toBe(400);
    expect(bad.body.details[0]).toMatchObject({ field: 'Idempotency-Key', rule: 'format' });
    expect(await count(world.t.dataSource, 'jobapplication', { listing_id: listing.id })).toBe(0);
  });

  it('keys are pruned 30 days after their first answer', async () => {
    const listing = await makeListing(world.t.dataSource, employer.id, lookups);
    const key = 'prune-key-0001';
    await request(http()).post('/api/bookmarks').set(bo.auth).set('Idempotency-Key', key).send({ listing_id: listing.id });
    const repo = world.t.dataSource.getRepository(IdempotencyKey);
    const row = await repo.findOneByOrFail({ user_id: bo.id, action: 'save', idem_key: key });
    const tasks = world.t.app.get(IdempotencyTasks);
    const clock = world.t.app.get(Clock);
    const spy = jest.spyOn(clock, 'now').mockReturnValue(new Date(row.created_at.getTime() + 29 * 24 * 3600_000));
    try {
      await tasks.prune();
      expect(await repo.countBy({ id: row.id })).toBe(1);
      spy.mockReturnValue(new Date(row.created_at.getTime() + 31 * 24 * 3600_000));
      await tasks.prune();
      expect(await repo.countBy({ id: row.id })).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });
});
