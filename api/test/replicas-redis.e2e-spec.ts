import request from 'supertest';
import { JobApplication } from '../src/applications/job-application.entity';
import { Clock } from '../src/common/clock';
import { BullMqScheduler, TaskScheduler } from '../src/common/scheduler';
import { authEnv } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeListing, makeLookups, type Lookups } from './support/marketplace-fixtures';
import { describeIf, redisServerInstalled } from './support/prerequisites';
import { eventually, PrivateRedis } from './support/processes';
import { createTestApp, type TestApp } from './support/test-app';

describeIf('redis-server', redisServerInstalled(), 'apt-get install redis-server')('background work with Redis going away (a redis-server of its own)', () => {
  describe('BullMqScheduler', () => {
    let redis: PrivateRedis;
    let scheduler: BullMqScheduler;
    let runs = 0;

    beforeAll(async () => {
      redis = await PrivateRedis.start();
      scheduler = new BullMqScheduler(redis.url, 'test-tasks');
      scheduler.register({ name: 'tick', everyMs: 200, run: async () => void runs++ });
      await scheduler.start();
    });
    afterAll(async () => {
      await scheduler.stop();
      await redis.down();
    });

    it('registers its job schedulers again when Redis comes back empty, and the task runs again', async () => {
      await eventually(() => runs > 0);
      expect(await scheduler.schedulers()).toEqual(['tick']);
      await redis.down();
      expect(await redis.up()).toBe(true);
      const before = runs;
      await eventually(async () => (await scheduler.schedulers().catch((): string[] => [])).includes('tick'));
      await eventually(() => runs > before);
    });
  });

  describe.each(databaseKinds())('the API (%s)', (kind) => {
    let redis: PrivateRedis;
    let t: TestApp;
    let lookups: Lookups;

    beforeAll(async () => {
      redis = await PrivateRedis.start();
      // Background tasks on, so triggers go to the queue; the search sync runs rarely here, and the
      // reconciliation's calls to the gateway fail at once.
      t = await createTestApp(kind, authEnv({ REDIS_URL: redis.url, BACKGROUND_TASKS: 'true', SEARCH_SYNC_EVERY_MS: '600000', PAYSTACK_BASE_URL: 'http://127.0.0.1:1' }));
      lookups = await makeLookups(t.dataSource);
    });
    afterAll(async () => {
      await t.close();
      // The clients' QUIT finishes before the server goes (a client cut mid-close reconnects for ever).
      await new Promise((resolve) => setTimeout(resolve, 200));
      await redis.down();
    });
    afterEach(() => jest.restoreAllMocks());

    it('answers a message and a listing publish in normal time while Redis is stopped', async () => {
      const employer = await makeEmployer(t, 'Outage Co');
      const freelancer = await makeFreelancer(t, undefined, 'Ada Outage');
      const listing = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Fix a gate' });
      const application = await t.dataSource.getRepository(JobApplication).save({ user_id: freelancer.id, listing_id: listing.id, status: 'pending' });
      await redis.down();
      try {
        let started = Date.now();
        const sent = await request(t.http).post(`/api/applications/${application.id}/messages`).set(freelancer.auth).send({ body: 'still there?' }).timeout(8_000);
        expect(sent.status).toBe(201);
        expect(Date.now() - started).toBeLessThan(3_000);

        started = Date.now();
        const published = await request(t.http)
          .post('/api/employer/listings')
          .set(employer.auth)
          .send({
            job_title: 'Paint a wall', category_id: lookups.categoryId, job_type: lookups.jobTypeId, state: lookups.stateId,
            job_date: '2030-12-01', work_description: 'One coat', amount: '5000', status: 'open',
          })
          .timeout(8_000);
        expect(published.status).toBe(201);
        expect(Date.now() - started).toBeLessThan(3_000);
      } finally {
        expect(await redis.up()).toBe(true);
      }
    });

    it('health names the tasks that have not run when due, and readiness stays ready', async () => {
      const fresh = await request(t.http).get('/api/health');
      expect(fresh.status).toBe(200);
      expect(fresh.body.degraded).toEqual([]);
      const scheduler = t.app.get(TaskScheduler);
      const clock = t.app.get(Clock);
      const later = new Date(clock.now().getTime() + 48 * 3_600_000);
      jest.spyOn(clock, 'now').mockReturnValue(later);
      const health = await request(t.http).get('/api/health');
      expect(health.status).toBe(200);
      expect(health.body.status).toBe('ok');
      const names = (health.body.degraded as { task: string }[]).map((item) => item.task);
      expect(names).toEqual(expect.arrayContaining(scheduler.registered().map((task) => task.name)));
      expect((await request(t.http).get('/api/health/ready')).status).toBe(200);
    });
  });
});
