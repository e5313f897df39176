import request from 'supertest';
import { Clock } from '../src/common/clock';
import { VerificationCode } from '../src/auth/verification-code.entity';
import { authEnv, makeUser } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The browser journeys' movable clock (TEST_CLOCK, docs/testing.md "Time in the browser
 * journeys"): one call moves every time-based rule forward, and without the setting the route is
 * not there at all.
 */
describe.each(databaseKinds())('the movable test clock (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, authEnv({ TEST_CLOCK: 'true' }));
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(async () => {
    await request(app.http).delete('/api/test/clock').expect(200);
  });

  const resend = (phone: string) =>
    request(app.http)
      .post('/api/auth/resend-verification')
      .send({ fieldName: 'phone', username: phone, action: 'login' });

  it('moves the injected clock forward, and back to the wall clock on reset', async () => {
    const before = Date.now();
    const moved = await request(app.http).post('/api/test/clock/advance').send({ seconds: 3600 }).expect(200);
    const now = new Date(moved.body.now).getTime();
    expect(now - before).toBeGreaterThanOrEqual(3600_000);
    expect(now - Date.now()).toBeLessThanOrEqual(3600_000);
    expect(app.app.get(Clock).now().getTime() - Date.now()).toBeGreaterThan(3599_000);

    const reset = await request(app.http).delete('/api/test/clock').expect(200);
    expect(Math.abs(new Date(reset.body.now).getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('crosses the 30 s between two codes at once', async () => {
    const user = await makeUser(app.dataSource);
    await request(app.http).post('/api/auth/login').send({ fieldName: 'phone', username: user.phone }).expect(200);
    await resend(user.phone as string).expect(429);
    await request(app.http).post('/api/test/clock/advance').send({ seconds: 30 }).expect(200);
    await resend(user.phone as string).expect(200);
    expect(await app.dataSource.getRepository(VerificationCode).countBy({ user_id: user.id })).toBe(2);
  });

  it('refuses a move that is not a whole number of seconds from 1 to a day, and moves nothing', async () => {
    for (const seconds of [0, -5, 1.5, 86_401, '30', null]) {
      const refused = await request(app.http).post('/api/test/clock/advance').send({ seconds }).expect(400);
      expect(refused.body.errors).toHaveProperty('seconds');
    }
    expect(Math.abs(app.app.get(Clock).now().getTime() - Date.now())).toBeLessThan(5_000);
  });
});

describe('without TEST_CLOCK', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('has no route to move the clock', async () => {
    await request(app.http).post('/api/test/clock/advance').send({ seconds: 30 }).expect(404);
    await request(app.http).delete('/api/test/clock').expect(404);
  });
});
