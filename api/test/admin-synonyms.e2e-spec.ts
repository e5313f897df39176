/**
 * The search dictionary in the back office (docs/search.md "The dictionary"): `/api/admin/synonyms`
 * on both databases, its rules, and the behaviour that matters: a group written there changes what
 * `GET /api/jobs` finds at once, without a restart.
 */
import request from 'supertest';
import { termList } from '../src/search/lexicon.service';
import { SearchWordsService } from '../src/search/search-words.service';
import { Synonym } from '../src/search/synonym.entity';
import { searchTermsColumns } from '../src/search-text/analysis';
import { synonymTerms } from '@gigmarket/shared';
import { as, insertRole, insertUser, listUrl, tokenFor, totalOf } from './support/admin-fixtures';
import { authEnv } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeListing, makeLookups, type Person } from './support/marketplace-fixtures';
import { createTestApp, TestApp } from './support/test-app';

interface Detail {
  field: string;
  rule: string;
  message: string;
}

describe.each(databaseKinds())('the search dictionary in the back office (%s)', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof as>;
  let freelancer: Person;
  const jobs: Record<'office' | 'flat' | 'sink', number> = {} as never;

  const groups = () => t.dataSource.getRepository(Synonym);
  const snapshot = async () => (await groups().find({ order: { id: 'ASC' } })).map(({ id, terms_en, terms_fr, related }) => ({ id, terms_en, terms_fr, related }));
  /** The jobs `GET /api/jobs?q=` finds, by name, and what it understood. */
  const search = async (q: string) => {
    const response = await request(t.http).get(`/api/jobs?q=${encodeURIComponent(q)}`).set(freelancer.auth);
    expect(response.status).toBe(200);
    const items = response.body.data.items as { id: number }[];
    return {
      found: items.map((item) => (Object.keys(jobs) as (keyof typeof jobs)[]).find((name) => jobs[name] === item.id) ?? `other ${item.id}`).sort(),
      total: response.body.data.total as number,
      corrections: response.body.data.understanding?.corrections as unknown[],
    };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, authEnv());
    admin = as(t, await tokenFor(t, (await insertUser(t.dataSource, 'superadmin')).id));
    freelancer = await makeFreelancer(t);
    const employer = await makeEmployer(t, 'Sparkle Homes');
    const lookups = await makeLookups(t.dataSource);
    // As every listing writer does, with their index tokens (search-text/analysis.ts).
    const listing = async (job_title: string, work_description: string) =>
      (await makeListing(t.dataSource, employer.id, lookups, { job_title, work_description, ...searchTermsColumns({ job_title, work_description }) })).id;
    jobs.office = await listing('Post-construction office cleaning', 'Sweep, mop and dust three floors after the painters leave.');
    jobs.flat = await listing('Deep cleaning of a 3-bedroom flat', 'Kitchen, bathrooms and windows; bring your own products.');
    jobs.sink = await listing('Fix a leaking kitchen sink', 'Replace the trap and reseal the basin.');
    // The open listings' words, which typos are corrected to (the background task is off in tests).
    await t.app.get(SearchWordsService).recount();
  });
  afterAll(async () => t?.close());

  it('lists the installed dictionary, finds a group by any of its terms, sorts by id and updated_at', async () => {
    const all = await admin.get(listUrl('synonyms', { sort: ['id', 'ASC'], range: [0, 499] }));
    expect(all.status).toBe(200);
    expect(totalOf(all)).toBeGreaterThan(50);
    expect(all.body[0]).toMatchObject({ terms_en: expect.stringContaining('cleaner, cleaning'), terms_fr: expect.stringContaining('ménage') });
    for (const [q, word] of [
      ['plombier', 'plumber'],
      ['ROBINET', 'plumber'],
      ['dispatch rider', 'driver'],
    ]) {
      const found = await admin.get(listUrl('synonyms', { filter: { q } }));
      expect([q, found.status]).toEqual([q, 200]);
      expect(found.body.map((group: Synonym) => group.terms_en.split(', ')[0])).toContain(word);
    }
    for (const field of ['id', 'updated_at', 'terms_en']) {
      const asc = await admin.get(listUrl('synonyms', { sort: [field, 'ASC'], range: [0, 499] }));
      const desc = await admin.get(listUrl('synonyms', { sort: [field, 'DESC'], range: [0, 499] }));
      expect([field, asc.status, desc.status]).toEqual([field, 200, 200]);
      expect(asc.body.map((group: Synonym) => group.id)).toEqual(desc.body.map((group: Synonym) => group.id).reverse());
    }
    const refused = await admin.get(listUrl('synonyms', { sort: ['related', 'ASC'] }));
    expect(refused.status).toBe(400);
  });

  it('creates, shows, updates and deletes a group, storing its lists as terms separated by ", "', async () => {
    const created = await admin.post('/api/admin/synonyms').send({ terms_en: ' Zorb guide ;zorb  ball,, zorbing instructor ', terms_fr: 'guide de zorb\nzorbing', related: null });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ terms_en: 'Zorb guide, zorb ball, zorbing instructor', terms_fr: 'guide de zorb, zorbing', related: null });
    const id = created.body.id as number;
    expect(await groups().findOneByOrFail({ id })).toMatchObject({ terms_en: 'Zorb guide, zorb ball, zorbing instructor', terms_fr: 'guide de zorb, zorbing', related: null });

    const one = await admin.get(`/api/admin/synonyms/${id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id, terms_en: 'Zorb guide, zorb ball, zorbing instructor' });

    // react-admin sends the whole record back; the same word twice (case, accents) is kept once.
    const updated = await admin.put(`/api/admin/synonyms/${id}`).send({ ...one.body, terms_fr: 'guide de zorb, Guide de Zorb, zorbing', related: 'inflatable ball, boule gonflable' });
    expect(updated.status).toBe(200);
    expect(await groups().findOneByOrFail({ id })).toMatchObject({ terms_fr: 'guide de zorb, zorbing', related: 'inflatable ball, boule gonflable' });

    const many = await admin.get(listUrl('synonyms', { filter: { id: [id, 999999] } }));
    expect(many.body.map((group: Synonym) => group.id)).toEqual([id]);

    const deleted = await admin.delete(`/api/admin/synonyms/${id}`).set('Content-Type', 'text/plain');
    expect(deleted.status).toBe(200);
    expect(deleted.body.id).toBe(id);
    expect(await groups().findOneBy({ id })).toBeNull();
    expect((await admin.get(`/api/admin/synonyms/${id}`)).status).toBe(404);
  });

  it('refuses a name another group has (the same words, or the same stems), naming the field and the group, and changes nothing', async () => {
    const before = await snapshot();
    const cleaning = before.find((group) => group.terms_en.startsWith('cleaner, cleaning'))!;
    const plumbing = before.find((group) => group.terms_en.startsWith('plumber,'))!;
    const cases: { body: Record<string, unknown>; field: string; group: number; message: RegExp }[] = [
      { body: { terms_en: 'zorbing, Cleaning' }, field: 'terms_en', group: cleaning.id, message: /^“Cleaning” is already a name of group #\d+ \(cleaner, ménage, cleaning\)/ },
      { body: { terms_en: 'zorbing', terms_fr: 'plomberie' }, field: 'terms_fr', group: plumbing.id, message: /^“plomberie” is already a name of group/ },
      // "cleaners" is searched as "cleaner": two groups would answer it.
      { body: { terms_en: 'window cleaners, cleaners' }, field: 'terms_en', group: cleaning.id, message: /^“cleaners” is searched as “cleaner”, a name of group/ },
    ];
    for (const { body, field, group, message } of cases) {
      const refused = await admin.post('/api/admin/synonyms').send(body);
      expect([JSON.stringify(body), refused.status]).toEqual([JSON.stringify(body), 400]);
      expect(refused.body.details).toEqual([{ field, rule: 'oneMeaning', message: expect.stringMatching(message) }]);
      expect(refused.body.message).toContain(`#${group} `);
      expect(refused.body.message_key).toMatch(/^admin\.synonym(Taken|Clash)$/);
    }
    // An update that adds another group's name is refused too; the group is left as it was.
    const refused = await admin.put(`/api/admin/synonyms/${plumbing.id}`).send({ ...plumbing, terms_en: `${plumbing.terms_en}, housekeeper` });
    expect(refused.status).toBe(400);
    expect(refused.body.details[0]).toMatchObject({ field: 'terms_en', rule: 'oneMeaning' });
    // In French for a back office in French.
    const french = await admin.post('/api/admin/synonyms').set('Accept-Language', 'fr').send({ terms_fr: 'ménage' });
    expect(french.body.details[0].message).toMatch(/^«\u00a0ménage\u00a0» est déjà un nom du groupe n°\u00a0\d+ \(cleaner, ménage, cleaning\)\u00a0: /);
    // A related word may be another group's name: it finds that group's words without being one of its names.
    const related = await admin.post('/api/admin/synonyms').send({ terms_en: 'zorb ball', related: 'cleaning, plumbing' });
    expect(related.status).toBe(201);
    expect((await admin.delete(`/api/admin/synonyms/${related.body.id}`).set('Content-Type', 'text/plain')).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses lists that break the rules, naming the field and the rule, and changes nothing', async () => {
    const before = await snapshot();
    const group = before[0];
    const fifty = Array.from({ length: 50 }, (_, index) => `zorbterm ${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}`);
    const cases: { body: Record<string, unknown>; field: string; rule: string; message: string }[] = [
      { body: {}, field: 'terms_en', rule: 'required', message: 'A group needs at least one English or French name' },
      { body: { terms_en: ' , ;', terms_fr: '', related: 'cleaning' }, field: 'terms_en', rule: 'required', message: 'A group needs at least one English or French name' },
      { body: { terms_en: 'zorbing, <b>bold</b>' }, field: 'terms_en', rule: 'termCharacters', message: 'terms_en: “<b>bold</b>” may hold only letters, digits, spaces, apostrophes and hyphens' },
      { body: { terms_en: 'zorbing', related: 'ok, 100%' }, field: 'related', rule: 'termCharacters', message: 'related: “100%” may hold only letters, digits, spaces, apostrophes and hyphens' },
      { body: { terms_fr: "'-" }, field: 'terms_fr', rule: 'termCharacters', message: 'terms_fr: “\'-” may hold only letters, digits, spaces, apostrophes and hyphens' },
      { body: { terms_en: `zorbing, ${'z'.repeat(101)}` }, field: 'terms_en', rule: 'termLength', message: `terms_en: “${'z'.repeat(101)}” is longer than 100 characters` },
      { body: { terms_fr: [...fifty, 'zorbterm extra'].join(', ') }, field: 'terms_fr', rule: 'termsMax', message: 'terms_fr may hold at most 50 terms' },
      { body: { terms_en: ['zorbing'] }, field: 'terms_en', rule: 'isString', message: 'terms_en must be a string' },
      { body: { terms_en: 'zorbing', weight: 3 }, field: 'weight', rule: 'unknown', message: 'weight is not allowed' },
    ];
    for (const { body, field, rule, message } of cases) {
      const refused = await admin.post('/api/admin/synonyms').send(body);
      expect([JSON.stringify(body).slice(0, 80), refused.status]).toEqual([JSON.stringify(body).slice(0, 80), 400]);
      expect(refused.body.details[0]).toEqual({ field, rule, message });
    }
    // Fifty terms of a hundred characters are within the rules (and an apostrophe, a hyphen, an accent).
    const longest = await admin.post('/api/admin/synonyms').send({ terms_fr: fifty.map((term) => term.padEnd(100, 'z')).join(', '), terms_en: "jack-of-all-trades, o'neill's crew, Électricien auto" });
    expect(longest.status).toBe(201);
    expect(synonymTerms(longest.body.terms_fr)).toHaveLength(50);
    expect((await admin.delete(`/api/admin/synonyms/${longest.body.id}`).set('Content-Type', 'text/plain')).status).toBe(200);
    // Emptying both lists of names on update is refused; the group keeps its names.
    const emptied = await admin.put(`/api/admin/synonyms/${group.id}`).send({ terms_en: '', terms_fr: null });
    expect(emptied.status).toBe(400);
    expect(emptied.body.details.map((detail: Detail) => [detail.field, detail.rule])).toEqual([
      ['terms_en', 'required'],
      ['terms_fr', 'required'],
    ]);
    // The rule's words in French too.
    const french = await admin.post('/api/admin/synonyms').set('Accept-Language', 'fr').send({ terms_en: 'zorbing, 100%' });
    expect(french.body.details[0].message).toBe('terms_en\u00a0: «\u00a0100%\u00a0» ne peut contenir que des lettres, des chiffres, des espaces, des apostrophes et des traits d’union');
    expect(await snapshot()).toEqual(before);
  });

  it('a group written in the back office changes what the search finds at once, without a restart; deleted, it is gone at once', async () => {
    // "zorbing" is no word of any open job: nothing, and nothing corrected.
    expect(await search('zorbing')).toEqual({ found: [], total: 0, corrections: [] });

    // Linked to "cleaning", a word of two open jobs, the next search finds them.
    const created = await admin.post('/api/admin/synonyms').send({ terms_en: 'zorbing', terms_fr: '', related: 'cleaning' });
    expect(created.status).toBe(201);
    expect(await search('zorbing')).toEqual({ found: ['flat', 'office'], total: 2, corrections: [] });

    // Linked to "sink" instead: the sink job, and the cleaning jobs no more.
    const id = created.body.id as number;
    const updated = await admin.put(`/api/admin/synonyms/${id}`).send({ ...created.body, related: 'sink' });
    expect(updated.status).toBe(200);
    expect(await search('zorbing')).toEqual({ found: ['sink'], total: 1, corrections: [] });

    // A name finds the group's related words; a related word does not find the names back.
    expect((await search('sink')).found).toEqual(['sink']);

    const deleted = await admin.delete(`/api/admin/synonyms/${id}`).set('Content-Type', 'text/plain');
    expect(deleted.status).toBe(200);
    expect(await search('zorbing')).toEqual({ found: [], total: 0, corrections: [] });
  });

  it('a refused write leaves the search as it was', async () => {
    expect(await search('zorbing')).toEqual({ found: [], total: 0, corrections: [] });
    const refused = await admin.post('/api/admin/synonyms').send({ terms_en: 'zorbing, cleaning' });
    expect(refused.status).toBe(400);
    expect(await search('zorbing')).toEqual({ found: [], total: 0, corrections: [] });
  });

  it('lets a role read the dictionary without changing it, and never a freelancer', async () => {
    const role = await insertRole(t.dataSource, `Dictionary reader ${kind}`, ['synonyms.list', 'synonyms.show']);
    const reader = as(t, await tokenFor(t, (await insertUser(t.dataSource, 'admin', { role_id: role.id })).id));
    const [first] = await snapshot();
    expect((await reader.get(listUrl('synonyms'))).status).toBe(200);
    expect((await reader.get(`/api/admin/synonyms/${first.id}`)).status).toBe(200);
    expect((await reader.post('/api/admin/synonyms').send({ terms_en: 'zorbing', related: 'cleaning' })).status).toBe(403);
    expect((await reader.put(`/api/admin/synonyms/${first.id}`).send({ terms_en: 'zorbing' })).status).toBe(403);
    expect((await reader.delete(`/api/admin/synonyms/${first.id}`)).status).toBe(403);
    const worker = as(t, freelancer.token);
    expect((await worker.get(listUrl('synonyms'))).status).toBe(403);
    expect(await snapshot()).toEqual(expect.arrayContaining([first]));
    expect(await groups().countBy({ terms_en: 'zorbing' })).toBe(0);
  });

  it('splits a list as the lexicon reads it', () => {
    for (const list of ['a, b', ' a ;b\n c,, ', '', 'plumber,plumbing;pipe fitter\n']) expect(synonymTerms(list)).toEqual(termList(list));
  });
});
