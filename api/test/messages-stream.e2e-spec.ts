import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { JobApplication } from '../src/applications/job-application.entity';
import { TokenService } from '../src/auth/token.service';
import { User } from '../src/users/user.entity';
import { BullMqScheduler } from '../src/common/scheduler';
import { MessageBus, RedisMessageBus } from '../src/messages/message-bus';
import { MessageStreams, STREAMS_PER_USER } from '../src/messages/message-streams';
import { authEnv } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { describeIf, redisAnswers, REDIS_REMEDY } from './support/prerequisites';
import { makeEmployer, makeFreelancer, makeListing, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import { freePort } from './support/processes';
import { openStream } from './support/sse';
import { createTestApp, type TestApp } from './support/test-app';

/** The machine's Redis (CI has one); a database number of its own. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';

async function listen(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

const lookupsOf = new WeakMap<TestApp, Promise<Lookups>>();

async function pair(t: TestApp) {
  if (!lookupsOf.has(t)) lookupsOf.set(t, makeLookups(t.dataSource));
  const lookups = await lookupsOf.get(t)!;
  const employer = await makeEmployer(t, 'Live Co');
  const freelancer = await makeFreelancer(t, undefined, 'Ada Live');
  const listing = await makeListing(t.dataSource, employer.id, lookups);
  const application = await t.dataSource.getRepository(JobApplication).save({ user_id: freelancer.id, listing_id: listing.id, status: 'pending' });
  return { employer, freelancer, id: application.id };
}

const send = (t: TestApp, id: number, who: Person, body: string) => request(t.http).post(`/api/applications/${id}/messages`).set(who.auth).send({ body });

describe.each(databaseKinds())('message stream, in-process bus (%s)', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind, authEnv());
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('delivers message, unread and seen events to the signed-in user only', async () => {
    expect(t.app.get(MessageBus)).not.toBeInstanceOf(RedisMessageBus);
    const { employer, freelancer, id } = await pair(t);
    const stranger = await makeFreelancer(t, undefined, 'Other');
    const employerStream = openStream(base, '/api/messages/stream', employer.token);
    const freelancerStream = openStream(base, '/api/messages/stream', freelancer.token);
    const strangerStream = openStream(base, '/api/messages/stream', stranger.token);
    try {
      expect(await employerStream.status).toBe(200);
      expect((await employerStream.next('unread')).data).toEqual({ type: 'unread', unread: 0 });
      await freelancerStream.next('unread');
      await strangerStream.next('unread');
      const sent = (await send(t, id, freelancer, 'hello')).body.data;
      const event = await employerStream.next('message');
      expect(event.data).toEqual({ type: 'message', application_id: id, message_id: sent.id, sender_id: freelancer.id, unread: 1 });
      expect((await freelancerStream.next('message')).data).toMatchObject({ message_id: sent.id, unread: 0 });
      // Reading sends the sender a receipt and the reader a new count.
      const from = employerStream.events.length;
      await request(t.http).get(`/api/applications/${id}/messages`).set(employer.auth).expect(200);
      expect((await freelancerStream.next('seen')).data).toMatchObject({ type: 'seen', application_id: id, up_to_id: sent.id });
      expect((await employerStream.next('unread', from)).data).toEqual({ type: 'unread', unread: 0 });
      expect(strangerStream.events.map((e) => e.event)).toEqual(['unread']);
    } finally {
      for (const stream of [employerStream, freelancerStream, strangerStream]) stream.close();
    }
  });
  it('a stream ends once its sign-in ends (logout) or its account is blocked; another sign-in keeps its own', async () => {
    const { employer, freelancer, id } = await pair(t);
    const { token: secondToken } = await t.app.get(TokenService).issue(freelancer.id);
    const loggedOut = openStream(base, '/api/messages/stream', freelancer.token);
    const otherDevice = openStream(base, '/api/messages/stream', secondToken);
    const blocked = openStream(base, '/api/messages/stream', employer.token);
    const streams = t.app.get(MessageStreams);
    try {
      for (const stream of [loggedOut, otherDevice, blocked]) await stream.next('unread');
      expect(await streams.endSignedOut()).toBe(0);

      await request(t.http).post('/api/auth/logout').set(freelancer.auth).expect(200);
      await t.dataSource.getRepository(User).update({ id: employer.id }, { status: 'blocked' });
      // The heartbeat's check, called directly: no test waits 25 s.
      expect(await streams.endSignedOut()).toBe(2);
      await loggedOut.ended;
      await blocked.ended;

      // The other device's sign-in still streams: a message from a fresh employer sign-in reaches it.
      await t.dataSource.getRepository(User).update({ id: employer.id }, { status: 'active' });
      const { token: employerAgain } = await t.app.get(TokenService).issue(employer.id);
      const sent = await request(t.http)
        .post(`/api/applications/${id}/messages`)
        .set({ Authorization: `Bearer ${employerAgain}` })
        .send({ body: 'still there?' })
        .expect(201);
      expect((await otherDevice.next('message')).data).toMatchObject({ message_id: sent.body.data.id });
      expect(loggedOut.events.some((event) => event.event === 'message')).toBe(false);
      expect(streams.size).toBe(1);
    } finally {
      for (const stream of [loggedOut, otherDevice, blocked]) stream.close();
    }
  });
});

describe('message streams per user', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', authEnv());
    base = await listen(t);
  });
  afterAll(() => t.close());

  it(`keeps at most ${STREAMS_PER_USER} streams per user on a process: the oldest is closed`, async () => {
    const user = await makeFreelancer(t, undefined, 'Many Tabs');
    const streams = [];
    for (let i = 0; i <= STREAMS_PER_USER; i++) {
      const stream = openStream(base, '/api/messages/stream', user.token);
      await stream.next('unread');
      streams.push(stream);
    }
    await streams[0].ended;
    expect(t.app.get(MessageStreams).size).toBe(STREAMS_PER_USER);
    for (const stream of streams) stream.close();
  });
});

describeIf(`Redis at ${REDIS_URL}`, redisAnswers(REDIS_URL), REDIS_REMEDY)('Redis', () => {

  describe.each(databaseKinds())('two API processes fan out through Redis pub/sub (%s)', (kind) => {
    let t: TestApp;
    let child: ChildProcess | null = null;
    let buildDir = '';
    let childBase = '';

    beforeAll(async () => {
      // This process: a Nest app with REDIS_URL. The other: the API compiled and started as its own node process.
      t = await createTestApp(kind, authEnv({ REDIS_URL }));
      const apiDir = resolve(__dirname, '..');
      // npm test's one build when it is current; a build of its own otherwise (src changed since).
      let main = join(apiDir, 'dist', 'main.js');
      if (!builtFromCurrentSource(apiDir)) {
        mkdirSync(join(apiDir, 'build'), { recursive: true });
        buildDir = mkdtempSync(join(apiDir, 'build', 'stream-test-'));
        const built = spawnSync('npx', ['swc', 'src', '-d', buildDir, '--strip-leading-paths', '--ignore', '**/*.spec.ts'], { cwd: apiDir, stdio: 'ignore' });
        if (built.status !== 0) throw new Error('swc build failed');
        main = join(buildDir, 'main.js');
      }
      const port = await freePort();
      child = spawn(process.execPath, [main], {
        cwd: apiDir,
        env: { ...process.env, ...envOf(t), PORT: String(port), REDIS_URL, BACKGROUND_TASKS: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      childBase = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 100; i++) {
        try {
          if ((await fetch(`${childBase}/api/health`)).ok) break;
        } catch {
          /* not yet */
        }
        await new Promise((done) => setTimeout(done, 100));
      }
    }, 60_000);

    afterAll(async () => {
      if (child) {
        const exited = new Promise((done) => child?.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      if (buildDir) rmSync(buildDir, { recursive: true, force: true });
      await t?.close();
    }, 30_000);

    it('a message posted on one process reaches a stream held by the other', async () => {
      expect(t.app.get(MessageBus)).toBeInstanceOf(RedisMessageBus);
      const { employer, freelancer, id } = await pair(t);
      const stream = openStream(childBase, '/api/messages/stream', employer.token);
      try {
        expect(await stream.status).toBe(200);
        await stream.next('unread');
        const started = performance.now();
        const sent = (await send(t, id, freelancer, 'across processes')).body.data;
        const event = await stream.next('message');
        expect(event.data).toMatchObject({ application_id: id, message_id: sent.id, unread: 1 });
        expect(event.at - started).toBeLessThan(2000);
        // And back: reading on the other process sends the receipt to a stream held here.
        const base = await listen(t);
        const back = openStream(base, '/api/messages/stream', freelancer.token);
        await back.next('unread');
        const read = await fetch(`${childBase}/api/applications/${id}/messages`, { headers: employer.auth });
        expect(read.status).toBe(200);
        expect((await back.next('seen')).data).toMatchObject({ up_to_id: sent.id });
        back.close();
      } finally {
        stream.close();
      }
    });

    it('SIGTERM ends the open streams and the process exits cleanly', async () => {
      if (!child) throw new Error('the second API process did not start');
      const employer = await makeEmployer(t, 'Closing Co');
      const stream = openStream(childBase, '/api/messages/stream', employer.token);
      await stream.next('unread');
      const exited = new Promise<number | null>((done) => child?.once('exit', (code) => done(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      child = null;
      stream.close();
    }, 20_000);
  });

  it('BullMQ runs registered tasks when triggered and keeps a repeatable scheduler per task', async () => {
    const scheduler = new BullMqScheduler(REDIS_URL, `gig-test-${process.pid}-${Date.now()}`);
    let ran!: () => void;
    const done = new Promise<void>((resolveRun) => (ran = resolveRun));
    scheduler.register({ name: 'probe', everyMs: 3_600_000, run: async () => ran() });
    await scheduler.start();
    try {
      await scheduler.trigger('probe');
      await done;
      const queue = (scheduler as unknown as { queue: { getJobSchedulers(): Promise<Array<{ key: string; every?: number | string }>>; obliterate(o: { force: boolean }): Promise<void> } }).queue;
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((s) => s.key)).toContain('probe');
      await queue.obliterate({ force: true });
    } finally {
      await scheduler.stop();
    }
  }, 20_000);
});

/** Whether api/dist was built after the last change to any file of api/src. */
function builtFromCurrentSource(apiDir: string): boolean {
  const main = join(apiDir, 'dist', 'main.js');
  if (!existsSync(main)) return false;
  const builtAt = statSync(main).mtimeMs;
  const newest = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
      const path = join(dir, entry.name);
      return Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
    }, 0);
  return newest(join(apiDir, 'src')) <= builtAt;
}

/** The database settings of a test app, for another process to share it. */
function envOf(t: TestApp): Record<string, string> {
  return {
    ...t.database.env,
    JWT_SECRET: t.config.JWT_SECRET,
    PAYSTACK_SECRET_KEY: 'sk_test_local',
    SMS_TRANSPORT: 'file',
    SMS_FILE: t.config.SMS_FILE as string,
    UPLOAD_DIR: t.config.UPLOAD_DIR,
  };
}
