import request from 'supertest';
import { MESSAGES } from '@gigmarket/shared';
import { OneFormPerPhone1733800000000 } from '../src/database/migrations/1733800000000-one-form-per-phone';
import { User } from '../src/users/user.entity';
import { authEnv, makeUser, readCode, readSms, uniqueContact } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * One phone, one account, one limit (docs/ussd.md, "Who is calling"): `+234803...`, `234803...`
 * and `0803...` are the same phone, stored `0803...`, in the site's sign-up, sign-in and limits;
 * a number that is not a Nigerian phone number is refused.
 */
describe.each(databaseKinds())('phone numbers in sign-up and sign-in (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, authEnv());
  });
  afterAll(async () => {
    await app?.close();
  });

  const users = () => app.dataSource.getRepository(User);
  const register = (phone: string) =>
    request(app.http)
      .post('/api/auth/register')
      .send({ first_name: 'Ada', last_name: 'Obi', phone, email: uniqueContact().email, password: 'Secret123' });

  it('stores +234... as 0...; the same phone written another way is taken (409)', async () => {
    const first = await register('+234 812 555 0001').expect(201);
    expect(first.body.data).toEqual({ fieldName: 'phone', username: '08125550001', action: 'register' });
    expect(await users().countBy({ phone: '08125550001' })).toBe(1);
    expect(readCode(app, '08125550001')).toMatch(/^\d{6}$/);
    for (const written of ['2348125550001', '08125550001', '+234 (0) 812 555 0001']) {
      const again = await register(written).expect(409);
      expect(again.body.errors.phone).toBe(MESSAGES.phoneTaken);
    }
    expect(await users().countBy({ first_name: 'Ada', phone: '2348125550001' })).toBe(0);
  });

  it('signs in with the phone written any of the three ways', async () => {
    const user = await makeUser(app.dataSource, { phone: '08125550002' });
    const login = await request(app.http)
      .post('/api/auth/login')
      .send({ fieldName: 'phone', username: '+2348125550002' })
      .expect(200);
    expect(login.body.data.username).toBe('08125550002');
    const verified = await request(app.http)
      .post('/api/auth/process-verification')
      .send({ fieldName: 'phone', username: '234 812 555 0002', action: 'login', code: readCode(app, '08125550002') })
      .expect(200);
    expect(verified.body.data.user.id).toBe(user.id);
  });

  it('the migration rewrites phones stored before the rule, unless another account holds the form', async () => {
    const old = await makeUser(app.dataSource, { phone: '2348125550021' });
    const bare = await makeUser(app.dataSource, { phone: '8125550022' });
    const holder = await makeUser(app.dataSource, { phone: '08125550023' });
    const twin = await makeUser(app.dataSource, { phone: '2348125550023' });
    const junk = await makeUser(app.dataSource, { phone: '12345' });
    const runner = app.dataSource.createQueryRunner();
    try {
      await new OneFormPerPhone1733800000000().up(runner);
    } finally {
      await runner.release();
    }
    const phoneOf = async (id: number) => (await users().findOneByOrFail({ id })).phone;
    expect(await phoneOf(old.id)).toBe('08125550021');
    expect(await phoneOf(bare.id)).toBe('08125550022');
    expect(await phoneOf(holder.id)).toBe('08125550023');
    expect(await phoneOf(twin.id)).toBe('2348125550023');
    expect(await phoneOf(junk.id)).toBe('12345');
    // The rewritten account signs in with any form of its phone.
    await request(app.http)
      .post('/api/auth/login')
      .send({ fieldName: 'phone', username: '+2348125550021' })
      .expect(200);
  });

  it.each([
    ['letters', 'abc'],
    ['too short', '0812555'],
    ['one digit too many', '081255500011'],
    ['too long', '1234567890123456'],
    ['another country', '+233 24 123 4567'],
  ])('refuses %s (%j) as a phone number: 400 on the field, no user, no SMS', async (_what, phone) => {
    const before = await users().count();
    const sent = readSms(app).length;
    const refused = await register(phone).expect(400);
    expect(refused.body.errors.phone).toBe(MESSAGES.invalidPhoneNumber);
    expect(await users().count()).toBe(before);
    expect(await users().countBy({ phone: '' })).toBe(0);
    expect(readSms(app)).toHaveLength(sent);
  });
});

describe.each(databaseKinds())('one phone, one rate limit (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, authEnv({ RATE_LIMIT_PER_MINUTE: '3' }));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts +234..., 234... and 0... as one phone (RATE_LIMIT_PER_MINUTE)', async () => {
    for (const username of ['08125550009', '+2348125550009', '2348125550009'])
      await request(app.http).post('/api/auth/forgot-password').send({ username }).expect(404);
    const limited = await request(app.http)
      .post('/api/auth/forgot-password')
      .send({ username: '0812 555 0009' })
      .expect(429);
    expect(limited.body.message).toBe(MESSAGES.tooManyRequests);
    // Another phone goes on.
    await request(app.http).post('/api/auth/forgot-password').send({ username: '+2348125550010' }).expect(404);
  });
});
