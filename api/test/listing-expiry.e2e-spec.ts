import request from 'supertest';
import { LISTING_EXPIRED_NOTICE } from '@gigmarket/shared';
import { Clock } from '../src/common/clock';
import { Listing } from '../src/listings/listing.entity';
import { ListingExpiryService } from '../src/listings/listing-expiry.service';
import { Notification } from '../src/notifications/notification.entity';
import { User } from '../src/users/user.entity';
import { authEnv } from './support/auth-fixtures';
import { searchKinds } from './support/databases';
import { Lookups, makeEmployer, makeFreelancer, makeListing, makeLookups, Person } from './support/marketplace-fixtures';
import { createTestApp, TestApp } from './support/test-app';

const LAGOS = { latitude: 6.5244, longitude: 3.3792 };

/** Listing expiry (docs/search.md): on both databases, with the clock moved, never slept. */
describe.each(searchKinds())('listing expiry (%s)', (kind) => {
  let t: TestApp;
  let lookups: Lookups;
  let employer: Person;
  let frenchEmployer: Person;
  let freelancer: Person;
  let clock: Clock;
  const at = (iso: string) => jest.spyOn(clock, 'now').mockReturnValue(new Date(iso));
  const searchIds = async (query = '') => {
    await t.syncSearch?.();
    const response = await request(t.http).get(`/api/jobs?per_page=50&${query}`).set(freelancer.auth);
    expect(response.status).toBe(200);
    return response.body.data.items.map((item: { id: number }) => item.id) as number[];
  };
  const row = (id: number) => t.dataSource.getRepository(Listing).findOneByOrFail({ id });
  /** The featured jobs (the home page's and the dashboards' "popular jobs"), as many as it gives. */
  const featuredIds = async () => {
    const response = await request(t.http).get('/api/listings?filter=popular-jobs&limit=20');
    expect(response.status).toBe(200);
    return response.body.data.map((item: { id: number }) => item.id) as number[];
  };

  beforeAll(async () => {
    t = await createTestApp(kind, authEnv());
    clock = t.app.get(Clock);
    lookups = await makeLookups(t.dataSource);
    employer = await makeEmployer(t, 'Expiry Co');
    frenchEmployer = await makeEmployer(t, 'Société Expire');
    await t.dataSource.getRepository(User).update(frenchEmployer.id, { language: 'fr' });
    freelancer = await makeFreelancer(t, LAGOS);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  it('publishing sets expires_at to the job’s end in Lagos time, and refuses a job already over', async () => {
    at('2026-11-20T10:00:00Z');
    const created = await request(t.http)
      .post('/api/employer/listings')
      .set(employer.auth)
      .send({
        job_title: 'Paint a fence', category_id: lookups.categoryId, job_type: lookups.jobTypeId, state: lookups.stateId,
        job_date: '2026-12-01', job_end_date: '2026-12-02', job_end_time: '17:00', work_description: 'Two coats', amount: '9000', status: 'open',
      });
    expect(created.status).toBe(201);
    // 17:00 in Lagos (UTC+1) is 16:00 UTC.
    expect(new Date(created.body.data.expires_at).toISOString()).toBe('2026-12-02T16:00:00.000Z');
    // Without an end time: the end of the last day (23:59 Lagos).
    const draft = await request(t.http)
      .post('/api/employer/listings')
      .set(employer.auth)
      .send({ job_title: 'Sweep a yard', category_id: lookups.categoryId, job_type: lookups.jobTypeId, state: lookups.stateId, job_date: '2026-11-25', work_description: 'Sweep', amount: '3000' });
    expect(draft.body.data.expires_at).toBeNull();
    const published = await request(t.http).post(`/api/employer/listings/${draft.body.data.id}/publish`).set(employer.auth);
    expect(published.status).toBe(200);
    expect(new Date(published.body.data.expires_at).toISOString()).toBe('2026-11-25T22:59:00.000Z');

    const past = await request(t.http)
      .post('/api/employer/listings')
      .set(employer.auth)
      .send({ job_title: 'Too late', category_id: lookups.categoryId, job_type: lookups.jobTypeId, state: lookups.stateId, job_date: '2026-11-19', work_description: 'x', amount: '1000', status: 'open' });
    expect(past.status).toBe(400);
    expect(past.body.errors ?? past.body).toBeDefined();
    expect(JSON.stringify(past.body)).toContain('job_date');
    expect(await t.dataSource.getRepository(Listing).countBy({ job_title: 'Too late' })).toBe(0);
  });

  it('hides an expired listing from search, details and applying before the task runs; the task closes it and tells the employer in their language', async () => {
    const soon = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Expiring plumber job', job_date: '2026-12-10', job_end_date: '2026-12-10', job_end_time: '12:00' });
    const french = await makeListing(t.dataSource, frenchEmployer.id, lookups, { job_title: 'Plombier expirant', job_date: '2026-12-10', job_end_date: '2026-12-10', job_end_time: '12:00' });
    const later = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Later plumber job', job_date: '2026-12-20', job_end_date: '2026-12-20' });
    expect((await row(soon.id)).expires_at?.toISOString()).toBe('2026-12-10T11:00:00.000Z');

    at('2026-12-10T10:59:00Z');
    expect(await searchIds()).toEqual(expect.arrayContaining([soon.id, french.id, later.id]));
    expect(await featuredIds()).toEqual(expect.arrayContaining([soon.id, french.id, later.id]));
    expect(await searchIds('q=plumber')).toEqual(expect.arrayContaining([soon.id, later.id]));

    // One minute past the end: still `open` in the table, but gone from every search shape.
    at('2026-12-10T11:00:01Z');
    expect((await row(soon.id)).status).toBe('open');
    for (const query of ['', 'q=plumber', `latitude=${LAGOS.latitude}&longitude=${LAGOS.longitude}&radius_km=50&sort=distance`, 'sort=amount', `category_id=${lookups.categoryId}`]) {
      const ids = await searchIds(query);
      expect(ids).not.toContain(soon.id);
      expect(ids).not.toContain(french.id);
    }
    expect(await searchIds()).toContain(later.id);
    const featured = await featuredIds();
    expect(featured).toContain(later.id);
    expect(featured).not.toContain(soon.id);
    expect(featured).not.toContain(french.id);
    expect((await request(t.http).get(`/api/jobs/${soon.id}`).set(freelancer.auth)).status).toBe(404);
    expect((await request(t.http).post(`/api/jobs/${soon.id}/apply`).set(freelancer.auth).send({})).status).toBe(409);

    const closed = await t.app.get(ListingExpiryService).closeExpired();
    expect(closed).toBeGreaterThanOrEqual(2);
    expect(await row(soon.id)).toMatchObject({ status: 'closed', closed_reason: 'expired' });
    expect(await row(later.id)).toMatchObject({ status: 'open', closed_reason: null });
    // Idempotent: a second pass closes nothing more and sends nothing more.
    expect(await t.app.get(ListingExpiryService).closeExpired()).toBe(0);

    const notices = t.dataSource.getRepository(Notification);
    // (The jobs published in the first case, dated 1-2 December, expired too.)
    const english = (await notices.findBy({ user_id: employer.id, notice_type: 'listing' })).filter((notice) => notice.message.includes('Expiring plumber job'));
    expect(english).toHaveLength(1);
    expect(english[0].title).toBe(LISTING_EXPIRED_NOTICE.en.title);
    expect(english[0].message).toContain('Expiring plumber job');
    const frenchNotices = await notices.findBy({ user_id: frenchEmployer.id, notice_type: 'listing' });
    expect(frenchNotices.map((notice) => notice.title)).toEqual([LISTING_EXPIRED_NOTICE.fr.title]);
  });

  it('lets the employer reopen an expired listing with a new date, not without one', async () => {
    const job = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Reopen me', job_date: '2026-12-11', job_end_date: '2026-12-11', job_end_time: '10:00' });
    at('2026-12-12T08:00:00Z');
    await t.app.get(ListingExpiryService).closeExpired();
    expect(await row(job.id)).toMatchObject({ status: 'closed', closed_reason: 'expired' });

    const bare = await request(t.http).post(`/api/employer/listings/${job.id}/reopen`).set(employer.auth).send({});
    expect(bare.status).toBe(400);
    expect(JSON.stringify(bare.body)).toContain('job_date');
    const stale = await request(t.http).post(`/api/employer/listings/${job.id}/reopen`).set(employer.auth).send({ job_date: '2026-12-01' });
    expect(stale.status).toBe(400);
    const other = await request(t.http).post(`/api/employer/listings/${job.id}/reopen`).set(frenchEmployer.auth).send({ job_date: '2026-12-20' });
    expect(other.status).toBe(404);

    const reopened = await request(t.http).post(`/api/employer/listings/${job.id}/reopen`).set(employer.auth).send({ job_date: '2026-12-20' });
    expect(reopened.status).toBe(200);
    expect(reopened.body.data).toMatchObject({ status: 'open', closed_reason: null, job_date: '2026-12-20', job_end_date: null });
    // The old end time stays: 10:00 Lagos on the new day.
    expect(new Date(reopened.body.data.expires_at).toISOString()).toBe('2026-12-20T09:00:00.000Z');
    expect(await searchIds()).toContain(job.id);

    // Closing by hand records the employer as the reason.
    const closed = await request(t.http).post(`/api/employer/listings/${job.id}/close`).set(employer.auth);
    expect(closed.body.data).toMatchObject({ status: 'closed', closed_reason: 'employer' });
  });

  it('moves expires_at with the dates when an open listing is edited', async () => {
    at('2026-11-20T10:00:00Z');
    const job = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Edit my dates', job_date: '2026-12-10', job_end_date: '2026-12-10' });
    const edited = await request(t.http).patch(`/api/employer/listings/${job.id}`).set(employer.auth).send({ job_end_date: '2026-12-14', job_end_time: '18:30' });
    expect(edited.status).toBe(200);
    expect(new Date(edited.body.data.expires_at).toISOString()).toBe('2026-12-14T17:30:00.000Z');
  });
});
