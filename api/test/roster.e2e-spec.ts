import request from 'supertest';
import { IdentityCheck } from '../src/identity/identity.entities';
import { authEnv } from './support/auth-fixtures';
import { searchKinds } from './support/databases';
import { count, makeEmployer, makeFreelancer, makeListing, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Favourites, blocks and hidden employers (docs/roster.md): who may add whom, what the roster
 * shows, and that a block or a hide takes the employer's jobs out of the freelancer's search, job
 * page and applying, and the blocked freelancer out of the employer's applicants. On SQL, and with
 * the search engine where one can run.
 */
describe.each(searchKinds())('favourites, blocks and hidden employers (%s)', (kind) => {
  let t: TestApp;
  let lookups: Lookups;
  let employer: Person;
  let other: Person;
  let ada: Person;
  let bo: Person;
  let cy: Person;
  let dee: Person;
  let hiredOn: number;
  let tiles: number;
  let roof: number;
  let othersJob: number;

  const http = () => request(t.http);
  const search = async (who: Person, query = '') => {
    await t.syncSearch?.();
    return http().get(`/api/jobs?per_page=50&${query}`).set(who.auth);
  };
  const ids = (response: { body: { data: { items: { id: number }[] } } }) => response.body.data.items.map((item) => item.id);
  const apply = (listingId: number, who: Person) => http().post(`/api/jobs/${listingId}/apply`).set(who.auth).send({});
  const applicantIds = async (listingId: number) =>
    ((await http().get(`/api/employer/listings/${listingId}/applicants`).set(employer.auth)).body.data as { freelancer: { id: number } }[]).map((row) => row.freelancer.id);

  beforeAll(async () => {
    t = await createTestApp(kind, authEnv());
    lookups = await makeLookups(t.dataSource);
    employer = await makeEmployer(t, 'Roster Works');
    other = await makeEmployer(t, 'Elsewhere Ltd');
    ada = await makeFreelancer(t, undefined, 'Ada Roster');
    bo = await makeFreelancer(t, undefined, 'Bo Blocked');
    cy = await makeFreelancer(t, undefined, 'Cy Stranger');
    dee = await makeFreelancer(t, undefined, 'Dee Hider');
    // Ada and Bo were hired on one job; Bo has a pending application on another.
    hiredOn = (await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Paint the warehouse gate', positions: 5, job_date: '2030-11-02', job_end_date: '2030-11-02' })).id;
    tiles = (await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Tile the bathroom floor' })).id;
    roof = (await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Patch the bathroom roof' })).id;
    othersJob = (await makeListing(t.dataSource, other.id, lookups, { job_title: 'Clean the bathroom walls' })).id;
    for (const who of [ada, bo]) {
      const applied = await apply(hiredOn, who);
      expect(applied.status).toBe(201);
      expect((await http().post(`/api/employer/applications/${applied.body.data.id}/approve`).set(employer.auth).send({})).status).toBe(200);
    }
    expect((await apply(tiles, bo)).status).toBe(201);
  });
  afterAll(() => t.close());

  it('adds to favourites only a freelancer the employer hired, once however often asked', async () => {
    const stranger = await http().put(`/api/employer/favourites/${cy.id}`).set(employer.auth);
    expect(stranger.status).toBe(403);
    expect(stranger.body).toMatchObject({ result: false, message: 'You can add or block only a freelancer you have hired', message_key: 'roster.notHired' });
    // Another employer never hired Ada either.
    expect((await http().put(`/api/employer/favourites/${ada.id}`).set(other.auth)).status).toBe(403);

    const added = await http().put(`/api/employer/favourites/${ada.id}`).set(employer.auth);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ message: 'Added to your favourites', data: { user_id: ada.id, created: true } });
    const again = await http().put(`/api/employer/favourites/${ada.id}`).set(employer.auth);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ user_id: ada.id, created: false });
    expect(await count(t.dataSource, 'favourites', { employer_id: employer.id, freelancer_id: ada.id })).toBe(1);
    expect(await count(t.dataSource, 'favourites', { employer_id: other.id })).toBe(0);
  });

  it('answers bad ids with 400 or 404, and other kinds of user with 403, never a 500', async () => {
    expect((await http().put('/api/employer/favourites/abc').set(employer.auth)).status).toBe(400);
    expect((await http().put('/api/employer/blocks/1.5').set(employer.auth)).status).toBe(400);
    expect((await http().delete('/api/freelancer/hidden-employers/x').set(dee.auth)).status).toBe(400);
    const missing = await http().put('/api/employer/favourites/987654').set(employer.auth);
    expect(missing.status).toBe(404);
    expect(missing.body.message_key).toBe('roster.freelancerNotFound');
    // An employer's id is not a freelancer's.
    expect((await http().put(`/api/employer/blocks/${other.id}`).set(employer.auth)).status).toBe(404);
    expect((await http().put(`/api/freelancer/hidden-employers/${ada.id}`).set(dee.auth)).status).toBe(404);
    expect((await http().put('/api/freelancer/hidden-employers/0').set(dee.auth)).status).toBe(404);
    expect((await http().get('/api/employer/favourites').set(ada.auth)).status).toBe(403);
    expect((await http().put(`/api/employer/blocks/${bo.id}`).set(ada.auth)).status).toBe(403);
    expect((await http().get('/api/freelancer/hidden-employers').set(employer.auth)).status).toBe(403);
    expect((await http().get('/api/employer/favourites')).status).toBe(401);
  });

  it('lists the roster with each freelancer’s rating, reliability, badge and last job together', async () => {
    const at = new Date();
    await t.dataSource.getRepository(IdentityCheck).save({
      user_id: ada.id,
      user_type: 'freelancer',
      status: 'verified',
      bank_code: '044',
      bank_name: 'Access Bank',
      account_last4: '1234',
      customer_code: `CUS_roster_${ada.id}_${kind}`,
      requested_at: at,
      verified_at: at,
    });
    const roster = await http().get('/api/employer/favourites').set(employer.auth);
    expect(roster.status).toBe(200);
    expect(roster.body.data).toHaveLength(1);
    const [entry] = roster.body.data;
    expect(entry).toMatchObject({
      freelancer_id: ada.id,
      freelancer: { id: ada.id, name: 'Ada Roster', user_type: 'freelancer' },
      rating: { average: null, count: 0 },
      reliability: { hires: expect.any(Number) },
      last_job: { listing_id: hiredOn, job_title: 'Paint the warehouse gate', job_date: '2030-11-02', status: 'approved' },
    });
    expect(entry.freelancer.verified_at).not.toBeNull();
    expect(entry.freelancer.phone).toBeUndefined();
  });

  it('shows and removes only the caller’s own favourites', async () => {
    expect((await http().get('/api/employer/favourites').set(other.auth)).body.data).toEqual([]);
    const theirs = await http().delete(`/api/employer/favourites/${ada.id}`).set(other.auth);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message_key).toBe('roster.favouriteNotFound');
    expect(await count(t.dataSource, 'favourites', { employer_id: employer.id, freelancer_id: ada.id })).toBe(1);

    const removed = await http().delete(`/api/employer/favourites/${ada.id}`).set(employer.auth);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Removed from your favourites');
    expect((await http().get('/api/employer/favourites').set(employer.auth)).body.data).toEqual([]);
    expect((await http().delete(`/api/employer/favourites/${ada.id}`).set(employer.auth)).status).toBe(404);
  });

  it('a block hides the employer’s jobs from the freelancer’s search and job page, refuses applying as if no job, and takes them out of the applicants', async () => {
    const before = await search(bo, 'q=bathroom');
    expect(ids(before)).toEqual(expect.arrayContaining([tiles, roof, othersJob]));
    expect((await http().get(`/api/jobs/${roof}`).set(bo.auth)).status).toBe(200);
    expect(await applicantIds(tiles)).toEqual([bo.id]);
    expect((await http().put(`/api/employer/favourites/${bo.id}`).set(employer.auth)).status).toBe(200);

    const blocked = await http().put(`/api/employer/blocks/${bo.id}`).set(employer.auth);
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ message: 'Freelancer blocked', data: { user_id: bo.id, created: true } });
    expect((await http().put(`/api/employer/blocks/${bo.id}`).set(employer.auth)).body.data.created).toBe(false);
    expect(await count(t.dataSource, 'employer_blocks', { employer_id: employer.id, freelancer_id: bo.id })).toBe(1);
    // Blocking takes them off the roster, and they cannot be added back while blocked.
    expect((await http().get('/api/employer/favourites').set(employer.auth)).body.data).toEqual([]);
    const favourite = await http().put(`/api/employer/favourites/${bo.id}`).set(employer.auth);
    expect(favourite.status).toBe(409);
    expect(favourite.body.message_key).toBe('roster.favouriteBlocked');

    for (const query of ['q=bathroom', '', 'sort=amount', 'q=bathroom&sort=newest']) {
      const found = await search(bo, query);
      expect(found.status).toBe(200);
      // With the engine, the engine answers (its own filter, not a fallback to SQL).
      if (kind.endsWith('+engine')) expect(found.headers['x-search-source']).toBe('engine');
      expect(ids(found)).not.toContain(tiles);
      expect(ids(found)).not.toContain(roof);
      expect(ids(found)).not.toContain(hiredOn);
      expect(ids(found)).toContain(othersJob);
      // The total counts what the freelancer can see.
      expect(found.body.data.total).toBe(found.body.data.items.length);
    }
    // Others still see the jobs.
    expect(ids(await search(cy, 'q=bathroom'))).toEqual(expect.arrayContaining([tiles, roof, othersJob]));

    const page = await http().get(`/api/jobs/${roof}`).set(bo.auth);
    expect(page.status).toBe(404);
    expect(page.body.message_key).toBe('market.listingNotFound');
    const applying = await apply(roof, bo);
    expect(applying.status).toBe(404);
    expect(applying.body).toMatchObject({ message: 'Job not found', message_key: 'market.listingNotFound' });
    expect(await count(t.dataSource, 'jobapplication', { listing_id: roof, user_id: bo.id })).toBe(0);

    // Out of the applicants (their pending application), but their hire stays with the employer.
    expect(await applicantIds(tiles)).toEqual([]);
    const all = await http().get(`/api/employer/applications?listing_id=${tiles}`).set(employer.auth);
    expect(all.body.data).toMatchObject({ items: [], total: 0 });
    expect(await applicantIds(hiredOn)).toEqual(expect.arrayContaining([ada.id, bo.id]));
    // Nor can the employer decide on it by its id: it is not theirs to see until they unblock.
    const [pending] = await t.dataSource.query(`SELECT id FROM jobapplication WHERE listing_id = ${tiles} AND user_id = ${bo.id}`);
    for (const decision of ['approve', 'disapprove']) {
      const decided = await http().post(`/api/employer/applications/${pending.id}/${decision}`).set(employer.auth).send({});
      expect(decided.status).toBe(404);
      expect(decided.body.message_key).toBe('market.applicationNotFound');
    }
    expect(await count(t.dataSource, 'jobapplication', { id: Number(pending.id), status: 'pending' })).toBe(1);

    const blocks = await http().get('/api/employer/blocks').set(employer.auth);
    expect(blocks.body.data).toMatchObject([{ freelancer_id: bo.id, freelancer: { id: bo.id, name: 'Bo Blocked' } }]);
    expect((await http().get('/api/employer/blocks').set(other.auth)).body.data).toEqual([]);
    expect((await http().delete(`/api/employer/blocks/${bo.id}`).set(other.auth)).status).toBe(404);
  });

  it('unblocking gives the jobs, the job page, applying and the applicants list back', async () => {
    const unblocked = await http().delete(`/api/employer/blocks/${bo.id}`).set(employer.auth);
    expect(unblocked.status).toBe(200);
    expect(unblocked.body.message).toBe('Freelancer unblocked');
    expect((await http().delete(`/api/employer/blocks/${bo.id}`).set(employer.auth)).status).toBe(404);
    expect(ids(await search(bo, 'q=bathroom'))).toEqual(expect.arrayContaining([tiles, roof, othersJob]));
    expect((await http().get(`/api/jobs/${roof}`).set(bo.auth)).status).toBe(200);
    expect(await applicantIds(tiles)).toEqual([bo.id]);
    expect((await apply(roof, bo)).status).toBe(201);
  });

  it('a freelancer hides an employer’s jobs from their own search, sees that on the job page, and shows them again', async () => {
    const hidden = await http().put(`/api/freelancer/hidden-employers/${employer.id}`).set(dee.auth);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ message: 'You will no longer see this employer’s jobs', data: { user_id: employer.id, created: true } });
    expect((await http().put(`/api/freelancer/hidden-employers/${employer.id}`).set(dee.auth)).body.data.created).toBe(false);
    expect(await count(t.dataSource, 'hidden_employers', { freelancer_id: dee.id, employer_id: employer.id })).toBe(1);

    for (const query of ['q=bathroom', '']) {
      const found = await search(dee, query);
      expect(ids(found)).toContain(othersJob);
      expect(ids(found)).not.toContain(tiles);
      expect(found.body.data.total).toBe(found.body.data.items.length);
    }
    expect(ids(await search(cy, 'q=bathroom'))).toContain(tiles);
    const page = await http().get(`/api/jobs/${tiles}`).set(dee.auth);
    expect(page.status).toBe(200);
    expect(page.body.data.employer_hidden).toBe(true);
    expect((await http().get(`/api/jobs/${tiles}`).set(cy.auth)).body.data.employer_hidden).toBe(false);

    const list = await http().get('/api/freelancer/hidden-employers').set(dee.auth);
    expect(list.body.data).toMatchObject([{ employer_id: employer.id, employer: { id: employer.id, company_name: 'Roster Works' } }]);
    expect((await http().get('/api/freelancer/hidden-employers').set(cy.auth)).body.data).toEqual([]);
    expect((await http().delete(`/api/freelancer/hidden-employers/${employer.id}`).set(cy.auth)).status).toBe(404);

    const shown = await http().delete(`/api/freelancer/hidden-employers/${employer.id}`).set(dee.auth);
    expect(shown.status).toBe(200);
    expect(shown.body.message).toBe('You will see this employer’s jobs again');
    expect(ids(await search(dee, 'q=bathroom'))).toEqual(expect.arrayContaining([tiles, roof, othersJob]));
    expect((await http().delete(`/api/freelancer/hidden-employers/${employer.id}`).set(dee.auth)).status).toBe(404);
  });
});
