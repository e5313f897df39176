import request from 'supertest';
import { Clock } from '../src/common/clock';
import { RosterFirstOpening } from '../src/employer-listings/roster-first';
import { User } from '../src/users/user.entity';
import { authEnv, readSms } from './support/auth-fixtures';
import { searchKinds } from './support/databases';
import { count, makeEmployer, makeFreelancer, makeListing, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const HOUR = 3_600_000;
/** 10:00 in Lagos. */
const NOW = new Date('2030-11-20T09:00:00.000Z');

/**
 * "Roster first" (docs/roster.md): a job offered to the employer's favourites for some hours
 * before it opens to everyone. The favourites are told at once; only they see and apply during
 * the window (a blocked freelancer never); the job stays out of every public set until the
 * opening task publishes it on the moved clock; the employer may open it early. On SQL, and with
 * the search engine where one can run.
 */
describe.each(searchKinds())('roster first (%s)', (kind) => {
  let t: TestApp;
  let lookups: Lookups;
  let clock: Clock;
  let employer: Person;
  let other: Person;
  let ada: Person;
  let eve: Person;
  let bo: Person;
  let cy: Person;

  const http = () => request(t.http);
  const at = (date: Date) => jest.spyOn(clock, 'now').mockReturnValue(date);
  const phoneOf = async (id: number) => (await t.dataSource.getRepository(User).findOneByOrFail({ id })).phone as string;
  const textsTo = async (id: number) => {
    const phone = await phoneOf(id);
    return readSms(t).filter((line) => line.to === phone).map((line) => line.message);
  };
  const search = async (who: Person | null, q: string) => {
    await t.syncSearch?.();
    return who ? http().get(`/api/jobs?per_page=50&q=${encodeURIComponent(q)}`).set(who.auth) : http().get(`/api/home/jobs?per_page=50&q=${encodeURIComponent(q)}`);
  };
  const ids = (response: { body: { data: { items: { id: number }[]; total: number } } }) => response.body.data.items.map((item) => item.id);
  const job = (title: string) => ({
    job_title: title,
    category_id: lookups.categoryId,
    job_type: lookups.jobTypeId,
    pricing: 'fixed',
    amount: '15000',
    job_date: '2030-12-01',
    job_sart_time: '08:00',
    job_end_time: '17:00',
    address: '12 Allen Avenue',
    state: lookups.stateId,
    work_description: 'Stack the crates in the yard.',
  });
  const post = (who: Person, body: Record<string, unknown>) => http().post('/api/employer/listings').set(who.auth).send(body);
  const apply = (listingId: number, who: Person) => http().post(`/api/jobs/${listingId}/apply`).set(who.auth).send({});
  const row = async (id: number) =>
    (await t.dataSource.query('SELECT status, public_from, published_at FROM listings WHERE id = ?', [id]))[0] as { status: string; public_from: unknown; published_at: unknown };

  beforeAll(async () => {
    t = await createTestApp(kind, authEnv({ SITE_URL: 'https://gigs.example' }));
    clock = t.app.get(Clock);
    lookups = await makeLookups(t.dataSource);
    employer = await makeEmployer(t, 'First Works');
    other = await makeEmployer(t, 'Nobody Faves Ltd');
    ada = await makeFreelancer(t, undefined, 'Ada First');
    eve = await makeFreelancer(t, undefined, 'Eve First');
    bo = await makeFreelancer(t, undefined, 'Bo Blocked');
    cy = await makeFreelancer(t, undefined, 'Cy Stranger');
    const hiredOn = (await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Sweep the old depot', positions: 5 })).id;
    for (const who of [ada, eve, bo]) {
      const applied = await apply(hiredOn, who);
      expect(applied.status).toBe(201);
      expect((await http().post(`/api/employer/applications/${applied.body.data.id}/approve`).set(employer.auth).send({})).status).toBe(200);
      expect((await http().put(`/api/employer/favourites/${who.id}`).set(employer.auth)).status).toBe(200);
    }
    // Bo was a favourite; the block takes him off the list.
    expect((await http().put(`/api/employer/blocks/${bo.id}`).set(employer.auth)).status).toBe(200);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  it('refuses bad hours, a draft, and an employer without favourites with a specific 400, creating nothing', async () => {
    at(NOW);
    const before = await count(t.dataSource, 'listings', { user_id: employer.id });
    for (const hours of [0, 73, 'soon']) {
      const bad = await post(employer, { ...job('Bad hours job'), status: 'open', roster_first_hours: hours });
      expect(bad.status).toBe(400);
      expect(bad.body.details[0]).toMatchObject({ field: 'roster_first_hours' });
    }
    const range = await post(employer, { ...job('Bad hours job'), status: 'open', roster_first_hours: 73 });
    expect(range.body.details[0]).toMatchObject({ field: 'roster_first_hours', rule: 'range', message: 'Choose between 1 and 72 hours' });
    const draft = await post(employer, { ...job('Draft first job'), roster_first_hours: 12 });
    expect(draft.status).toBe(400);
    expect(draft.body.details[0]).toMatchObject({ field: 'roster_first_hours', rule: 'publish' });
    const lonely = await post(other, { ...job('Lonely job'), status: 'open', roster_first_hours: 12 });
    expect(lonely.status).toBe(400);
    expect(lonely.body.details[0]).toMatchObject({ field: 'roster_first_hours', rule: 'favourites' });
    expect(lonely.body.details[0].message).toContain('You have no favourites yet');
    const french = await post(other, { ...job('Lonely job'), status: 'open', roster_first_hours: 12 }).set('Accept-Language', 'fr');
    expect(french.body.details[0].message).toContain('Vous n’avez pas encore de favoris');
    // A job that would not be publishable is refused as publishing refuses it.
    const incomplete = await post(employer, { job_title: 'Half a job', status: 'open', roster_first_hours: 12 });
    expect(incomplete.status).toBe(400);
    expect(await count(t.dataSource, 'listings', { user_id: employer.id })).toBe(before);
    expect(await count(t.dataSource, 'listings', { user_id: other.id })).toBe(0);
  });

  it('offers a job to the favourites first: told at once, out of every public set, seen and applied to only by them, then open to everyone', async () => {
    at(NOW);
    const created = await post(employer, { ...job('Quokkafirst crates'), status: 'open', roster_first_hours: 4 });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({ status: 'draft', public_from: new Date(NOW.getTime() + 4 * HOUR).toISOString(), expires_at: null });

    // Ada and Eve are told at once, by the bell and by SMS with the job page's address; Bo and Cy are not.
    for (const who of [ada, eve]) {
      expect(await count(t.dataSource, 'notifications', { user_id: who.id, message_key: 'hireNotice.rosterFirst' })).toBe(1);
      const texts = await textsTo(who.id);
      expect(texts.filter((text) => text.includes('Quokkafirst crates') && text.includes(`https://gigs.example/freelancer/details/${id}`) && text.includes('until 14:00, 20/11'))).toHaveLength(1);
    }
    for (const who of [bo, cy]) {
      expect(await count(t.dataSource, 'notifications', { user_id: who.id, message_key: 'hireNotice.rosterFirst' })).toBe(0);
      expect((await textsTo(who.id)).filter((text) => text.includes('Quokkafirst'))).toHaveLength(0);
    }

    // Out of search for everyone, visitors included, and out of the public lists.
    for (const who of [ada, cy, null]) {
      const found = await search(who, 'Quokkafirst');
      expect(found.status).toBe(200);
      expect(found.body.data.total).toBe(0);
    }
    expect((await http().get(`/api/home/jobs/${id}`)).status).toBe(404);
    expect(((await http().get('/api/home')).body.data.latest as { id: number }[]).map((item) => item.id)).not.toContain(id);

    // The page: the favourites see it with its window, anyone else "Job not found".
    const seen = await http().get(`/api/jobs/${id}`).set(ada.auth);
    expect(seen.status).toBe(200);
    expect(seen.body.data.roster_first).toEqual({ until: new Date(NOW.getTime() + 4 * HOUR).toISOString(), favourites: 2 });
    for (const who of [bo, cy]) {
      const hidden = await http().get(`/api/jobs/${id}`).set(who.auth);
      expect(hidden.status).toBe(404);
      expect(hidden.body.message).toBe('Job not found');
      expect((await apply(id, who)).status).toBe(404);
    }
    const applied = await apply(id, ada);
    expect(applied.status).toBe(201);
    expect((await http().get(`/api/employer/listings/${id}/applicants`).set(employer.auth)).body.data.map((item: { freelancer: { id: number } }) => item.freelancer.id)).toEqual([ada.id]);

    // Nothing opens before its time.
    at(new Date(NOW.getTime() + 4 * HOUR - 60_000));
    expect(await t.app.get(RosterFirstOpening).openDue()).toBe(0);
    expect((await row(id)).status).toBe('draft');

    // At its time the task publishes it, once.
    at(new Date(NOW.getTime() + 4 * HOUR));
    expect(await t.app.get(RosterFirstOpening).openDue()).toBe(1);
    expect(await t.app.get(RosterFirstOpening).openDue()).toBe(0);
    expect((await row(id)).status).toBe('open');
    expect((await row(id)).public_from).toBeNull();
    for (const who of [cy, null]) {
      const found = await search(who, 'Quokkafirst');
      expect(ids(found)).toEqual([id]);
      expect(found.body.data.total).toBe(1);
    }
    // A blocked freelancer still never sees it; Ada's application stands.
    expect((await search(bo, 'Quokkafirst')).body.data.total).toBe(0);
    expect((await http().get(`/api/jobs/${id}`).set(cy.auth)).body.data.roster_first).toBeNull();
    expect((await http().get(`/api/jobs/${id}`).set(ada.auth)).body.data).toMatchObject({ applied: true, application: { status: 'pending' } });
    expect((await apply(id, cy)).status).toBe(201);
  });

  it('a job its favourites fill during the window closes as filled and never opens to everyone', async () => {
    at(NOW);
    const created = await post(employer, { ...job('Wombatfirst crates'), status: 'open', roster_first_hours: 4 });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const applied = await apply(id, eve);
    expect(applied.status).toBe(201);
    // The employer hires Eve during the window: the job's one position is taken.
    expect((await http().post(`/api/employer/applications/${applied.body.data.id}/approve`).set(employer.auth).send({})).status).toBe(200);
    expect(await t.dataSource.query('SELECT status, closed_reason FROM listings WHERE id = ?', [id])).toEqual([{ status: 'closed', closed_reason: 'filled' }]);
    at(new Date(NOW.getTime() + 4 * HOUR));
    expect(await t.app.get(RosterFirstOpening).openDue()).toBe(0);
    expect((await row(id)).status).toBe('closed');
    for (const who of [cy, null]) expect((await search(who, 'Wombatfirst')).body.data.total).toBe(0);
    expect((await http().get(`/api/jobs/${id}`).set(eve.auth)).body.data).toMatchObject({ applied: true, application: { status: 'approved' } });
  });

  it('publishes an existing draft to the favourites first, and opens it to everyone early', async () => {
    at(NOW);
    const draft = await post(employer, job('Wombatearly crates'));
    expect(draft.status).toBe(201);
    const id = draft.body.data.id as number;
    const toldBefore = await count(t.dataSource, 'notifications', { user_id: eve.id, message_key: 'hireNotice.rosterFirst' });
    const offered = await http().post(`/api/employer/listings/${id}/publish`).set(employer.auth).send({ roster_first_hours: 12 });
    expect(offered.status).toBe(200);
    expect(offered.body.data).toMatchObject({ status: 'draft', public_from: new Date(NOW.getTime() + 12 * HOUR).toISOString() });
    expect(await count(t.dataSource, 'notifications', { user_id: eve.id, message_key: 'hireNotice.rosterFirst' })).toBe(toldBefore + 1);
    const again = await http().post(`/api/employer/listings/${id}/publish`).set(employer.auth).send({ roster_first_hours: 12 });
    expect(again.status).toBe(400);
    expect(again.body.details[0]).toMatchObject({ field: 'roster_first_hours', rule: 'offered' });
    expect((await search(cy, 'Wombatearly')).body.data.total).toBe(0);

    // Another employer's job is not found; an open job is not waiting.
    expect((await http().post(`/api/employer/listings/${id}/open-now`).set(other.auth)).status).toBe(404);
    expect((await http().post(`/api/employer/listings/${id}/publish`).set(other.auth).send({ roster_first_hours: 2 })).status).toBe(404);
    expect((await http().post(`/api/employer/listings/${id}/open-now`).set(ada.auth)).status).toBe(403);

    const opened = await http().post(`/api/employer/listings/${id}/open-now`).set(employer.auth);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ message: 'Job open to everyone', data: { status: 'open', public_from: null } });
    const found = await search(cy, 'Wombatearly');
    expect(ids(found)).toEqual([id]);
    expect(found.body.data.total).toBe(1);
    expect((await http().post(`/api/employer/listings/${id}/open-now`).set(employer.auth)).status).toBe(409);
    // The task later finds nothing to publish.
    at(new Date(NOW.getTime() + 13 * HOUR));
    expect(await t.app.get(RosterFirstOpening).openDue()).toBe(0);
  });
});
