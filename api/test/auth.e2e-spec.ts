import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { IsNull, Not } from 'typeorm';
import { MESSAGES } from '@gigmarket/shared';
import { AuthRetention } from '../src/auth/auth-retention';
import { AuthToken } from '../src/auth/auth-token.entity';
import { Clock } from '../src/common/clock';
import { VerificationCode } from '../src/auth/verification-code.entity';
import { verifyPassword } from '../src/common/passwords';
import { Country } from '../src/locations/country.entity';
import { State } from '../src/locations/state.entity';
import { Industry, JobType } from '../src/lookups/lookup.entities';
import { UserIndustry, UserJobType } from '../src/users/user-link.entities';
import { Profile } from '../src/users/profile.entity';
import { User } from '../src/users/user.entity';
import { ageCodes, adminToken, authEnv, makeUser, readCode, readSms, siteToken, uniqueContact } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(databaseKinds())('auth calls (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, authEnv());
  });
  afterAll(async () => {
    await app?.close();
  });

  const users = () => app.dataSource.getRepository(User);
  const codes = () => app.dataSource.getRepository(VerificationCode);

  function registration(overrides: Record<string, unknown> = {}) {
    const contact = uniqueContact();
    return { first_name: 'Ada', last_name: 'Obi', phone: contact.phone, email: contact.email, password: 'Secret123', ...overrides };
  }

  describe('register', () => {
    it('creates an unverified freelancer by default and texts a code', async () => {
      const body = registration({ phone: '(081) 2345-6780' });
      const response = await request(app.http).post('/api/auth/register').send(body).expect(201);
      expect(response.body).toEqual({
        result: true,
        message: MESSAGES.codeSent,
        message_key: 'spec.codeSent',
        data: { fieldName: 'phone', username: '08123456780', action: 'register' },
      });
      const user = await users().findOneOrFail({ where: { phone: '08123456780' }, select: { id: true, password: true, user_type: true, email_verified_at: true, name: true } });
      expect(user.user_type).toBe('freelancer');
      expect(user.email_verified_at).toBeNull();
      expect(user.name).toBe('Ada Obi');
      expect(user.password).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user.password, 'Secret123')).toBe(true);
      expect(readCode(app, '08123456780')).toMatch(/^\d{6}$/);
      expect(await codes().count({ where: { user_id: user.id, action: 'register' } })).toBe(1);
    });

    it('keeps the language the visitor chose before signing up: the account and its code SMS are French', async () => {
      const french = registration();
      await request(app.http).post('/api/auth/register').set('Accept-Language', 'fr-FR,fr;q=0.9,en;q=0.5').send(french).expect(201);
      expect((await users().findOneByOrFail({ phone: french.phone })).language).toBe('fr');
      const sms = readSms(app).filter((line) => line.to === french.phone);
      expect(sms.at(-1)?.message).toMatch(/^\d{6} est votre code de vérification GigMarket\. Il expire dans \d+ minutes\.$/);

      // No preference said: English, as before.
      const plain = registration();
      await request(app.http).post('/api/auth/register').send(plain).expect(201);
      expect((await users().findOneByOrFail({ phone: plain.phone })).language).toBe('en');
      expect(readSms(app).filter((line) => line.to === plain.phone).at(-1)?.message).toMatch(/is your GigMarket verification code/);
    });

    it('registers an employer when asked', async () => {
      const body = registration({ user_type: 'employer' });
      await request(app.http).post('/api/auth/register').send(body).expect(201);
      expect((await users().findOneByOrFail({ phone: body.phone })).user_type).toBe('employer');
    });

    it.each([
      [{ first_name: '' }, 'first_name', MESSAGES.firstAndLastName],
      [{ last_name: 'O8i' }, 'last_name', MESSAGES.firstAndLastName],
      [{ first_name: 'A'.repeat(51) }, 'first_name', 'first_name may not be longer than 50 characters'],
      [{ phone: '' }, 'phone', MESSAGES.phoneRequired],
      [{ phone: '1234567890123456' }, 'phone', MESSAGES.invalidPhoneNumber],
      [{ email: 'not-an-email' }, 'email', MESSAGES.validEmail],
      [{ email: `${'a'.repeat(45)}@example.com` }, 'email', 'email may not be longer than 50 characters'],
      [{ password: 'short' }, 'password', MESSAGES.passwordLength],
      [{ user_type: 'superadmin' }, 'user_type', 'user_type must be employer or freelancer'],
      [{ user_type: 'admin' }, 'user_type', 'user_type must be employer or freelancer'],
    ])('refuses %j with the field message', async (override, field, message) => {
      const body = registration(override);
      const response = await request(app.http).post('/api/auth/register').send(body).expect(400);
      expect(response.body.result).toBe(false);
      expect(response.body.errors[field]).toBe(message);
      expect(await users().countBy({ email: String(body.email).toLowerCase() })).toBe(0);
    });

    it.each([
      [{ status: 'blocked' }, 'status'],
      [{ email_verified_at: '2024-01-01T00:00:00Z' }, 'email_verified_at'],
      [{ id: 1 }, 'id'],
      [{ role_id: 1 }, 'role_id'],
    ])('refuses the unknown property %j and stores nothing', async (extra, field) => {
      const body = registration(extra);
      const response = await request(app.http).post('/api/auth/register').send(body).expect(400);
      expect(response.body.details).toContainEqual({ field, rule: 'unknown', message: `${field} is not allowed` });
      expect(await users().countBy({ phone: body.phone })).toBe(0);
      expect(readSms(app).some((line) => line.to === body.phone)).toBe(false);
    });

    it('refuses a taken phone or email with 409', async () => {
      const existing = await makeUser(app.dataSource);
      const byPhone = await request(app.http).post('/api/auth/register').send(registration({ phone: existing.phone })).expect(409);
      expect(byPhone.body.errors.phone).toBe(MESSAGES.phoneTaken);
      const byEmail = await request(app.http).post('/api/auth/register').send(registration({ email: existing.email?.toUpperCase() })).expect(409);
      expect(byEmail.body.errors.email).toBe(MESSAGES.emailTaken);
    });
  });

  describe('login', () => {
    it('texts a code to a verified user', async () => {
      const user = await makeUser(app.dataSource);
      const response = await request(app.http).post('/api/auth/login').send({ fieldName: 'phone', username: user.phone, remember: true }).expect(200);
      expect(response.body).toEqual({ result: true, message: MESSAGES.codeSent, message_key: 'spec.codeSent', data: { fieldName: 'phone', username: user.phone, action: 'login' } });
      expect(await codes().countBy({ user_id: user.id, action: 'login' })).toBe(1);
    });

    it("answers 'unverified' to an unverified user and sends nothing", async () => {
      const user = await makeUser(app.dataSource, { email_verified_at: null });
      const response = await request(app.http).post('/api/auth/login').send({ fieldName: 'phone', username: user.phone }).expect(403);
      expect(response.body).toEqual({ result: false, message: MESSAGES.unverified, message_key: 'spec.unverified' });
      expect(await codes().countBy({ user_id: user.id })).toBe(0);
    });

    it.each(['unknown', 'blocked', 'admin'])("answers 'Invalid login credentials' for an %s account", async (which) => {
      let phone = '08099999999';
      if (which === 'blocked') phone = (await makeUser(app.dataSource, { status: 'blocked' })).phone as string;
      if (which === 'admin') phone = (await makeUser(app.dataSource, { user_type: 'superadmin' })).phone as string;
      const response = await request(app.http).post('/api/auth/login').send({ fieldName: 'phone', username: phone }).expect(401);
      expect(response.body.message).toBe(MESSAGES.invalidLoginCredentials);
    });

    it('refuses a missing phone and extra properties', async () => {
      const missing = await request(app.http).post('/api/auth/login').send({ fieldName: 'phone', username: '' }).expect(400);
      expect(missing.body.errors.username).toBe(MESSAGES.phoneRequired);
      const extra = await request(app.http).post('/api/auth/login').send({ fieldName: 'phone', username: '0803', user_type: 'superadmin' }).expect(400);
      expect(extra.body.errors.user_type).toBe('user_type is not allowed');
    });
  });

  it('register -> verify -> updateProfile -> current user', async () => {
    const body = registration();
    await request(app.http).post('/api/auth/register').send(body).expect(201);
    const wrongAction = await request(app.http)
      .post('/api/auth/process-verification')
      .send({ fieldName: 'phone', username: body.phone, action: 'login', code: readCode(app, body.phone) })
      .expect(400);
    expect(wrongAction.body.message).toBe(MESSAGES.invalidCode);

    const verified = await request(app.http)
      .post('/api/auth/process-verification')
      .send({ fieldName: 'phone', username: body.phone, action: 'register', code: readCode(app, body.phone) })
      .expect(200);
    const { token, user } = verified.body.data;
    expect(typeof token).toBe('string');
    expect(user).toMatchObject({ first_name: 'Ada', user_type: 'freelancer', current_route: '/user-welcome', profile_complete: false, permissions: [] });
    const stored = await users().findOneByOrFail({ phone: body.phone });
    expect(stored.email_verified_at).not.toBeNull();
    expect(await codes().countBy({ user_id: stored.id, consumed_at: Not(IsNull()) })).toBe(1);

    // The code is spent: a second use fails.
    await request(app.http)
      .post('/api/auth/process-verification')
      .send({ fieldName: 'phone', username: body.phone, action: 'register', code: readCode(app, body.phone) })
      .expect(400);

    const countryId = (await app.dataSource.getRepository(Country).save({ code: 'NG', name: 'Nigeria', currency: 'NGN', phone_code: '234' })).id;
    const stateId = (await app.dataSource.getRepository(State).save({ country_id: countryId, name: 'Lagos' })).id;
    const industryId = (await app.dataSource.getRepository(Industry).save({ name: 'Hospitality' })).id;
    const jobTypeId = (await app.dataSource.getRepository(JobType).save({ name: 'Waiter' })).id;

    const update = await request(app.http)
      .post('/api/users/profile')
      .set('Authorization', `Bearer ${token}`)
      .send({ update: 'welcome', user_type: 'freelancer', gender: 'Female', state_id: stateId, job_type: [jobTypeId], description: 'Friendly and fast', industry: industryId })
      .expect(200);
    expect(update.body.message).toBe(MESSAGES.updateSuccessful);
    expect(update.body.data.token).toBeUndefined();
    expect(update.body.data.user.current_route).toBe('/freelancer/dashboard');
    expect(await app.dataSource.getRepository(Profile).findOneByOrFail({ user_id: stored.id })).toMatchObject({ gender: 'Female', state_id: stateId, description: 'Friendly and fast' });
    expect(await app.dataSource.getRepository(UserJobType).countBy({ user_id: stored.id, jobtype_id: jobTypeId })).toBe(1);
    expect(await app.dataSource.getRepository(UserIndustry).countBy({ user_id: stored.id, industry_id: industryId })).toBe(1);

    const me = await request(app.http).get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
    expect(me.body.data).toMatchObject({
      id: stored.id,
      name: 'Ada Obi',
      email: body.email,
      phone: body.phone,
      user_type: 'freelancer',
      current_route: '/freelancer/dashboard',
      profile_complete: true,
      permissions: [],
    });
    expect(me.body.data.password).toBeUndefined();
  });

  it('login -> verify -> logout -> token refused', async () => {
    const user = await makeUser(app.dataSource, { user_type: 'employer' });
    const token = await siteToken(app, user);
    await request(app.http).get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
    const out = await request(app.http).post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(200);
    expect(out.body.result).toBe(true);
    const refused = await request(app.http).get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
    expect(refused.body.result).toBe(false);
    expect(await app.dataSource.getRepository(AuthToken).countBy({ user_id: user.id, revoked_at: IsNull() })).toBe(0);
    await request(app.http).post('/api/auth/logout').expect(401);
  });

  it('remember lengthens the token', async () => {
    const user = await makeUser(app.dataSource);
    await request(app.http).post('/api/auth/login').send({ fieldName: 'phone', username: user.phone }).expect(200);
    await request(app.http)
      .post('/api/auth/process-verification')
      .send({ fieldName: 'phone', username: user.phone, action: 'login', code: readCode(app, user.phone as string), remember: true })
      .expect(200);
    const row = await app.dataSource.getRepository(AuthToken).findOneByOrFail({ user_id: user.id });
    expect(row.expires_at.getTime() - Date.now()).toBeGreaterThan(20 * 24 * 3600 * 1000);
  });

  it('forgot -> verify -> reset -> old password refused and tokens revoked', async () => {
    const admin = await makeUser(app.dataSource, { user_type: 'superadmin', password: 'OldSecret1' });
    const token = await adminToken(app, admin);

    const forgot = await request(app.http).post('/api/auth/forgot-password').send({ username: admin.email?.toUpperCase() }).expect(200);
    expect(forgot.body).toEqual({ result: true, message: MESSAGES.codeSent, message_key: 'spec.codeSent', data: { fieldName: 'email', username: admin.email, action: 'password' } });
    const code = readCode(app, admin.phone as string);

    // processPassword before the code is confirmed fails.
    const early = await request(app.http).post('/api/auth/process-password').send({ username: admin.email, password: 'NewSecret1', code }).expect(400);
    expect(early.body.message).toBe(MESSAGES.couldNotResetPassword);

    const confirmed = await request(app.http)
      .post('/api/auth/process-verification')
      .send({ fieldName: 'email', username: admin.email, action: 'password', code })
      .expect(200);
    expect(confirmed.body.data).toEqual({ username: admin.email, code });

    const wrong = await request(app.http).post('/api/auth/process-password').send({ email: admin.email, password: 'NewSecret1', code: code === '000000' ? '111111' : '000000' }).expect(400);
    expect(wrong.body.message).toBe(MESSAGES.couldNotResetPassword);
    const short = await request(app.http).post('/api/auth/process-password').send({ email: admin.email, password: 'short', code }).expect(400);
    expect(short.body.errors.password).toBe(MESSAGES.passwordLength);

    const reset = await request(app.http).post('/api/auth/process-password').send({ email: admin.email, password: 'NewSecret1', code }).expect(200);
    expect(reset.body).toEqual({ result: true, message: MESSAGES.passwordReset, message_key: 'spec.passwordReset' });

    await request(app.http).get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
    expect(await app.dataSource.getRepository(AuthToken).countBy({ user_id: admin.id, revoked_at: IsNull() })).toBe(0);
    const old = await request(app.http).post('/api/auth/admin/login').send({ email: admin.email, password: 'OldSecret1' }).expect(401);
    expect(old.body.message).toBe(MESSAGES.invalidLoginCredentials);
    await request(app.http).post('/api/auth/admin/login').send({ email: admin.email, password: 'NewSecret1' }).expect(200);

    // The code is spent.
    await request(app.http).post('/api/auth/process-password').send({ email: admin.email, password: 'Another123', code }).expect(400);
  });

  it('forgot password by phone; unknown accounts get Invalid User ID', async () => {
    const user = await makeUser(app.dataSource);
    const ok = await request(app.http).post('/api/auth/forgot-password').send({ username: user.phone }).expect(200);
    expect(ok.body.data).toEqual({ fieldName: 'phone', username: user.phone, action: 'password' });
    const unknown = await request(app.http).post('/api/auth/forgot-password').send({ username: '08000000001' }).expect(404);
    expect(unknown.body).toEqual({ result: false, message: MESSAGES.invalidUserId, message_key: 'spec.invalidUserId' });
    const empty = await request(app.http).post('/api/auth/forgot-password').send({ username: '' }).expect(400);
    expect(empty.body.errors.username).toBe('username field is required');
  });

  it('resendVerification sends a new code and kills the old one', async () => {
    const body = registration();
    await request(app.http).post('/api/auth/register').send(body).expect(201);
    const first = readCode(app, body.phone);
    const user = await users().findOneByOrFail({ phone: body.phone });
    await ageCodes(app.dataSource, user.id);
    const resent = await request(app.http).post('/api/auth/resend-verification').send({ fieldName: 'phone', username: body.phone, action: 'register' }).expect(200);
    expect(resent.body.message).toBe(MESSAGES.codeSent);
    const second = readCode(app, body.phone);
    expect(await codes().countBy({ user_id: user.id, consumed_at: IsNull() })).toBe(1);
    if (first !== second) {
      await request(app.http).post('/api/auth/process-verification').send({ fieldName: 'phone', username: body.phone, action: 'register', code: first }).expect(400);
    }
    await request(app.http).post('/api/auth/process-verification').send({ fieldName: 'phone', username: body.phone, action: 'register', code: second }).expect(200);

    const unknown = await request(app.http).post('/api/auth/resend-verification').send({ fieldName: 'phone', username: '08000000002', action: 'login' }).expect(404);
    expect(unknown.body.message).toBe(MESSAGES.invalidUserId);
    const unverified = await makeUser(app.dataSource, { email_verified_at: null });
    const refused = await request(app.http).post('/api/auth/resend-verification').send({ fieldName: 'phone', username: unverified.phone, action: 'login' }).expect(403);
    expect(refused.body.message).toBe(MESSAGES.unverified);
  });

  it('processVerification validates the code shape', async () => {
    const response = await request(app.http).post('/api/auth/process-verification').send({ fieldName: 'phone', username: '0803', action: 'login', code: '12a456' }).expect(400);
    expect(response.body.errors.code).toBe('code must be exactly 6 digits');
    const unknown = await request(app.http).post('/api/auth/process-verification').send({ fieldName: 'phone', username: '08000000003', action: 'login', code: '123456' }).expect(400);
    expect(unknown.body.message).toBe(MESSAGES.invalidCode);
  });

  it('keeps a session 30 days after it ended and a code a day after it was sent, as the privacy page says', async () => {
    const user = await makeUser(app.dataSource, { user_type: 'freelancer' });
    const now = Date.now();
    const days = (n: number) => new Date(now - n * 24 * 3600_000);
    const tokens = app.dataSource.getRepository(AuthToken);
    const codes = app.dataSource.getRepository(VerificationCode);
    const ended = await tokens.save([
      { id: randomUUID(), user_id: user.id, created_at: days(40), expires_at: days(31), revoked_at: null },
      { id: randomUUID(), user_id: user.id, created_at: days(35), expires_at: days(5), revoked_at: days(31) },
    ]);
    const kept = await tokens.save([
      { id: randomUUID(), user_id: user.id, created_at: days(35), expires_at: days(29), revoked_at: null },
      { id: randomUUID(), user_id: user.id, created_at: days(40), expires_at: new Date(now + 3600_000), revoked_at: days(2) },
    ]);
    const [old, recent] = await codes.save([
      { user_id: user.id, action: 'login', code_hash: 'x'.repeat(64), attempts: 0, created_at: days(1.1), expires_at: days(1.09) },
      { user_id: user.id, action: 'login', code_hash: 'y'.repeat(64), attempts: 0, created_at: days(0.9), expires_at: days(0.89) },
    ]);
    const clock = app.app.get(Clock);
    const spy = jest.spyOn(clock, 'now').mockReturnValue(new Date(now));
    try {
      expect(await app.app.get(AuthRetention).prune()).toEqual({ sessions: 2, codes: expect.any(Number) });
    } finally {
      spy.mockRestore();
    }
    expect((await tokens.findBy({ user_id: user.id })).map((token) => token.id).sort()).toEqual(kept.map((token) => token.id).sort());
    expect(await tokens.countBy(ended.map((token) => ({ id: token.id })))).toBe(0);
    expect([await codes.countBy({ id: old.id }), await codes.countBy({ id: recent.id })]).toEqual([0, 1]);
  });

  describe('back-office sign-in', () => {
    it('admits the superadmin and a role-holding admin', async () => {
      const superadmin = await makeUser(app.dataSource, { user_type: 'superadmin' });
      const response = await request(app.http).post('/api/auth/admin/login').send({ email: superadmin.email, password: superadmin.password }).expect(200);
      expect(response.body.data.user).toMatchObject({ user_type: 'superadmin', current_route: '/admin/dashboard', profile_complete: true });
      expect(response.body.data.user.permissions).toContain('users.list');
    });

    it.each(['employer', 'freelancer'] as const)('refuses a %s with Invalid login credentials', async (userType) => {
      const user = await makeUser(app.dataSource, { user_type: userType });
      const response = await request(app.http).post('/api/auth/admin/login').send({ email: user.email, password: user.password }).expect(401);
      expect(response.body).toEqual({ result: false, message: MESSAGES.invalidLoginCredentials, message_key: 'spec.invalidLoginCredentials' });
    });

    it('refuses a wrong password, an unknown email and a blocked admin alike', async () => {
      const admin = await makeUser(app.dataSource, { user_type: 'superadmin' });
      const blocked = await makeUser(app.dataSource, { user_type: 'superadmin', status: 'blocked' });
      for (const body of [
        { email: admin.email, password: 'Wrong12345' },
        { email: 'nobody@example.com', password: 'Wrong12345' },
        { email: blocked.email, password: blocked.password },
      ]) {
        const response = await request(app.http).post('/api/auth/admin/login').send(body).expect(401);
        expect(response.body.message).toBe(MESSAGES.invalidLoginCredentials);
      }
    });
  });
});
