import request from 'supertest';
import type { Listing } from '../src/listings/listing.entity';
import { PopularSearchService } from '../src/search/popular-search.service';
import { SearchWordsService } from '../src/search/search-words.service';
import { authEnv } from './support/auth-fixtures';
import { searchKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeListing, makeLookups, makePlaces, Person, type Lookups, type Places } from './support/marketplace-fixtures';
import { createTestApp, TestApp } from './support/test-app';

const DAY = 86_400_000;
const LEKKI_POINT = { latitude: '6.4474000', longitude: '3.4723000' };
const IKEJA_POINT = { latitude: '6.6018000', longitude: '3.3515000' };
const KANO_POINT = { latitude: '12.0022000', longitude: '8.5920000' };

/**
 * Searches that find what people mean (docs/search.md "Understanding a search"): the same answers
 * on SQLite, MariaDB and MariaDB with the search engine.
 */
describe.each(searchKinds())('understanding a search (%s)', (kind) => {
  let t: TestApp;
  let lookups: Lookups;
  let places: Places;
  let employer: Person;
  let freelancer: Person;
  const ids: Record<string, number> = {};

  const search = async (query: Record<string, string>, language = 'en') => {
    await t.syncSearch?.();
    const res = await request(t.http).get('/api/jobs').query(query).set(freelancer.auth).set('Accept-Language', language);
    expect(res.status).toBe(200);
    return res.body.data as {
      items: { id: number }[];
      total: number;
      understanding: {
        searched: string;
        corrections: { from: string; to: string }[];
        place: { kind: string; id: number; name: string; state_name: string; words: string } | null;
        partial: boolean;
        wider: { state_id: number | null; state_name: string | null; total: number } | null;
      } | null;
    };
  };
  const keys = (data: { items: { id: number }[] }) => data.items.map((item) => Object.keys(ids).find((key) => ids[key] === item.id) ?? `?${item.id}`);
  const found = async (q: string, language = 'en') => keys(await search({ q }, language)).sort();

  beforeAll(async () => {
    t = await createTestApp(kind, authEnv());
    lookups = await makeLookups(t.dataSource);
    places = await makePlaces(t.dataSource);
    employer = await makeEmployer(t, 'Meaning Co');
    freelancer = await makeFreelancer(t);
    // The LGA as every writer sets it from the point (docs/places.md); fixtures write it themselves.
    const lagos = places.stateId('Lagos');
    const kano = places.stateId('Kano');
    const LEKKI = { ...LEKKI_POINT, lga_id: places.lgaId('Lagos', 'Eti Osa') };
    const IKEJA = { ...IKEJA_POINT, lga_id: places.lgaId('Lagos', 'Ikeja') };
    const KANO = { ...KANO_POINT, lga_id: places.lgaId('Kano', 'Kano Municipal') };
    const now = Date.now();
    const rows: [string, Partial<Listing>][] = [
      ['sink', { job_title: 'Fix leaking kitchen sink and shower', work_description: 'Replace washers and a faulty mixer tap; materials provided.', state: lagos, ...IKEJA }],
      ['deepClean', { job_title: 'Deep clean of a 3-bedroom flat', work_description: 'Kitchen degreasing, bathrooms and windows.', state: lagos, ...LEKKI }],
      ['homeClean', { job_title: 'Weekly home cleaning', work_description: 'Sweeping, mopping and dusting every Saturday.', state: lagos, ...IKEJA }],
      ['dispatch', { job_title: 'Dispatch rider for same-day deliveries', work_description: 'Deliver parcels across the city, own motorcycle preferred.', state: kano, ...KANO }],
      ['rewire', { job_title: 'Rewire a 2-bedroom apartment', work_description: 'Replace old wiring and sockets, install a changeover switch.', state: kano, ...KANO }],
      ['mc', { job_title: 'MC for a corporate end-of-year party', work_description: 'Engaging host, bilingual a plus.', state: kano, ...KANO }],
      ['generator', { job_title: 'Generator servicing', work_description: 'Service our 10 kVA set and change the oil.', state: kano, ...KANO }],
      ['laptop', { job_title: 'Laptop repair and upgrade', work_description: 'There is constant light from the generator.', state: kano, ...KANO }],
      ['french', { job_title: 'French lessons for adults', work_description: 'Two evenings a week for beginners.', state: kano, ...KANO }],
      ['piano', { job_title: 'Cours de piano pour enfants', work_description: 'Deux séances par semaine, à domicile.', state: kano, ...KANO }],
      ['dj', { job_title: 'DJ for a naming ceremony', work_description: 'Bring your own speakers.', state: kano, ...KANO }],
      ['closedPlumbing', { job_title: 'Plumber for a burst pipe', status: 'closed', state: lagos, ...IKEJA }],
    ];
    let age = 0;
    for (const [key, fields] of rows) {
      ids[key] = (await makeListing(t.dataSource, employer.id, lookups, { created_at: new Date(now - ++age * DAY), ...fields })).id;
    }
    // The words typos are corrected to: counted by the background task in production.
    await t.app.get(SearchWordsService).recount();
  });
  afterAll(() => t.close());

  it('finds a trade by what people call it, in English and in French, whatever the job’s own words', async () => {
    for (const q of ['cleaner', 'cleaners', 'house cleaning', 'ménage', 'menage', 'nettoyage', 'femme de ménage']) expect([q, await found(q)]).toEqual([q, ['deepClean', 'homeClean']]);
    for (const q of ['plumber', 'plumbing', 'plombier', 'plomberie']) expect([q, await found(q)]).toEqual([q, ['sink']]);
    for (const q of ['driver', 'chauffeur', 'livreur', 'bike man', 'dispatch rider', 'okada rider']) expect([q, await found(q)]).toEqual([q, ['dispatch']]);
    for (const q of ['electrician', 'électricien', 'electricien', 'wiring']) expect([q, await found(q)]).toEqual([q, ['rewire']]);
    for (const q of ['maitre de ceremonie', 'maître de cérémonie', 'emcee', 'compere']) expect([q, await found(q)]).toEqual([q, ['mc']]);
    // A French job found in English, and French words finding an English job.
    expect(await found('piano lessons')).toEqual(['piano']);
    expect(await found('cours de français')).toEqual(['french']);
  });

  it('searches a short word exactly, never as "every job"', async () => {
    expect(await found('mc')).toEqual(['mc']);
    expect(await found('dj')).toEqual(['dj']);
    const ac = await search({ q: 'ac' });
    expect(ac.total).toBe(0);
    expect(ac.items).toEqual([]);
  });

  it('corrects a misspelt word to one the open jobs or the dictionary hold, and says so; typos=false searches it as typed', async () => {
    const corrected = await search({ q: 'electrican' });
    expect(keys(corrected)).toEqual(['rewire']);
    expect(corrected.understanding).toMatchObject({ searched: 'electrician', corrections: [{ from: 'electrican', to: 'electrician' }] });
    // A page past the end still counts the corrected words' jobs (the first page, empty, needs no count).
    const pastTheEnd = await search({ q: 'electrican', page: '5' });
    expect(pastTheEnd).toMatchObject({ total: 1, items: [] });
    expect(pastTheEnd.understanding!.corrections).toEqual([{ from: 'electrican', to: 'electrician' }]);
    const asTyped = await search({ q: 'electrican', typos: 'false' });
    expect(asTyped.total).toBe(0);
    expect(asTyped.understanding!.corrections).toEqual([]);
    expect((await search({ q: 'plombeir' })).understanding!.corrections).toEqual([{ from: 'plombeir', to: 'plombier' }]);
    // Four letters or fewer: never corrected (one edit is a different word).
    expect((await search({ q: 'sinc' })).understanding!.corrections).toEqual([]);
    // A known word is not corrected, nor a word still being typed.
    expect((await search({ q: 'cleaning' })).understanding!.corrections).toEqual([]);
    expect(keys(await search({ q: 'gener' }))).toEqual(['generator', 'laptop']);
    // A new listing's word, not counted yet, one edit from a dictionary word ("faucet"): found as typed, not corrected away.
    ids.facet = (await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Facet polishing for a jeweller' })).id;
    const facet = await search({ q: 'facet' });
    expect(keys(facet)).toEqual(['facet']);
    expect(facet.understanding!.corrections).toEqual([]);
  });

  it('takes a place out of the words and makes it the filter, and says where the same search finds jobs when the place has none', async () => {
    const lekki = await search({ q: 'cleaning lekki' });
    expect(keys(lekki)).toEqual(['deepClean']);
    expect(lekki.understanding).toMatchObject({ searched: 'cleaning', place: { kind: 'lga', id: places.lgaId('Lagos', 'Eti Osa'), name: 'Eti Osa', state_name: 'Lagos', words: 'lekki' }, wider: null });
    const lagos = await search({ q: 'cleaner lagos' });
    expect(keys(lagos).sort()).toEqual(['deepClean', 'homeClean']);
    expect(lagos.understanding!.place).toMatchObject({ kind: 'state', id: places.stateId('Lagos') });
    // None in the LGA, none in its state: everywhere.
    const none = await search({ q: 'driver lekki' });
    expect(none.total).toBe(0);
    expect(none.understanding!.wider).toEqual({ state_id: null, state_name: null, total: 1 });
    const ikeja = await search({ q: 'painter ikeja' });
    expect(ikeja.understanding!.place).toMatchObject({ kind: 'lga', name: 'Ikeja' });
    // A place the search already names: the words are words.
    const given = await search({ q: 'cleaning lekki', state: String(places.stateId('Lagos')) });
    expect(given.understanding!.place).toBeNull();
    // A place in French: the state's French name.
    const french = await search({ q: 'ménage lagos' }, 'fr');
    expect(french.understanding!.place).toMatchObject({ kind: 'state', state_name: 'Lagos' });
  });

  it('ranks by the words matched in the title first ("Best match", the default with words)', async () => {
    expect(keys(await search({ q: 'generator repair' }))).toEqual(['generator', 'laptop']);
    // Newest first when asked: the laptop job was posted after the generator job.
    expect(keys(await search({ q: 'generator repair', sort: 'newest' }))).toEqual(['generator', 'laptop']);
    const relevance = await search({ q: 'generator' });
    expect(keys(relevance)).toEqual(['generator', 'laptop']);
  });

  it('answers the jobs matching the most words when none matches them all, and says so', async () => {
    const partial = await search({ q: 'french piano' });
    expect(partial.understanding!.partial).toBe(true);
    expect(keys(partial).sort()).toEqual(['french', 'piano']);
    expect(partial.total).toBe(2);
    const both = await search({ q: 'piano cours' });
    expect(both.understanding!.partial).toBe(false);
    expect(keys(both)).toEqual(['piano']);
    // Two of three words first.
    const most = await search({ q: 'dispatch rider zanzibar' });
    expect(most.understanding!.partial).toBe(true);
    expect(keys(most)[0]).toBe('dispatch');
  });

  it('suggests only searches that find open jobs, in the person’s language', async () => {
    const popular = t.app.get(PopularSearchService);
    for (const word of ['plumber', 'plumber', 'plombier', 'zorbing', 'cleaning']) popular.record(word);
    await popular.settled();
    const suggest = async (q: string, language: string) =>
      ((await request(t.http).get('/api/search/suggestions').query({ q }).set('Accept-Language', language)).body.data as { word: string }[]).map((s) => s.word);
    const english = await suggest('', 'en');
    expect(english).toEqual(expect.arrayContaining(['plumber', 'cleaning']));
    expect(english).not.toContain('zorbing');
    expect(english).not.toContain('plombier');
    expect(await suggest('', 'fr')).toContain('plombier');
    expect(await suggest('', 'fr')).not.toContain('plumber');
    // Type-ahead: the dictionary's names in the language, when they find jobs.
    expect(await suggest('plo', 'fr')).toEqual(expect.arrayContaining(['plombier', 'plomberie']));
    expect(await suggest('electri', 'en')).toContain('electrician');
    expect(await suggest('welde', 'en')).toEqual([]);
  });
});
