import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { IsNull } from 'typeorm';
import { LIMITS, MESSAGES, SITE_API_HEADERS } from '@gigmarket/shared';
import { VerificationCode } from '../src/auth/verification-code.entity';
import { Clock } from '../src/common/clock';
import { User } from '../src/users/user.entity';
import { ageCodes, authEnv, makeUser, makeUsers, readCode, readSms, uniqueContact } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';

const wrongCode = (code: string) => (code === '999999' ? '999998' : String(Number(code) + 1).padStart(6, '0'));

describe.each(databaseKinds())('one-time codes (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, authEnv());
  });
  afterAll(async () => {
    await app?.close();
  });
  const codes = () => app.dataSource.getRepository(VerificationCode);
  const login = (phone: string) => request(app.http).post('/api/auth/login').send({ fieldName: 'phone', username: phone });
  const verify = (phone: string, code: string) =>
    request(app.http).post('/api/auth/process-verification').send({ fieldName: 'phone', username: phone, action: 'login', code });
  /** Runs one call with the injected clock standing at `at`. */
  const onClockAt = async <T>(at: Date, call: () => Promise<T>): Promise<T> => {
    const clock = jest.spyOn(app.app.get(Clock), 'now').mockReturnValue(at);
    try {
      return await call();
    } finally {
      clock.mockRestore();
    }
  };

  it('are six digits, stored only as a hash, living ten minutes', async () => {
    const user = await makeUser(app.dataSource);
    const before = Date.now();
    await login(user.phone as string).expect(200);
    const code = readCode(app, user.phone as string);
    expect(code).toMatch(/^\d{6}$/);
    expect(readSms(app).find((line) => line.code === code)?.message).toContain(code);
    const row = await codes().findOneByOrFail({ user_id: user.id });
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[a-f0-9]{64}$/);
    const life = row.expires_at.getTime() - before;
    expect(life).toBeGreaterThan(9 * 60 * 1000);
    expect(life).toBeLessThanOrEqual(10 * 60 * 1000 + 1000);
  });

  it('expire on the clock: refused at expires_at, taken a second before', async () => {
    const user = await makeUser(app.dataSource);
    await login(user.phone as string).expect(200);
    const { expires_at } = await codes().findOneByOrFail({ user_id: user.id });
    const code = readCode(app, user.phone as string);
    const expired = await onClockAt(expires_at, () => verify(user.phone as string, code).expect(400));
    expect(expired.body.message).toBe(MESSAGES.invalidCode);
    expect(await codes().findOneByOrFail({ user_id: user.id })).toMatchObject({ consumed_at: null, attempts: 0 });
    await onClockAt(new Date(expires_at.getTime() - 1000), () => verify(user.phone as string, code).expect(200));
  });

  it('die after 5 wrong tries: the right code then fails too', async () => {
    const user = await makeUser(app.dataSource);
    await login(user.phone as string).expect(200);
    const code = readCode(app, user.phone as string);
    for (let attempt = 1; attempt <= LIMITS.codeMaxAttempts; attempt++) {
      const response = await verify(user.phone as string, wrongCode(code)).expect(400);
      expect(response.body.message).toBe(attempt < LIMITS.codeMaxAttempts ? MESSAGES.invalidCode : MESSAGES.codeTooManyAttempts);
    }
    const row = await codes().findOneByOrFail({ user_id: user.id });
    expect(row.attempts).toBe(LIMITS.codeMaxAttempts);
    expect(row.consumed_at).not.toBeNull();
    const right = await verify(user.phone as string, code).expect(400);
    expect(right.body.message).toBe(MESSAGES.codeTooManyAttempts);
  });

  it('count parallel wrong guesses atomically: never more than 5 tries', async () => {
    const user = await makeUser(app.dataSource);
    await login(user.phone as string).expect(200);
    const code = readCode(app, user.phone as string);
    const guesses = await Promise.all(Array.from({ length: 12 }, () => verify(user.phone as string, wrongCode(code))));
    expect(guesses.every((response) => response.status === 400)).toBe(true);
    const row = await codes().findOneByOrFail({ user_id: user.id });
    expect(row.attempts).toBe(LIMITS.codeMaxAttempts);
    expect(row.consumed_at).not.toBeNull();
    await verify(user.phone as string, code).expect(400);
  });

  it('accept the right code after 4 wrong tries', async () => {
    const user = await makeUser(app.dataSource);
    await login(user.phone as string).expect(200);
    const code = readCode(app, user.phone as string);
    for (let attempt = 1; attempt < LIMITS.codeMaxAttempts; attempt++) await verify(user.phone as string, wrongCode(code)).expect(400);
    await verify(user.phone as string, code).expect(200);
  });

  it('cannot be resent within 30 s', async () => {
    const user = await makeUser(app.dataSource);
    await login(user.phone as string).expect(200);
    const again = await request(app.http).post('/api/auth/resend-verification').send({ fieldName: 'phone', username: user.phone, action: 'login' }).expect(429);
    expect(again.body.message).toBe(MESSAGES.resendTooSoon);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(again.body.retryAfter).toBe(retryAfter);
    await login(user.phone as string).expect(429);
    expect(await codes().countBy({ user_id: user.id })).toBe(1);

    // On the clock: a second short of 30 s it is still refused; at 30 s the resend goes out.
    const { created_at } = await codes().findOneByOrFail({ user_id: user.id });
    const resend = () => request(app.http).post('/api/auth/resend-verification').send({ fieldName: 'phone', username: user.phone, action: 'login' });
    const early = await onClockAt(new Date(created_at.getTime() + 29_000), () => resend().expect(429));
    expect(early.body.retryAfter).toBe(1);
    await onClockAt(new Date(created_at.getTime() + 30_000), () => resend().expect(200));
    expect(await codes().countBy({ user_id: user.id })).toBe(2);
    expect(await codes().countBy({ user_id: user.id, consumed_at: IsNull() })).toBe(1);
  });

  it('a code used successfully does not hold the next one back', async () => {
    const user = await makeUser(app.dataSource);
    await login(user.phone as string).expect(200);
    await verify(user.phone as string, readCode(app, user.phone as string)).expect(200);
    await login(user.phone as string).expect(200);
    expect(await codes().countBy({ user_id: user.id })).toBe(2);
  });

  it('go out at most 5 times per phone per hour', async () => {
    const user = await makeUser(app.dataSource);
    for (let send = 1; send <= LIMITS.codeMaxSendsPerHour; send++) {
      await login(user.phone as string).expect(200);
      // Spread the sends over the last hour, each past the 30 s rule.
      const rows = await codes().find({ where: { user_id: user.id }, order: { id: 'DESC' } });
      await codes().update({ id: rows[0].id }, { created_at: new Date(Date.now() - (40 - send * 5) * 60_000) });
    }
    const refused = await login(user.phone as string).expect(429);
    expect(refused.body.message).toBe(MESSAGES.tooManyCodes);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await codes().countBy({ user_id: user.id })).toBe(LIMITS.codeMaxSendsPerHour);

    await ageCodes(app.dataSource, user.id);
    await login(user.phone as string).expect(200);
  });
});

const SITE_SECRET = 'site-secret-for-tests-site-secret-for-tests';

describe.each(databaseKinds())('rate limits (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, authEnv({ RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_IP_PER_MINUTE: '5', SITE_API_SECRET: SITE_SECRET }));
  });
  afterAll(async () => {
    await app?.close();
  });
  /** A call as the site's server makes it: the visitor's address and the shared secret. */
  const viaSite = (path: string, visitor: string, secret = SITE_SECRET) =>
    request(app.http).post(path).set(SITE_API_HEADERS.clientIp, visitor).set(SITE_API_HEADERS.secret, secret);

  it('answer 429 with Retry-After per phone, whatever the address', async () => {
    const phone = '08055500001';
    for (let i = 0; i < 3; i++) await viaSite('/api/auth/forgot-password', `10.0.0.${i + 1}`).send({ username: phone }).expect(404);
    const limited = await viaSite('/api/auth/forgot-password', '10.0.0.9').send({ username: phone }).expect(429);
    expect(limited.body).toMatchObject({ result: false, message: MESSAGES.tooManyRequests });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another phone from a fresh address still passes.
    await viaSite('/api/auth/forgot-password', '10.0.1.1').send({ username: '08055500002' }).expect(404);
  });

  it('answer 429 with Retry-After per address, whatever the phone (RATE_LIMIT_PER_IP_PER_MINUTE)', async () => {
    for (let i = 0; i < 5; i++) {
      await viaSite('/api/auth/login', '10.9.9.9').send({ fieldName: 'phone', username: `0806660000${i}` }).expect(401);
    }
    const limited = await viaSite('/api/auth/login', '10.9.9.9').send({ fieldName: 'phone', username: '08066600009' }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.message).toBe(MESSAGES.tooManyRequests);
    await viaSite('/api/auth/login', '10.9.9.10').send({ fieldName: 'phone', username: '08066600019' }).expect(401);
  });

  it('key on the socket peer: forged X-Forwarded-For, or X-Client-IP without the secret, change nothing', async () => {
    const attempt = (i: number) => {
      const call = request(app.http).post('/api/auth/register').set('X-Forwarded-For', `203.0.113.${i}, 198.51.100.${i}`);
      if (i % 3 === 1) call.set(SITE_API_HEADERS.clientIp, `192.0.2.${i}`);
      if (i % 3 === 2) call.set(SITE_API_HEADERS.clientIp, `192.0.2.${i}`).set(SITE_API_HEADERS.secret, `${SITE_SECRET}-wrong`);
      return call.send({ first_name: 'A', last_name: 'B', phone: `0807770010${i}`, email: 'x', password: 'p' });
    };
    for (let i = 0; i < 5; i++) expect((await attempt(i)).status).toBe(400);
    expect((await attempt(5)).status).toBe(429);
    expect((await attempt(6)).status).toBe(429);
  });

  it('cover every credential call', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [
      ['/api/auth/register', { first_name: 'A', last_name: 'B', phone: '1', email: 'x', password: 'p' }],
      ['/api/auth/resend-verification', { fieldName: 'phone', username: '08077700001', action: 'login' }],
      ['/api/auth/process-verification', { fieldName: 'phone', username: '08077700002', action: 'login', code: '123456' }],
      ['/api/auth/process-password', { username: '08077700003', password: 'Secret123', code: '123456' }],
      ['/api/auth/admin/login', { email: 'a@example.com', password: 'Secret123' }],
    ];
    for (const [path, body] of calls) {
      let last = 0;
      for (let i = 0; i < 4; i++) last = (await viaSite(path, '10.7.7.7').send(body)).status;
      expect([path, last]).toEqual([path, 429]);
    }
  });
});

describe.each(databaseKinds())('sign-in behind one address (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    // The default limits: RATE_LIMIT_PER_IP_PER_MINUTE 300, RATE_LIMIT_PER_MINUTE 20.
    const env = authEnv({ SITE_API_SECRET: SITE_SECRET });
    delete env.RATE_LIMIT_PER_MINUTE;
    delete env.RATE_LIMIT_PER_IP_PER_MINUTE;
    app = await createTestApp(kind, env);
  });
  afterAll(async () => {
    await app?.close();
  });
  const viaSite = (path: string, visitor: string) =>
    request(app.http).post(path).set(SITE_API_HEADERS.clientIp, visitor).set(SITE_API_HEADERS.secret, SITE_SECRET);

  it('100 people on one carrier-grade NAT address all get their codes in a minute', async () => {
    expect(app.config.RATE_LIMIT_PER_IP_PER_MINUTE).toBe(300);
    const users = await makeUsers(app.dataSource, 100);
    for (const user of users) {
      await viaSite('/api/auth/login', '102.89.23.45').send({ fieldName: 'phone', username: user.phone }).expect(200);
    }
    for (const user of users) expect(readCode(app, user.phone)).toMatch(/^\d{6}$/);
  });

  it('one phone is still limited (RATE_LIMIT_PER_MINUTE, then the code rules)', async () => {
    expect(app.config.RATE_LIMIT_PER_MINUTE).toBe(20);
    const phone = '08055500077';
    for (let i = 0; i < 20; i++) await viaSite('/api/auth/forgot-password', `102.89.0.${i + 1}`).send({ username: phone }).expect(404);
    const limited = await viaSite('/api/auth/forgot-password', '102.89.1.1').send({ username: phone }).expect(429);
    expect(limited.body.message).toBe(MESSAGES.tooManyRequests);
    // A second code for a phone within 30 s is refused whatever the address.
    const [user] = await makeUsers(app.dataSource, 1);
    await viaSite('/api/auth/login', '102.89.2.1').send({ fieldName: 'phone', username: user.phone }).expect(200);
    const again = await viaSite('/api/auth/login', '102.89.2.2').send({ fieldName: 'phone', username: user.phone }).expect(429);
    expect(again.body.message).toBe(MESSAGES.resendTooSoon);
  });
});

describe.each(databaseKinds())('SMS over HTTP (%s)', (kind) => {
  let app: TestApp;
  let provider: Server;
  const received: Array<{ headers: IncomingMessage['headers']; body: Record<string, string> }> = [];
  let failWith: { status: number; body: string } | null = null;

  beforeAll(async () => {
    provider = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(raw || '{}') });
        if (failWith) {
          res.writeHead(failWith.status, { 'content-type': 'application/json' }).end(failWith.body);
        } else {
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}');
        }
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    app = await createTestApp(kind, {
      ...authEnv(),
      SMS_TRANSPORT: 'http',
      SMS_HTTP_URL: `http://127.0.0.1:${port}/v1/messages`,
      SMS_HTTP_KEY: 'test-provider-key',
      SMS_SENDER: 'GigTest',
    });
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  const registration = () => {
    const contact = uniqueContact();
    return { first_name: 'Ada', last_name: 'Obi', phone: contact.phone, email: contact.email, password: 'Secret123' };
  };

  it('posts the code to the provider with key and sender', async () => {
    failWith = null;
    const body = registration();
    await request(app.http).post('/api/auth/register').send(body).expect(201);
    const sent = received[received.length - 1];
    expect(sent.headers.authorization).toBe('Bearer test-provider-key');
    expect(sent.body.to).toBe(body.phone);
    expect(sent.body.from).toBe('GigTest');
    expect(sent.body.message).toMatch(/\d{6}/);
    const code = /\d{6}/.exec(sent.body.message)?.[0] as string;
    await request(app.http)
      .post('/api/auth/process-verification')
      .send({ fieldName: 'phone', username: body.phone, action: 'register', code })
      .expect(200);
  });

  it("answers 'Access Denied' with the provider message and keeps no account", async () => {
    failWith = { status: 402, body: '{"message":"Insufficient credit on account"}' };
    const body = registration();
    const response = await request(app.http).post('/api/auth/register').send(body).expect(502);
    expect(response.body).toEqual({ result: false, message: MESSAGES.accessDenied, message_key: 'spec.accessDenied', error: 'Insufficient credit on account' });
    expect(await app.dataSource.getRepository(User).countBy({ phone: body.phone })).toBe(0);
    expect(await app.dataSource.getRepository(User).countBy({ email: body.email })).toBe(0);
    // Nothing half-made: the same registration goes through once the provider recovers.
    failWith = null;
    await request(app.http).post('/api/auth/register').send(body).expect(201);
  });

  it("answers 'Access Denied' on login and keeps no code row", async () => {
    const user = await makeUser(app.dataSource);
    failWith = { status: 500, body: 'Gateway exploded' };
    const response = await request(app.http).post('/api/auth/login').send({ fieldName: 'phone', username: user.phone }).expect(502);
    expect(response.body).toEqual({ result: false, message: MESSAGES.accessDenied, message_key: 'spec.accessDenied', error: 'Gateway exploded' });
    expect(await app.dataSource.getRepository(VerificationCode).countBy({ user_id: user.id })).toBe(0);
    failWith = null;
  });
});
