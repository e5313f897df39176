import request from 'supertest';
import { authEnv } from './support/auth-fixtures';
import { searchKinds } from './support/databases';
import { Lookups, makeEmployer, makeFreelancer, makeLookups, Person } from './support/marketplace-fixtures';
import { createTestApp, TestApp } from './support/test-app';

interface SearchPage {
  items: { id: number }[];
  total: number;
  understanding: { searched: string; partial: boolean } | null;
}

/**
 * The dictionary as installed (api/src/search-text/default-synonyms.ts, docs/search.md "The
 * dictionary") as a freelancer meets it: jobs posted in English found by their French and Nigerian
 * names. bench/relevance.mjs measures the whole judged query set.
 */
describe.each(searchKinds())('the search dictionary as installed (%s)', (kind) => {
  let t: TestApp;
  let lookups: Lookups;
  let employer: Person;
  let freelancer: Person;
  const ids: Record<string, number> = {};

  const publish = async (key: string, job_title: string, work_description: string) => {
    const response = await request(t.http).post('/api/employer/listings').set(employer.auth).send({
      job_title,
      work_description,
      category_id: lookups.categoryId,
      job_type: lookups.jobTypeId,
      state: lookups.stateId,
      job_date: '2030-12-10',
      amount: '15000',
      status: 'open',
    });
    expect(response.status).toBe(201);
    ids[key] = response.body.data.id;
  };
  const search = async (q: string): Promise<SearchPage> => {
    await t.syncSearch?.();
    const response = await request(t.http).get(`/api/jobs?${new URLSearchParams({ q })}`).set(freelancer.auth);
    expect(response.status).toBe(200);
    return response.body.data;
  };
  const found = (page: SearchPage) => page.items.map((item) => Object.keys(ids).find((key) => ids[key] === item.id) ?? `?${item.id}`);

  beforeAll(async () => {
    t = await createTestApp(kind, authEnv());
    lookups = await makeLookups(t.dataSource);
    employer = await makeEmployer(t, 'Dictionary Co');
    freelancer = await makeFreelancer(t);
    // Oldest first: with no better reason, the newest comes first.
    await publish('ushers', 'Ushers for a wedding reception', 'Welcome and seat 300 guests.');
    await publish('sink', 'Fix a leaking kitchen sink', 'Replace the washers; materials provided.');
    await publish('roof', 'Roof leak patching', 'Patch the roof before the rains.');
    await publish('tyres', 'Vulcanizer for a delivery van', 'Two flat tyres to mend at our depot.');
    await publish('ceiling', 'POP ceiling for a sitting room', 'Install a false ceiling with spotlights.');
    await publish('reception', 'Front desk receptionist', 'Answer calls and welcome visitors.');
  });
  afterAll(() => t.close());

  it('"fuite d\'eau" (a water leak) finds the leaking sink and the leaking roof, every word matched', async () => {
    const page = await search("fuite d'eau");
    expect(found(page).sort()).toEqual(['roof', 'sink']);
    expect(page.understanding).toMatchObject({ searched: 'fuite eau', partial: false });
  });

  it('"hôtesse d\'accueil" is the ushers\' job, not the newer front desk one', async () => {
    const page = await search("hôtesse d'accueil");
    expect(found(page)).toEqual(['ushers']);
    expect(page.understanding?.partial).toBe(false);
  });

  it('Nigerian trades by their French names: a vulcanizer, a POP ceiling', async () => {
    expect(found(await search('vulcanisateur'))).toEqual(['tyres']);
    expect(found(await search('réparation de pneus'))).toEqual(['tyres']);
    expect(found(await search('faux plafond'))).toEqual(['ceiling']);
    expect(found(await search('plâtrier'))).toEqual(['ceiling']);
  });
});
