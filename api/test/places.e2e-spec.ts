import request from 'supertest';
import { JobApplication } from '../src/applications/job-application.entity';
import { backfillLgaIds } from '../src/locations/lga-rows';
import { PlacesService } from '../src/locations/places.service';
import { Listing } from '../src/listings/listing.entity';
import { Profile } from '../src/users/profile.entity';
import { databaseKinds } from './support/databases';
import {
  count,
  makeEmployer,
  makeFreelancer,
  makeListing,
  makeLookups,
  makePlaces,
  type Lookups,
  type Person,
  type Places,
} from './support/marketplace-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** Places people know (docs/places.md): the LGAs, the point-in-LGA look-up, places on write, search by and near an LGA. */
describe.each(databaseKinds())('places: the 774 LGAs (%s)', (kind) => {
  let t: TestApp;
  let places: Places;
  let lookups: Lookups;
  let employer: Person;
  let freelancer: Person;

  const job = (fields: Record<string, unknown>) =>
    request(t.http)
      .post('/api/employer/listings')
      .set(employer.auth)
      .send({
        job_title: 'Paint a shop front',
        category_id: lookups.categoryId,
        job_type: lookups.jobTypeId,
        job_date: '2030-12-10',
        work_description: 'Two coats.',
        amount: 20000,
        status: 'open',
        address: '14 Allen Avenue',
        ...fields,
      });

  beforeAll(async () => {
    t = await createTestApp(kind);
    places = await makePlaces(t.dataSource);
    lookups = await makeLookups(t.dataSource);
    employer = await makeEmployer(t, 'Alausa Painters');
    // A freelancer at Yaba (Lagos Mainland).
    freelancer = await makeFreelancer(t, { latitude: 6.5095, longitude: 3.3711 }, 'Tunde Yaba');
  }, 120_000);
  afterAll(() => t?.close());

  it('holds 774 LGAs in the 37 states, listed by state and found by other spellings', async () => {
    expect(await count(t.dataSource, 'lgas', {})).toBe(774);
    const [{ n }] = await t.dataSource.query('SELECT COUNT(DISTINCT state_id) AS n FROM lgas');
    expect(Number(n)).toBe(37);
    const lagos = await request(t.http).get(`/api/lookups/lgas?state_id=${places.stateId('Lagos')}`);
    expect(lagos.status).toBe(200);
    expect(lagos.body.data).toHaveLength(20);
    expect(lagos.body.data.find((lga: { name: string }) => lga.name === 'Ikeja')).toMatchObject({
      id: places.lgaId('Lagos', 'Ikeja'),
      state_name: 'Lagos',
      latitude: 6.60327,
      longitude: 3.34948,
    });
    const byAlias = async (q: string) => (await request(t.http).get(`/api/lookups/lgas?q=${encodeURIComponent(q)}`)).body.data.map((lga: { name: string }) => lga.name);
    expect(await byAlias('ifako ijaiye')).toEqual(['Ifako/Ijaye']);
    expect(await byAlias('AMAC')).toEqual(['Municipal Area Council']);
    expect(await byAlias('Port Harcourt')).toEqual(['Port-Harcourt']);
    expect(await byAlias('Yaba')).toEqual(['Lagos Mainland']);
    expect((await request(t.http).get('/api/lookups/lgas/99999')).status).toBe(404);
  });

  it('finds the LGA of every LGA’s own centre, and of known addresses', async () => {
    const service = t.app.get(PlacesService);
    const all = await service.list();
    expect(all).toHaveLength(774);
    const wrong: string[] = [];
    for (const lga of all) if ((await service.at(lga.latitude, lga.longitude))?.id !== lga.id) wrong.push(`${lga.name}, ${lga.state_name}`);
    expect(wrong).toEqual([]);

    const at = async (latitude: number, longitude: number) => (await request(t.http).get(`/api/lookups/lgas/at?latitude=${latitude}&longitude=${longitude}`)).body.data;
    expect(await at(6.603, 3.349)).toMatchObject({ name: 'Ikeja', state_name: 'Lagos' });
    expect(await at(11.982, 8.519)).toMatchObject({ name: 'Kano Municipal', state_name: 'Kano' });
    expect(await at(8.943, 7.406)).toMatchObject({ name: 'Municipal Area Council', state_name: 'Federal Capital Territory' });
    expect(await at(51.5, -0.12)).toBeNull();
    const bad = await request(t.http).get('/api/lookups/lgas/at?latitude=95&longitude=3');
    expect(bad.status).toBe(400);
    expect(bad.body.details[0]).toMatchObject({ field: 'latitude' });
  });

  it('a job placed by LGA alone sits at its centre; a job placed by a point gets the LGA and state holding it', async () => {
    const byLga = await job({ lga_id: places.lgaId('Lagos', 'Ikeja') });
    expect(byLga.status).toBe(201);
    expect(byLga.body.data).toMatchObject({
      latitude: '6.6032700',
      longitude: '3.3494800',
      state: places.stateId('Lagos'),
      lga: { id: places.lgaId('Lagos', 'Ikeja'), name: 'Ikeja', state_name: 'Lagos' },
    });
    // A point in Kano Municipal with Lagos chosen as the state: the point decides.
    const byPoint = await job({ latitude: 11.982, longitude: 8.519, state: places.stateId('Lagos') });
    expect(byPoint.status).toBe(201);
    expect(byPoint.body.data).toMatchObject({ state: places.stateId('Kano'), lga: { name: 'Kano Municipal', state_name: 'Kano' } });
    const stored = await t.dataSource.getRepository(Listing).findOneByOrFail({ id: byPoint.body.data.id });
    expect(stored.lga_id).toBe(places.lgaId('Kano', 'Kano Municipal'));

    // Moving the point moves the LGA.
    const moved = await request(t.http).patch(`/api/employer/listings/${byPoint.body.data.id}`).set(employer.auth).send({ latitude: 6.5095, longitude: 3.3711 });
    expect(moved.status).toBe(200);
    expect(moved.body.data.lga).toMatchObject({ name: 'Lagos Mainland', state_name: 'Lagos' });
    expect(moved.body.data.state).toBe(places.stateId('Lagos'));
  });

  it('refuses an unknown LGA or one outside the chosen state, and writes nothing', async () => {
    const before = await count(t.dataSource, 'listings', {});
    const unknown = await job({ lga_id: 99999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details[0]).toMatchObject({ field: 'lga_id', rule: 'exists' });
    const elsewhere = await job({ lga_id: places.lgaId('Lagos', 'Ikeja'), state: places.stateId('Kano') });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.details[0]).toMatchObject({ field: 'lga_id', rule: 'state' });
    const fr = await job({ lga_id: 99999 }).set('Accept-Language', 'fr');
    expect(fr.body.details[0].message).toMatch(/zone de gouvernement local/);
    expect(await count(t.dataSource, 'listings', {})).toBe(before);
  });

  it('the profile’s location is picked by LGA (its centre) or by a point, and answers the area', async () => {
    const byLga = await request(t.http).put('/api/profile/location').set(freelancer.auth).send({ lga_id: places.lgaId('Federal Capital Territory', 'Municipal Area Council') });
    expect(byLga.status).toBe(200);
    expect(byLga.body.data).toMatchObject({ latitude: 8.94289, longitude: 7.40623, lga: { name: 'Municipal Area Council', state_name: 'Federal Capital Territory' } });
    const profile = await t.dataSource.getRepository(Profile).findOneByOrFail({ user_id: freelancer.id });
    expect(profile.state_id).toBe(places.stateId('Federal Capital Territory'));
    const byPoint = await request(t.http).put('/api/profile/location').set(freelancer.auth).send({ latitude: 6.5095, longitude: 3.3711 });
    expect(byPoint.body.data.lga).toMatchObject({ name: 'Lagos Mainland', state_name: 'Lagos' });
    expect((await request(t.http).get('/api/profile/location').set(freelancer.auth)).body.data.lga.name).toBe('Lagos Mainland');
    const cleared = await request(t.http).put('/api/profile/location').set(freelancer.auth).send({ latitude: null, longitude: null });
    expect(cleared.body.data).toEqual({ latitude: null, longitude: null, lga: null });
    await request(t.http).put('/api/profile/location').set(freelancer.auth).send({ latitude: 6.5095, longitude: 3.3711 });
  });

  describe('search', () => {
    let ikeja: number;
    let surulere: number;
    let kano: number;

    beforeAll(async () => {
      ikeja = (await job({ job_title: 'Tile an Ikeja kitchen', latitude: 6.6, longitude: 3.35 })).body.data.id;
      surulere = (await job({ job_title: 'Tile a Surulere bathroom', lga_id: places.lgaId('Lagos', 'Surulere') })).body.data.id;
      kano = (await job({ job_title: 'Tile a Kano hall', lga_id: places.lgaId('Kano', 'Kano Municipal') })).body.data.id;
    });

    const search = (query: string) => request(t.http).get(`/api/jobs?${query}&per_page=50`).set(freelancer.auth);

    it('filters by LGA, with text too (each database’s text path)', async () => {
      const inIkeja = await search(`lga_id=${places.lgaId('Lagos', 'Ikeja')}`);
      expect(inIkeja.status).toBe(200);
      const ids = inIkeja.body.data.items.map((item: { id: number }) => item.id);
      expect(ids).toContain(ikeja);
      expect(ids).not.toContain(surulere);
      expect(inIkeja.body.data.items.every((item: { lga: { name: string } }) => item.lga.name === 'Ikeja')).toBe(true);
      const text = await search(`q=tile&lga_id=${places.lgaId('Lagos', 'Surulere')}`);
      expect(text.body.data.items.map((item: { id: number }) => item.id)).toEqual([surulere]);
      expect(text.body.data.total).toBe(1);
    });

    it('searches near an LGA’s centre without GPS, nearest first, with the distance from it', async () => {
      const near = await search(`near_lga=${places.lgaId('Lagos', 'Ikeja')}&radius_km=25&sort=distance`);
      expect(near.status).toBe(200);
      expect(near.body.data.point).toEqual({ latitude: 6.60327, longitude: 3.34948 });
      const items = near.body.data.items as Array<{ id: number; distance_km: number; lga: { name: string; state_name: string } }>;
      // The job placed by Ikeja alone sits at its centre: first, 0 km; the one at a point in Ikeja next.
      expect(items[0]).toMatchObject({ distance_km: 0, lga: { name: 'Ikeja', state_name: 'Lagos' } });
      expect(items[1]).toMatchObject({ id: ikeja, lga: { name: 'Ikeja' } });
      expect(items[1].distance_km).toBeLessThan(1);
      expect(items.map((item) => item.distance_km)).toEqual([...items.map((item) => item.distance_km)].sort((a, b) => a - b));
      expect(items.map((item) => item.id)).toContain(surulere);
      expect(items.map((item) => item.id)).not.toContain(kano);
      const both = await search(`near_lga=${places.lgaId('Lagos', 'Ikeja')}&latitude=6.5&longitude=3.3&sort=distance`);
      expect(both.status).toBe(400);
      expect(both.body.details[0]).toMatchObject({ field: 'near_lga' });
      expect((await search('near_lga=99999&sort=distance')).status).toBe(400);
    });

    it('a job page shows the area and the distance from the viewer; the exact address and point only to the hired freelancer', async () => {
      const page = await request(t.http).get(`/api/jobs/${ikeja}`).set(freelancer.auth);
      expect(page.status).toBe(200);
      expect(page.body.data).toMatchObject({ lga: { name: 'Ikeja', state_name: 'Lagos' }, address: null, latitude: null, longitude: null });
      // Yaba to Ikeja: about 10 km.
      expect(page.body.data.distance_km).toBeGreaterThan(8);
      expect(page.body.data.distance_km).toBeLessThan(12);
      const visitor = await request(t.http).get(`/api/home/jobs/${ikeja}`);
      expect(visitor.body.data).toMatchObject({ lga: { name: 'Ikeja' }, address: null, latitude: null, longitude: null });

      // Applied (pending): still the area only. Hired: the address.
      await t.dataSource.getRepository(JobApplication).insert({ listing_id: ikeja, user_id: freelancer.id, status: 'pending', price: '20000.00' });
      expect((await request(t.http).get(`/api/jobs/${ikeja}`).set(freelancer.auth)).body.data.address).toBeNull();
      await t.dataSource.getRepository(JobApplication).update({ listing_id: ikeja, user_id: freelancer.id }, { status: 'approved' });
      const hired = (await request(t.http).get(`/api/jobs/${ikeja}`).set(freelancer.auth)).body.data;
      expect(hired).toMatchObject({ address: '14 Allen Avenue', latitude: '6.6000000', longitude: '3.3500000' });
      // The employer reads their own job whole.
      expect((await request(t.http).get(`/api/employer/listings/${ikeja}`).set(employer.auth)).body.data.address).toBe('14 Allen Avenue');
    });
  });

  it('backfills the LGA of rows written without one, once', async () => {
    const raw = [];
    for (const [latitude, longitude] of [
      ['6.6030000', '3.3490000'],
      ['11.9820000', '8.5190000'],
      ['51.5000000', '-0.1200000'],
    ])
      raw.push(await makeListing(t.dataSource, employer.id, lookups, { latitude, longitude }));
    const first = await backfillLgaIds(t.dataSource.manager, 'listings', { batch: 2 });
    expect(first.located).toBeGreaterThanOrEqual(2);
    const stored = await t.dataSource.getRepository(Listing).findBy(raw.map((row) => ({ id: row.id })));
    expect(stored.map((row) => row.lga_id)).toEqual([places.lgaId('Lagos', 'Ikeja'), places.lgaId('Kano', 'Kano Municipal'), null]);
    expect((await backfillLgaIds(t.dataSource.manager, 'listings')).located).toBe(0);
  });
});
