import request from 'supertest';
import { API_KEY_SCOPES, API_KEYS, WEBHOOK_EVENT_EXAMPLES, WEBHOOK_EVENT_TYPES } from '@gigmarket/shared';
import { Clock } from '../src/common/clock';
import { insertUser, tokenFor } from './support/admin-fixtures';
import { authEnv } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { count, makeEmployer, makeFreelancer, makeListing, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import { atTime } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** The limit this suite's keys get per minute (the 429 test spends it; the others stay below it). */
const LIMIT = 30;

/** API keys for other systems (docs/api-keys.md): scopes, ownership, revocation, limits, cursor pages. */
describe.each(databaseKinds())('API keys (%s)', (kind) => {
  let t: TestApp;
  let lookups: Lookups;
  let employer: Person;
  let other: Person;
  let worker: Person;
  const http = () => t.http;

  beforeAll(async () => {
    t = await createTestApp(kind, authEnv({ API_KEY_REQUESTS_PER_MINUTE: String(LIMIT) }));
    lookups = await makeLookups(t.dataSource);
    employer = await makeEmployer(t, 'Keys Staffing');
    other = await makeEmployer(t, 'Other Works');
    worker = await makeFreelancer(t, undefined, 'Ada Keys');
  });
  afterAll(() => t?.close());

  async function newKey(owner: { Authorization: string }, scopes: string[], extra: Record<string, unknown> = {}) {
    const answer = await request(http()).post('/api/account/api-keys').set(owner).send({ name: 'Staffing system', scopes, ...extra });
    if (answer.status !== 201) throw new Error(`create key ${answer.status} ${JSON.stringify(answer.body)}`);
    const key = answer.body.data.key as string;
    return { id: answer.body.data.id as number, key, auth: { Authorization: `Bearer ${key}` }, body: answer.body.data };
  }

  it('shows a key once in full, lists it by its prefix only, and keeps only its digest', async () => {
    const made = await newKey(employer.auth, ['listings:read']);
    expect(made.key).toMatch(/^gm_live_[A-Za-z0-9_-]{43}$/);
    expect(made.body.prefix).toBe(made.key.slice(0, API_KEYS.shownPrefixLength));
    expect(made.body.scopes).toEqual(['listings:read']);

    const list = await request(http()).get('/api/account/api-keys').set(employer.auth);
    expect(list.status).toBe(200);
    const listed = list.body.data.find((key: { id: number }) => key.id === made.id);
    expect(listed).toMatchObject({ prefix: made.body.prefix, status: 'active' });
    expect(JSON.stringify(list.body)).not.toContain(made.key);

    // The whole table as stored: no key in full, nor its secret part.
    const rows = await t.dataSource.query('SELECT * FROM api_keys');
    const dump = JSON.stringify(rows);
    expect(rows.length).toBeGreaterThan(0);
    expect(dump).not.toContain(made.key);
    expect(dump).not.toContain(made.key.slice(API_KEYS.secretPrefix.length));
  });

  it('tells anyone the scopes, this API’s per-key limit and an example of every webhook event (the Developers page)', async () => {
    const answer = await request(http()).get('/api/developers');
    expect(answer.status).toBe(200);
    expect(answer.body.data.scopes).toEqual([...API_KEY_SCOPES]);
    expect(answer.body.data.limits).toMatchObject({ requests_per_window: LIMIT, window_seconds: 60, per_page_max: 100 });
    expect(answer.body.data.idempotency).toMatchObject({ header: 'Idempotency-Key', keep_days: 30 });
    expect(answer.body.data.webhooks.events.map((event: { type: string }) => event.type)).toEqual([...WEBHOOK_EVENT_TYPES]);
    expect(answer.body.data.webhooks.events[0].example).toEqual(WEBHOOK_EVENT_EXAMPLES['application.created']);
  });

  it('refuses a route outside the key’s scopes with 403 naming the scope, and admits those within', async () => {
    const reader = await newKey(employer.auth, ['listings:read']);
    const listed = await request(http()).get('/api/employer/listings').set(reader.auth);
    expect(listed.status).toBe(200);
    expect(listed.headers['ratelimit-policy']).toMatch(new RegExp(`^"${LIMIT}-in-1min"; q=${LIMIT}; w=60; pk=:`));
    expect(listed.headers.ratelimit).toMatch(new RegExp(`^"${LIMIT}-in-1min"; r=${LIMIT - 1}; t=\\d+$`));

    const create = await request(http()).post('/api/employer/listings').set(reader.auth).send({ job_title: 'Warehouse shift' });
    expect(create.status).toBe(403);
    expect(create.body.missing_scope).toBe('listings:write');
    expect(create.body.message).toContain('listings:write');

    const hires = await request(http()).get('/api/employer/hires').set(reader.auth);
    expect(hires.status).toBe(403);
    expect(hires.body.missing_scope).toBe('hires:read');

    // A route with no scopes at all (the account) and the back office stay closed to an employer's key.
    expect((await request(http()).get('/api/account/profile').set(reader.auth)).status).toBe(403);
    expect((await request(http()).get('/api/admin/listings').set(reader.auth)).status).toBe(403);
    // A public route answers the key as any visitor.
    expect((await request(http()).get('/api/home').set(reader.auth)).status).toBe(200);
  });

  it('acts as its owner: creates with an Idempotency-Key once, and another employer’s records are 404', async () => {
    const writer = await newKey(employer.auth, ['listings:read', 'listings:write', 'applications:read', 'hires:write', 'hires:read']);
    const body = { job_title: 'Forklift driver for a week' };
    const first = await request(http()).post('/api/employer/listings').set(writer.auth).set('Idempotency-Key', 'agency-job-0001').send(body);
    expect(first.status).toBe(201);
    const again = await request(http()).post('/api/employer/listings').set(writer.auth).set('Idempotency-Key', 'agency-job-0001').send(body);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await count(t.dataSource, 'listings', { user_id: employer.id, job_title: body.job_title })).toBe(1);

    const theirs = await makeListing(t.dataSource, other.id, lookups);
    expect((await request(http()).get(`/api/employer/listings/${theirs.id}`).set(writer.auth)).status).toBe(404);
    expect((await request(http()).get(`/api/employer/listings/${theirs.id}/applicants`).set(writer.auth)).status).toBe(404);
    const applied = await request(http()).post(`/api/jobs/${theirs.id}/apply`).set(worker.auth).send({});
    expect(applied.status).toBe(201);
    expect((await request(http()).post(`/api/employer/applications/${applied.body.data.id}/approve`).set(writer.auth).send({})).status).toBe(404);

    // Approving (the hire's creation) on its own listing, with a key: once.
    const mine = await makeListing(t.dataSource, employer.id, lookups);
    const application = await request(http()).post(`/api/jobs/${mine.id}/apply`).set(worker.auth).send({});
    const approve = () =>
      request(http()).post(`/api/employer/applications/${application.body.data.id}/approve`).set(writer.auth).set('Idempotency-Key', 'agency-hire-0001').send({});
    const approved = await approve();
    expect(approved.status).toBe(200);
    const replay = await approve();
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const hires = await request(http()).get('/api/employer/hires').set(writer.auth);
    expect(hires.status).toBe(200);
    expect(hires.body.data.items.map((hire: { id: number }) => hire.id)).toContain(application.body.data.id);
  });

  it('cannot manage keys: a key is refused on the key routes, whatever its scopes', async () => {
    const all = await newKey(employer.auth, ['listings:read', 'listings:write', 'applications:read', 'hires:read', 'hires:write', 'webhooks:manage']);
    expect((await request(http()).get('/api/account/api-keys').set(all.auth)).status).toBe(403);
    expect((await request(http()).post('/api/account/api-keys').set(all.auth).send({ name: 'More', scopes: ['listings:read'] })).status).toBe(403);
    expect((await request(http()).delete(`/api/account/api-keys/${all.id}`).set(all.auth)).status).toBe(403);
    const admin = await insertUser(t.dataSource, 'superadmin');
    const superKey = await newKey({ Authorization: `Bearer ${await tokenFor(t, admin.id)}` }, ['listings:read']);
    expect((await request(http()).get('/api/admin/apikeys').set(superKey.auth)).status).toBe(403);
    // A superadmin's key reads the back office's listings within its scope, and no other resource.
    expect((await request(http()).get('/api/admin/listings').set(superKey.auth)).status).toBe(200);
    const users = await request(http()).get('/api/admin/users').set(superKey.auth);
    expect(users.status).toBe(403);
    expect(await count(t.dataSource, 'api_keys', { user_id: employer.id, name: 'More' })).toBe(0);
  });

  it('refuses a revoked key at once (401), even when another process revoked it, and an expired one', async () => {
    const key = await newKey(employer.auth, ['listings:read']);
    expect((await request(http()).get('/api/employer/listings').set(key.auth)).status).toBe(200);
    const revoked = await request(http()).delete(`/api/account/api-keys/${key.id}`).set(employer.auth);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.status).toBe('revoked');
    const refused = await request(http()).get('/api/employer/listings').set(key.auth);
    expect(refused.status).toBe(401);
    // A public route too: a dead key is never quietly anonymous.
    expect((await request(http()).get('/api/home').set(key.auth)).status).toBe(401);

    // Another replica's revocation is only a row: this process learns it on the next request.
    const second = await newKey(employer.auth, ['listings:read']);
    expect((await request(http()).get('/api/employer/listings').set(second.auth)).status).toBe(200);
    await t.dataSource.query('UPDATE api_keys SET revoked_at = CURRENT_TIMESTAMP WHERE id = ?', [second.id]);
    expect((await request(http()).get('/api/employer/listings').set(second.auth)).status).toBe(401);

    // Another owner cannot revoke it (404), nor see it.
    const third = await newKey(employer.auth, ['listings:read'], { expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await request(http()).delete(`/api/account/api-keys/${third.id}`).set(other.auth)).status).toBe(404);
    expect((await request(http()).get('/api/employer/listings').set(third.auth)).status).toBe(200);
    const later = await atTime(t, new Date(Date.now() + 2 * 3_600_000), () => request(http()).get('/api/employer/listings').set(third.auth));
    expect(later.status).toBe(401);
    // An unknown key of the right shape.
    expect((await request(http()).get('/api/employer/listings').set({ Authorization: `Bearer ${API_KEYS.secretPrefix}nope` })).status).toBe(401);
  });

  it('checks the key’s fields: scopes from the list, an expiry in the future, owners employers and the superadmin', async () => {
    const bad = await request(http()).post('/api/account/api-keys').set(employer.auth).send({ name: 'x', scopes: ['admin:all'] });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('scopes');
    const past = await request(http()).post('/api/account/api-keys').set(employer.auth).send({ name: 'x', scopes: ['listings:read'], expires_at: '2001-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.details[0]).toMatchObject({ field: 'expires_at', rule: 'future' });
    expect((await request(http()).post('/api/account/api-keys').set(worker.auth).send({ name: 'x', scopes: ['listings:read'] })).status).toBe(403);
  });

  it('records the last use at most once a minute', async () => {
    const key = await newKey(employer.auth, ['listings:read']);
    const lastUsed = async () => {
      const [row] = await t.dataSource.query('SELECT last_used_at FROM api_keys WHERE id = ?', [key.id]);
      return row.last_used_at === null ? null : new Date(row.last_used_at).getTime();
    };
    expect(await lastUsed()).toBeNull();
    await request(http()).get('/api/employer/listings').set(key.auth);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await request(http()).get('/api/employer/listings').set(key.auth);
    expect(await lastUsed()).toBe(first);
    const clock = t.app.get(Clock);
    await atTime(t, new Date(clock.now().getTime() + 61_000), () => request(http()).get('/api/employer/listings').set(key.auth));
    expect(await lastUsed()).toBeGreaterThan(first!);
  });

  it('limits each key: past the limit 429 with Retry-After, other keys unaffected', async () => {
    const busy = await newKey(employer.auth, ['listings:read']);
    const calm = await newKey(employer.auth, ['listings:read']);
    for (let i = 0; i < LIMIT; i++) expect((await request(http()).get('/api/employer/listings?per_page=1').set(busy.auth)).status).toBe(200);
    const refused = await request(http()).get('/api/employer/listings?per_page=1').set(busy.auth);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers.ratelimit).toMatch(/; r=0; t=\d+$/);
    expect((await request(http()).get('/api/employer/listings?per_page=1').set(calm.auth)).status).toBe(200);
  });

  it('walks every listing, application and hire once with cursor pages, in id order', async () => {
    const boss = await makeEmployer(t, 'Cursor Ltd');
    const key = await newKey(boss.auth, ['listings:read', 'applications:read', 'hires:read']);
    const listings = [];
    for (let i = 0; i < 23; i++) listings.push(await makeListing(t.dataSource, boss.id, lookups, { job_title: `Shift ${i}` }));
    await makeListing(t.dataSource, other.id, lookups);

    async function walk(path: string, perPage: number): Promise<number[]> {
      const seen: number[] = [];
      let cursor: string | null = '';
      for (let pages = 0; cursor !== null && pages < 50; pages++) {
        const answer: request.Response = await request(http()).get(`${path}${path.includes('?') ? '&' : '?'}per_page=${perPage}&cursor=${cursor}`).set(key.auth);
        expect(answer.status).toBe(200);
        expect(answer.body.data.page).toBeNull();
        seen.push(...answer.body.data.items.map((row: { id: number }) => row.id));
        cursor = answer.body.data.next_cursor;
      }
      return seen;
    }

    const ids = listings.map((listing) => listing.id);
    expect(await walk('/api/employer/listings', 5)).toEqual(ids);
    expect(await walk('/api/employer/listings', 23)).toEqual(ids);

    const freelancers = [worker, await makeFreelancer(t, undefined, 'Bo Cursor'), await makeFreelancer(t, undefined, 'Cy Cursor')];
    const applications: number[] = [];
    for (const listing of listings.slice(0, 4))
      for (const person of freelancers) applications.push((await request(http()).post(`/api/jobs/${listing.id}/apply`).set(person.auth).send({})).body.data.id);
    expect(await walk('/api/employer/applications', 5)).toEqual(applications);
    // One position per job: one hire on each of the first three.
    const hired = [applications[0], applications[3], applications[6]];
    for (const id of hired) expect((await request(http()).post(`/api/employer/applications/${id}/approve`).set(boss.auth).send({})).status).toBe(200);
    expect(await walk('/api/employer/hires', 2)).toEqual(hired);

    // Numbered pages still answer as before; a cursor no list gave, or with a page, is a 400 naming it.
    const numbered = await request(http()).get('/api/employer/listings?page=2&per_page=10').set(key.auth);
    expect(numbered.body.data).toMatchObject({ page: 2, total: 23, next_cursor: null });
    const forged = await request(http()).get('/api/employer/listings?cursor=abc').set(key.auth);
    expect(forged.status).toBe(400);
    expect(forged.body.details[0]).toMatchObject({ field: 'cursor', rule: 'format' });
    const both = await request(http()).get('/api/employer/listings?cursor=&page=2').set(key.auth);
    expect(both.status).toBe(400);
    expect(both.body.details[0].field).toBe('cursor');
  });
});
