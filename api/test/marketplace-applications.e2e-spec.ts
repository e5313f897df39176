import request from 'supertest';
import { JobApplication } from '../src/applications/job-application.entity';
import { Connection } from '../src/connections/connection.entity';
import { Notification } from '../src/notifications/notification.entity';
import { Transaction } from '../src/transactions/transaction.entity';
import { Listing } from '../src/listings/listing.entity';
import { WebhookEvent } from '../src/webhook-outbox/webhook-event.entity';
import { databaseKinds } from './support/databases';
import { authEnv } from './support/auth-fixtures';
import { count, Lookups, makeEmployer, makeFreelancer, makeListing, makeLookups, Person } from './support/marketplace-fixtures';
import { createTestApp, TestApp } from './support/test-app';

describe.each(databaseKinds())('applications, bookmarks, connections, dashboards (%s)', (kind) => {
  let t: TestApp;
  let lookups: Lookups;
  let employer: Person;
  let otherEmployer: Person;
  let freelancer: Person;
  let otherFreelancer: Person;

  beforeAll(async () => {
    t = await createTestApp(kind, authEnv());
    lookups = await makeLookups(t.dataSource);
    employer = await makeEmployer(t, 'Acme Works');
    otherEmployer = await makeEmployer(t, 'Other Ltd');
    freelancer = await makeFreelancer(t, undefined, 'Ada Worker');
    otherFreelancer = await makeFreelancer(t, undefined, 'Bo Builder');
  });
  afterAll(() => t.close());

  it('applies once with a new price, the employer approves: accepted_by, connection and notifications in place', async () => {
    const listing = await makeListing(t.dataSource, employer.id, lookups, { amount: '15000.00', min_amount: '15000.00', max_amount: '15000.00' });
    const applied = await request(t.http).post(`/api/jobs/${listing.id}/apply`).set(freelancer.auth).send({ new_price: '12000' });
    expect(applied.status).toBe(201);
    expect(applied.body.data).toMatchObject({ status: 'pending', price: '15000.00', new_price: '12000.00', accepted_by: null });
    const employerNotices = await t.dataSource.getRepository(Notification).find({ where: { user_id: employer.id, notice_type: 'application' } });
    expect(employerNotices).toHaveLength(1);
    expect(employerNotices[0].message).toContain('Ada Worker');

    const twice = await request(t.http).post(`/api/jobs/${listing.id}/apply`).set(freelancer.auth).send({});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('You have already applied for this job');
    expect(await count(t.dataSource, 'jobapplication', { user_id: freelancer.id, listing_id: listing.id })).toBe(1);

    const applicants = await request(t.http).get(`/api/employer/listings/${listing.id}/applicants`).set(employer.auth);
    expect(applicants.status).toBe(200);
    expect(applicants.body.data).toHaveLength(1);
    expect(applicants.body.data[0]).toMatchObject({ quoted_price: '12000.00', freelancer: { id: freelancer.id, name: 'Ada Worker', description: 'I fix things' } });
    expect(applicants.body.data[0].freelancer.phone).toBeUndefined();

    const id = applied.body.data.id as number;
    const approved = await request(t.http).post(`/api/employer/applications/${id}/approve`).set(employer.auth);
    expect(approved.status).toBe(200);
    expect(await t.dataSource.getRepository(JobApplication).findOneByOrFail({ id })).toMatchObject({ status: 'approved', accepted_by: employer.id });
    expect(await count(t.dataSource, 'connections', { freelancer_id: freelancer.id, employer_id: employer.id })).toBe(1);
    const notices = await t.dataSource.getRepository(Notification).find({ where: { user_id: freelancer.id }, order: { id: 'ASC' } });
    expect(notices.map((n) => n.notice_type).sort()).toEqual(['approval', 'connection']);

    // Nobody deletes another's notification.
    const employerNotice = employerNotices[0].id;
    expect((await request(t.http).delete(`/api/notifications/${employerNotice}`).set(freelancer.auth)).status).toBe(404);
    expect(await t.dataSource.getRepository(Notification).countBy({ id: employerNotice })).toBe(1);
    const bell = await request(t.http).get('/api/notifications').set(employer.auth);
    expect(bell.body.data.map((n: { notificationId: number }) => n.notificationId)).toContain(employerNotice);

    const decideAgain = await request(t.http).post(`/api/employer/applications/${id}/disapprove`).set(employer.auth);
    expect(decideAgain.status).toBe(409);
    expect((await t.dataSource.getRepository(JobApplication).findOneByOrFail({ id })).status).toBe('approved');

    const own = await request(t.http).get('/api/freelancer/applications').set(freelancer.auth);
    expect(own.body.data.items[0]).toMatchObject({ id, status: 'approved', listing: { id: listing.id, company_name: 'Acme Works' } });
    const details = await request(t.http).get(`/api/jobs/${listing.id}`).set(freelancer.auth);
    expect(details.body.data).toMatchObject({ applied: true, connected: true, application: { status: 'approved' } });
  });

  it('a second approval of an already connected pair adds no connection; disapproval notifies only', async () => {
    const first = await makeListing(t.dataSource, employer.id, lookups);
    const second = await makeListing(t.dataSource, employer.id, lookups);
    const a = await request(t.http).post(`/api/jobs/${first.id}/apply`).set(otherFreelancer.auth).send({});
    const b = await request(t.http).post(`/api/jobs/${second.id}/apply`).set(otherFreelancer.auth).send({});
    expect((await request(t.http).post(`/api/employer/applications/${a.body.data.id}/approve`).set(employer.auth)).status).toBe(200);
    expect((await request(t.http).post(`/api/employer/applications/${b.body.data.id}/approve`).set(employer.auth)).status).toBe(200);
    expect(await count(t.dataSource, 'connections', { freelancer_id: otherFreelancer.id, employer_id: employer.id })).toBe(1);
    expect(await count(t.dataSource, 'notifications', { user_id: otherFreelancer.id, notice_type: 'connection' })).toBe(1);

    const third = await makeListing(t.dataSource, otherEmployer.id, lookups);
    const c = await request(t.http).post(`/api/jobs/${third.id}/apply`).set(otherFreelancer.auth).send({});
    expect((await request(t.http).post(`/api/employer/applications/${c.body.data.id}/disapprove`).set(otherEmployer.auth)).status).toBe(200);
    expect(await t.dataSource.getRepository(JobApplication).findOneByOrFail({ id: c.body.data.id })).toMatchObject({ status: 'disapproved', accepted_by: null });
    expect(await count(t.dataSource, 'connections', { freelancer_id: otherFreelancer.id, employer_id: otherEmployer.id })).toBe(0);
    expect(await count(t.dataSource, 'notifications', { user_id: otherFreelancer.id, notice_type: 'disapproval' })).toBe(1);
  });

  it('refuses applying to a draft, closed, deleted or own listing with a clear message, storing nothing', async () => {
    const draft = await makeListing(t.dataSource, employer.id, lookups, { status: 'draft' });
    const closed = await makeListing(t.dataSource, employer.id, lookups, { status: 'closed' });
    const deleted = await makeListing(t.dataSource, employer.id, lookups, { deleted_at: new Date() });
    const r1 = await request(t.http).post(`/api/jobs/${draft.id}/apply`).set(freelancer.auth).send({});
    expect([r1.status, r1.body.message]).toEqual([409, 'This job is not published yet: you cannot apply to it']);
    const r2 = await request(t.http).post(`/api/jobs/${closed.id}/apply`).set(freelancer.auth).send({});
    expect([r2.status, r2.body.message]).toEqual([409, 'This job is closed: it no longer takes applications']);
    expect((await request(t.http).post(`/api/jobs/${deleted.id}/apply`).set(freelancer.auth).send({})).status).toBe(404);
    // A listing owned by the freelancer (written directly: the API never lets a freelancer post one).
    const own = await makeListing(t.dataSource, freelancer.id, lookups);
    const r3 = await request(t.http).post(`/api/jobs/${own.id}/apply`).set(freelancer.auth).send({});
    expect([r3.status, r3.body.message]).toEqual([403, 'You cannot apply to your own job']);
    const bad = await request(t.http).post(`/api/jobs/${closed.id}/apply`).set(freelancer.auth).send({ new_price: '-5' });
    expect(bad.status).toBe(400);
    for (const listing of [draft, closed, deleted, own]) expect(await count(t.dataSource, 'jobapplication', { listing_id: listing.id })).toBe(0);
    expect((await request(t.http).post(`/api/jobs/${draft.id}/apply`).set(employer.auth).send({})).status).toBe(403);
  });

  it('keeps applications to their owners: another freelancer and another employer get 404 and change nothing', async () => {
    const listing = await makeListing(t.dataSource, employer.id, lookups);
    const applied = await request(t.http).post(`/api/jobs/${listing.id}/apply`).set(freelancer.auth).send({});
    const id = applied.body.data.id as number;
    expect((await request(t.http).get(`/api/freelancer/applications/${id}`).set(freelancer.auth)).status).toBe(200);
    expect((await request(t.http).get(`/api/freelancer/applications/${id}`).set(otherFreelancer.auth)).status).toBe(404);
    const theirs = await request(t.http).get('/api/freelancer/applications').set(otherFreelancer.auth);
    expect(theirs.body.data.items.map((item: { id: number }) => item.id)).not.toContain(id);
    expect((await request(t.http).get(`/api/employer/listings/${listing.id}/applicants`).set(otherEmployer.auth)).status).toBe(404);
    expect((await request(t.http).post(`/api/employer/applications/${id}/approve`).set(otherEmployer.auth)).status).toBe(404);
    expect((await request(t.http).post(`/api/employer/applications/${id}/approve`).set(freelancer.auth)).status).toBe(403);
    expect(await t.dataSource.getRepository(JobApplication).findOneByOrFail({ id })).toMatchObject({ status: 'pending', accepted_by: null });
    expect(await count(t.dataSource, 'connections', { employer_id: otherEmployer.id, freelancer_id: freelancer.id })).toBe(0);
  });

  it('settles concurrent duplicates with the unique constraints: one row, the others a clear 409', async () => {
    const listing = await makeListing(t.dataSource, otherEmployer.id, lookups);
    const worker = await makeFreelancer(t, undefined, 'Race Runner');
    const applies = await Promise.all(Array.from({ length: 4 }, () => request(t.http).post(`/api/jobs/${listing.id}/apply`).set(worker.auth).send({})));
    expect(applies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(applies.filter((r) => r.status === 409).every((r) => r.body.message === 'You have already applied for this job')).toBe(true);
    expect(await count(t.dataSource, 'jobapplication', { user_id: worker.id, listing_id: listing.id })).toBe(1);
    expect(await count(t.dataSource, 'notifications', { user_id: otherEmployer.id, notice_type: 'application' })).toBeGreaterThanOrEqual(1);
    const saves = await Promise.all(Array.from({ length: 4 }, () => request(t.http).post('/api/bookmarks').set(worker.auth).send({ listing_id: listing.id })));
    expect(saves.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await count(t.dataSource, 'bookmarks', { user_id: worker.id, listing_id: listing.id })).toBe(1);
    const connects = await Promise.all(Array.from({ length: 4 }, () => request(t.http).post('/api/connections').set(worker.auth).send({ user_id: otherEmployer.id })));
    expect(connects.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await count(t.dataSource, 'connections', { freelancer_id: worker.id, employer_id: otherEmployer.id })).toBe(1);
  });

  it('withdraws a pending application: the employer told, the event in the outbox; not another’s, not a decided one', async () => {
    const listing = await makeListing(t.dataSource, employer.id, lookups, { positions: 2 });
    const mine = (await request(t.http).post(`/api/jobs/${listing.id}/apply`).set(freelancer.auth).send({})).body.data.id as number;
    const theirs = (await request(t.http).post(`/api/jobs/${listing.id}/apply`).set(otherFreelancer.auth).send({})).body.data.id as number;

    const notMine = await request(t.http).post(`/api/freelancer/applications/${theirs}/withdraw`).set(freelancer.auth);
    expect(notMine.status).toBe(404);
    expect(await t.dataSource.getRepository(JobApplication).findOneByOrFail({ id: theirs })).toMatchObject({ status: 'pending' });

    const withdrawn = await request(t.http).post(`/api/freelancer/applications/${mine}/withdraw`).set(freelancer.auth).set('Accept-Language', 'fr');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ message: 'Candidature retirée', data: { id: mine, status: 'withdrawn' } });
    const notice = await t.dataSource.getRepository(Notification).findOneOrFail({ where: { user_id: employer.id, message_key: 'notice.applicationWithdrawn' } });
    expect(notice.message).toContain('Ada Worker');
    const events = await t.dataSource.getRepository(WebhookEvent).findBy({ owner_id: employer.id, type: 'application.withdrawn' });
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0].payload).data.application).toMatchObject({ id: mine, freelancer_id: freelancer.id, status: 'withdrawn' });

    // Decided (approved, or already withdrawn): a 400 that says why, nothing changed.
    expect((await request(t.http).post(`/api/employer/applications/${theirs}/approve`).set(employer.auth)).status).toBe(200);
    const approved = await request(t.http).post(`/api/freelancer/applications/${theirs}/withdraw`).set(otherFreelancer.auth);
    expect(approved.status).toBe(400);
    expect(approved.body.message).toBe('Only a pending application can be withdrawn; this one is approved');
    const again = await request(t.http).post(`/api/freelancer/applications/${mine}/withdraw`).set(freelancer.auth);
    expect(again.status).toBe(400);
    expect(await t.dataSource.getRepository(WebhookEvent).countBy({ owner_id: employer.id, type: 'application.withdrawn' })).toBe(1);
    // The withdrawn one takes no position; the employer cannot approve it.
    expect(await t.dataSource.getRepository(Listing).findOneByOrFail({ id: listing.id })).toMatchObject({ positions: 2, positions_filled: 1 });
    expect((await request(t.http).post(`/api/employer/applications/${mine}/approve`).set(employer.auth)).status).toBe(409);
    const own = await request(t.http).get('/api/freelancer/applications?status=withdrawn').set(freelancer.auth);
    expect(own.body.data.items.map((a: { id: number }) => a.id)).toEqual([mine]);
  });

  it('saves a job once, lists it, unsaves it', async () => {
    const listing = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Saved job' });
    const saved = await request(t.http).post('/api/bookmarks').set(freelancer.auth).send({ listing_id: listing.id });
    expect(saved.status).toBe(201);
    const twice = await request(t.http).post('/api/bookmarks').set(freelancer.auth).send({ listing_id: listing.id });
    expect([twice.status, twice.body.message]).toEqual([409, 'This job is already in your saved jobs']);
    expect(await count(t.dataSource, 'bookmarks', { user_id: freelancer.id, listing_id: listing.id })).toBe(1);
    const list = await request(t.http).get('/api/bookmarks').set(freelancer.auth);
    expect(list.body.data.map((row: { listing: { job_title: string } }) => row.listing.job_title)).toContain('Saved job');
    expect((await request(t.http).get('/api/bookmarks').set(otherFreelancer.auth)).body.data).toEqual([]);
    expect((await request(t.http).delete(`/api/bookmarks/${listing.id}`).set(otherFreelancer.auth)).status).toBe(404);
    expect(await count(t.dataSource, 'bookmarks', { listing_id: listing.id })).toBe(1);
    expect((await request(t.http).delete(`/api/bookmarks/${listing.id}`).set(freelancer.auth)).status).toBe(200);
    expect(await count(t.dataSource, 'bookmarks', { listing_id: listing.id })).toBe(0);
    const draft = await makeListing(t.dataSource, employer.id, lookups, { status: 'draft' });
    expect((await request(t.http).post('/api/bookmarks').set(freelancer.auth).send({ listing_id: draft.id })).status).toBe(404);
  });

  it('connects once from either side, lists the other side, disconnects', async () => {
    const boss = await makeEmployer(t, 'Connector Co');
    const worker = await makeFreelancer(t, undefined, 'Cy Connect');
    const connected = await request(t.http).post('/api/connections').set(worker.auth).send({ user_id: boss.id });
    expect(connected.status).toBe(201);
    expect(connected.body.data.user).toMatchObject({ id: boss.id, company_name: 'Connector Co' });
    expect(await count(t.dataSource, 'notifications', { user_id: boss.id, notice_type: 'connection' })).toBe(1);
    const twice = await request(t.http).post('/api/connections').set(boss.auth).send({ user_id: worker.id });
    expect([twice.status, twice.body.message]).toEqual([409, 'You are already connected with this user']);
    expect(await t.dataSource.getRepository(Connection).countBy({ freelancer_id: worker.id, employer_id: boss.id })).toBe(1);
    const sameSide = await request(t.http).post('/api/connections').set(worker.auth).send({ user_id: freelancer.id });
    expect(sameSide.status).toBe(400);

    const list = await request(t.http).get('/api/connections').set(boss.auth);
    expect(list.body.data.map((row: { user: { id: number } }) => row.user.id)).toEqual([worker.id]);
    const profile = await request(t.http).get(`/api/profiles/${worker.id}`).set(boss.auth);
    expect(profile.body.data).toMatchObject({ user_type: 'freelancer', skills: [], portfolio: [], job_types: [], industries: [] });
    const company = await request(t.http).get(`/api/profiles/${boss.id}`).set(worker.auth);
    expect(company.body.data).toMatchObject({ user_type: 'employer', company: { company_name: 'Connector Co' } });

    expect((await request(t.http).delete(`/api/connections/${boss.id}`).set(otherFreelancer.auth)).status).toBe(404);
    expect((await request(t.http).delete(`/api/connections/${worker.id}`).set(boss.auth)).status).toBe(200);
    expect(await t.dataSource.getRepository(Connection).countBy({ freelancer_id: worker.id, employer_id: boss.id })).toBe(0);
    expect((await request(t.http).delete(`/api/connections/${worker.id}`).set(boss.auth)).status).toBe(404);
  });

  it('dashboards count what belongs to the caller', async () => {
    const boss = await makeEmployer(t, 'Dash Ltd');
    const worker = await makeFreelancer(t, undefined, 'Di Dash');
    // Two positions: one hire leaves it open (a full job would count as closed).
    const open = await makeListing(t.dataSource, boss.id, lookups, { positions: 2 });
    const other = await makeListing(t.dataSource, boss.id, lookups);
    await makeListing(t.dataSource, boss.id, lookups, { status: 'draft' });
    await makeListing(t.dataSource, boss.id, lookups, { status: 'closed' });
    await makeListing(t.dataSource, boss.id, lookups, { status: 'closed', deleted_at: new Date() });
    const a = await request(t.http).post(`/api/jobs/${open.id}/apply`).set(worker.auth).send({});
    await request(t.http).post(`/api/jobs/${other.id}/apply`).set(worker.auth).send({ new_price: '9000' });
    await request(t.http).post(`/api/employer/applications/${a.body.data.id}/approve`).set(boss.auth);
    await request(t.http).post('/api/bookmarks').set(worker.auth).send({ listing_id: other.id });
    await t.dataSource.getRepository(Transaction).insert([
      // Spent = what successful charges took (the agreed amount and the gateway fee), less what
      // successful refunds gave back; a refund on its way counts nothing yet.
      { user_id: boss.id, transaction_id: `tx-${boss.id}-1`, transaction_type: 'charge', amount: '1000.10', amount_minor: 100_010, status: 'success', currency: 'NGN', charges: '15.00', fee_minor: 1500 },
      { user_id: boss.id, transaction_id: `tx-${boss.id}-2`, transaction_type: 'charge', amount: '2000.25', amount_minor: 200_025, status: 'success', currency: 'NGN', charges: '30.00', fee_minor: 3000 },
      { user_id: boss.id, transaction_id: `tx-${boss.id}-3`, transaction_type: 'charge', amount: '5000.00', amount_minor: 500_000, status: 'failed', currency: 'NGN', charges: '0.00' },
      { user_id: boss.id, transaction_id: `tx-${boss.id}-4`, transaction_type: 'refund', amount: '700.00', amount_minor: 70_000, status: 'success', currency: 'NGN', charges: '0.00' },
      { user_id: boss.id, transaction_id: `tx-${boss.id}-5`, transaction_type: 'refund', amount: '300.00', amount_minor: 30_000, status: 'pending', currency: 'NGN', charges: '0.00' },
    ]);

    const employerDash = await request(t.http).get('/api/employer/dashboard').set(boss.auth);
    expect(employerDash.status).toBe(200);
    expect(employerDash.body.data).toMatchObject({
      listings: { draft: 1, open: 2, closed: 1, total: 4 },
      joined: 1,
      applications_waiting: 1,
      amount_spent: '2345.35',
      currency: 'NGN',
      connections: 1,
    });
    expect(employerDash.body.data.latest_applicants).toHaveLength(2);
    expect(employerDash.body.data.latest_applicants[0].freelancer).toMatchObject({ id: worker.id });

    const freelancerDash = await request(t.http).get('/api/freelancer/dashboard').set(worker.auth);
    expect(freelancerDash.body.data).toMatchObject({
      applications: { pending: 1, approved: 1, disapproved: 0, paid: 0, total: 2 },
      saved_jobs: 1,
      connections: 1,
    });
    expect(freelancerDash.body.data.featured_job).toHaveProperty('job_title');
    expect((await request(t.http).get('/api/employer/dashboard').set(worker.auth)).status).toBe(403);
  });
});
