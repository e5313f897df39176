import request from 'supertest';
import { TokenService } from '../src/auth/token.service';
import { Profile } from '../src/users/profile.entity';
import { makeUser } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeListing, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { authEnv } from './support/auth-fixtures';

const IKEJA = { latitude: 6.6018, longitude: 3.3515 };

describe.each(databaseKinds())('the profile location: PUT/GET /api/profile/location (%s)', (kind) => {
  let t: TestApp;
  let lookups: Lookups;
  beforeAll(async () => {
    t = await createTestApp(kind, authEnv());
    lookups = await makeLookups(t.dataSource);
  });
  afterAll(() => t.close());

  const put = (who: Person, body: object, language = 'en') =>
    request(t.http).put('/api/profile/location').set(who.auth).set('Accept-Language', language).send(body);
  const stored = async (userId: number) => {
    const row = await t.dataSource.getRepository(Profile).findOneByOrFail({ user_id: userId });
    return { latitude: row.latitude === null ? null : Number(row.latitude), longitude: row.longitude === null ? null : Number(row.longitude) };
  };

  it('is for signed-in site users only', async () => {
    expect((await request(t.http).get('/api/profile/location')).status).toBe(401);
    expect((await request(t.http).put('/api/profile/location').send(IKEJA)).status).toBe(401);
  });

  it('sets the point, answers it, and "near me" then sorts from it; two nulls remove it', async () => {
    const freelancer = await makeFreelancer(t, undefined, 'Ada Nomad');
    expect((await request(t.http).get('/api/profile/location').set(freelancer.auth)).body.data).toEqual({ latitude: null, longitude: null, lga: null });
    const noPoint = await request(t.http).get('/api/jobs?sort=distance').set(freelancer.auth);
    expect(noPoint.status).toBe(400);

    const saved = await put(freelancer, IKEJA);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ result: true, message: 'Location saved', data: IKEJA });
    expect(await stored(freelancer.id)).toEqual(IKEJA);
    expect((await request(t.http).get('/api/profile/location').set(freelancer.auth)).body.data).toEqual({ ...IKEJA, lga: null });

    const employer = await makeEmployer(t, 'Near Co');
    const far = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Far job', latitude: '9.0765000', longitude: '7.3986000' });
    const near = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Near job', latitude: '6.6050000', longitude: '3.3500000' });
    const jobs = await request(t.http).get('/api/jobs?sort=distance&per_page=50').set(freelancer.auth);
    expect(jobs.status).toBe(200);
    const ids = (jobs.body.data.items as Array<{ id: number }>).map((item) => item.id);
    expect(ids.indexOf(near.id)).toBeLessThan(ids.indexOf(far.id));
    expect(jobs.body.data.point).toEqual(IKEJA);

    const cleared = await put(freelancer, { latitude: null, longitude: null }, 'fr');
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ message: 'Position retirée', data: { latitude: null, longitude: null } });
    expect(await stored(freelancer.id)).toEqual({ latitude: null, longitude: null });
  });

  it('refuses a bad point with the field and rule, and changes nothing', async () => {
    const freelancer = await makeFreelancer(t, IKEJA, 'Ada Careful');
    const outOfRange = await put(freelancer, { latitude: 91, longitude: 3.3 });
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.details[0]).toMatchObject({ field: 'latitude' });
    const badLongitude = await put(freelancer, { latitude: 6.5, longitude: 'east' });
    expect(badLongitude.status).toBe(400);
    expect(badLongitude.body.details[0]).toMatchObject({ field: 'longitude' });
    const half = await put(freelancer, { latitude: 6.5, longitude: null }, 'fr');
    expect(half.status).toBe(400);
    expect(half.body.details[0]).toMatchObject({ field: 'latitude', message: 'latitude et longitude vont ensemble' });
    const extra = await put(freelancer, { ...IKEJA, user_id: 1 });
    expect(extra.status).toBe(400);
    expect(await stored(freelancer.id)).toEqual(IKEJA);
  });

  it('gives a user without a profile row one; an employer may set theirs too', async () => {
    const user = await makeUser(t.dataSource, { user_type: 'freelancer' });
    const { token } = await t.app.get(TokenService).issue(user.id);
    const bare: Person = { id: user.id, token, auth: { Authorization: `Bearer ${token}` } };
    expect((await put(bare, IKEJA)).status).toBe(200);
    expect(await stored(user.id)).toEqual(IKEJA);
    const employer = await makeEmployer(t, 'Located Co');
    expect((await put(employer, { latitude: 9.0765, longitude: 7.3986 })).body.data).toEqual({ latitude: 9.0765, longitude: 7.3986, lga: null });
  });
});
