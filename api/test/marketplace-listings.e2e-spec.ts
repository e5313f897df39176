import request from 'supertest';
import { Listing } from '../src/listings/listing.entity';
import { databaseKinds } from './support/databases';
import { authEnv } from './support/auth-fixtures';
import { count, Lookups, makeEmployer, makeFreelancer, makeListing, makeLookups, Person } from './support/marketplace-fixtures';
import { createTestApp, TestApp } from './support/test-app';

describe.each(databaseKinds())('employer listings (%s)', (kind) => {
  let t: TestApp;
  let lookups: Lookups;
  let employer: Person;
  let other: Person;
  let freelancer: Person;

  const complete = () => ({
    job_title: 'Paint a three-bedroom flat',
    category_id: lookups.categoryId,
    job_type: lookups.jobTypeId,
    pricing: 'range',
    min_amount: '50000',
    max_amount: '80000.50',
    job_date: '2030-12-01',
    job_end_date: '2030-12-03',
    job_time: 'Full day',
    job_sart_time: '08:00',
    job_end_time: '17:00',
    address: '12 Allen Avenue',
    state: lookups.stateId,
    location: 'Ikeja, Lagos',
    latitude: 6.6018,
    longitude: 3.3515,
    work_description: 'Two coats, walls and ceilings.',
    work_duration: '3 days',
    expected_result: 'Clean, even finish',
  });

  beforeAll(async () => {
    t = await createTestApp(kind, authEnv());
    lookups = await makeLookups(t.dataSource);
    employer = await makeEmployer(t, 'Acme Works');
    other = await makeEmployer(t, 'Other Ltd');
    freelancer = await makeFreelancer(t);
  });
  afterAll(() => t.close());

  it('creates a draft, edits it, publishes, closes, reopens and soft-deletes it', async () => {
    const created = await request(t.http).post('/api/employer/listings').set(employer.auth).send({ job_title: 'Draft job' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ result: true, data: { job_title: 'Draft job', status: 'draft', pictures: [] } });
    const id = created.body.data.id as number;

    const sneakyStatus = await request(t.http).patch(`/api/employer/listings/${id}`).set(employer.auth).send({ status: 'open' });
    expect(sneakyStatus.status).toBe(400);
    expect(sneakyStatus.body.details[0]).toMatchObject({ field: 'status', rule: 'unknown' });

    const early = await request(t.http).post(`/api/employer/listings/${id}/publish`).set(employer.auth);
    expect(early.status).toBe(400);
    expect(early.body.details[0]).toMatchObject({ field: 'category_id', rule: 'required' });
    expect((await t.dataSource.getRepository(Listing).findOneByOrFail({ id })).status).toBe('draft');

    const edited = await request(t.http).patch(`/api/employer/listings/${id}`).set(employer.auth).send(complete());
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      job_title: 'Paint a three-bedroom flat',
      pricing: 'range',
      amount: '80000.50',
      min_amount: '50000.00',
      max_amount: '80000.50',
      job_sart_time: '08:00',
      latitude: '6.6018000',
      category: { id: lookups.categoryId },
      company: { company_name: 'Acme Works' },
      status: 'draft',
    });

    for (const [action, status] of [['publish', 'open'], ['close', 'closed'], ['reopen', 'open']] as const) {
      const response = await request(t.http).post(`/api/employer/listings/${id}/${action}`).set(employer.auth);
      expect({ action, status: response.status, stored: (await t.dataSource.getRepository(Listing).findOneByOrFail({ id })).status }).toEqual({
        action,
        status: 200,
        stored: status,
      });
    }
    const again = await request(t.http).post(`/api/employer/listings/${id}/reopen`).set(employer.auth);
    expect(again.status).toBe(409);

    const deleted = await request(t.http).delete(`/api/employer/listings/${id}`).set(employer.auth);
    expect(deleted.status).toBe(200);
    const row = await t.dataSource.getRepository(Listing).findOne({ where: { id }, withDeleted: true });
    expect(row?.deleted_at).toBeInstanceOf(Date);
    expect((await request(t.http).get(`/api/employer/listings/${id}`).set(employer.auth)).status).toBe(404);
  });

  it('publishes on create only with every field a freelancer needs, and checks prices and dates', async () => {
    const missing = await request(t.http).post('/api/employer/listings').set(employer.auth).send({ job_title: 'Half a job', status: 'open' });
    expect(missing.status).toBe(400);
    const badRange = await request(t.http).post('/api/employer/listings').set(employer.auth).send({ ...complete(), min_amount: '90000', status: 'open' });
    expect(badRange.status).toBe(400);
    expect(badRange.body.details[0]).toMatchObject({ field: 'max_amount', rule: 'range' });
    const badDates = await request(t.http).post('/api/employer/listings').set(employer.auth).send({ ...complete(), job_end_date: '2030-11-01' });
    expect(badDates.status).toBe(400);
    const unknownState = await request(t.http).post('/api/employer/listings').set(employer.auth).send({ ...complete(), state: 999999 });
    expect(unknownState.status).toBe(400);
    const sneaky = await request(t.http).post('/api/employer/listings').set(employer.auth).send({ ...complete(), user_id: other.id });
    expect(sneaky.status).toBe(400);
    const before = await count(t.dataSource, 'listings', { user_id: employer.id });
    const fixed = await request(t.http)
      .post('/api/employer/listings')
      .set(employer.auth)
      .send({ ...complete(), pricing: 'fixed', amount: 25000, min_amount: undefined, max_amount: undefined, status: 'open' });
    expect(fixed.status).toBe(201);
    expect(fixed.body.data).toMatchObject({ status: 'open', amount: '25000.00', min_amount: '25000.00', max_amount: '25000.00' });
    expect(await count(t.dataSource, 'listings', { user_id: employer.id })).toBe(before + 1);
  });

  it('refuses pictures that were never uploaded and more than file_max of them', async () => {
    const unknown = await request(t.http).post('/api/employer/listings').set(employer.auth).send({ ...complete(), pictures: ['nope.jpg'] });
    expect(unknown.status).toBe(400);
    const many = Array.from({ length: 6 }, (_, i) => `00000000-0000-0000-0000-00000000000${i}.jpg`);
    const tooMany = await request(t.http).post('/api/employer/listings').set(employer.auth).send({ ...complete(), pictures: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('You can only upload maximum of 5 files at a time');
  });

  it('lists own listings with a status filter, counts and pagination', async () => {
    const boss = await makeEmployer(t, 'Lister');
    for (const status of ['open', 'open', 'open', 'closed', 'draft'] as const) await makeListing(t.dataSource, boss.id, lookups, { status });
    await makeListing(t.dataSource, other.id, lookups);
    const all = await request(t.http).get('/api/employer/listings?per_page=2').set(boss.auth);
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: 5, page: 1, per_page: 2 });
    expect(all.body.data.items).toHaveLength(2);
    const open = await request(t.http).get('/api/employer/listings?status=open&page=2&per_page=2').set(boss.auth);
    expect(open.body.data.total).toBe(3);
    expect(open.body.data.items).toHaveLength(1);
    expect(open.body.data.items.every((item: { user_id: number }) => item.user_id === boss.id)).toBe(true);
    expect((await request(t.http).get('/api/employer/listings?status=gone').set(boss.auth)).status).toBe(400);
  });

  it("answers 404 for another employer's listing and changes nothing", async () => {
    const listing = await makeListing(t.dataSource, other.id, lookups, { job_title: 'Theirs' });
    const calls = [
      request(t.http).get(`/api/employer/listings/${listing.id}`).set(employer.auth),
      request(t.http).patch(`/api/employer/listings/${listing.id}`).set(employer.auth).send({ job_title: 'Mine now' }),
      request(t.http).post(`/api/employer/listings/${listing.id}/close`).set(employer.auth),
      request(t.http).delete(`/api/employer/listings/${listing.id}`).set(employer.auth),
      request(t.http).get(`/api/employer/listings/${listing.id}/applicants`).set(employer.auth),
    ];
    for (const call of calls) expect((await call).status).toBe(404);
    const stored = await t.dataSource.getRepository(Listing).findOneOrFail({ where: { id: listing.id }, withDeleted: true });
    expect(stored).toMatchObject({ job_title: 'Theirs', status: 'open', deleted_at: null });
  });

  it('keeps freelancers and anonymous callers out of the employer routes', async () => {
    expect((await request(t.http).get('/api/employer/listings').set(freelancer.auth)).status).toBe(403);
    expect((await request(t.http).post('/api/employer/listings').set(freelancer.auth).send({ job_title: 'Nope' })).status).toBe(403);
    expect((await request(t.http).get('/api/employer/listings')).status).toBe(401);
    expect(await count(t.dataSource, 'listings', { job_title: 'Nope' })).toBe(0);
  });
});
