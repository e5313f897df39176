import { TaskScheduler } from '../src/common/scheduler';
import { User } from '../src/users/user.entity';
import { databaseKinds } from './support/databases';
import { describeIf, redisServerInstalled } from './support/prerequisites';
import { eventually, PrivateRedis } from './support/processes';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Shutting down with a background task under way (docs/reliability.md "Graceful shutdown"): the
 * scheduler takes no new run, the running one finishes on an open database, and only then does the
 * data source close. Run with the in-process timers (no REDIS_URL, the embedded default) and with
 * BullMQ on a redis-server of the suite's own.
 */
const schedulers: Array<[string, boolean]> = [
  ['in-process timers', true],
  ['BullMQ on Redis', redisServerInstalled()],
];

describe.each(databaseKinds())('shutdown with a background task running (%s)', (kind) => {
  describe.each(schedulers)('%s', (name, available) => {
    describeIf('redis-server', available, 'apt-get install redis-server')('closing the application', () => {
      let redis: PrivateRedis | null = null;
      let t: TestApp;

      beforeAll(async () => {
        redis = name.startsWith('BullMQ') ? await PrivateRedis.start() : null;
        t = await createTestApp(kind, { BACKGROUND_TASKS: 'true', ...(redis ? { REDIS_URL: redis.url } : {}) });
      });
      afterAll(async () => {
        await t.database.drop();
        await redis?.down();
      });

      it('lets the running task finish its database work before the database closes, and starts no other', async () => {
        const scheduler = t.app.get(TaskScheduler);
        const events: string[] = [];
        let running = false;
        let release!: () => void;
        const gate = new Promise<void>((done) => (release = done));
        let runs = 0;
        scheduler.register({
          name: 'slow-write',
          everyMs: 3_600_000,
          run: async () => {
            runs++;
            running = true;
            events.push('task started');
            await gate;
            try {
              await t.dataSource.getRepository(User).count();
              events.push('task finished its query');
            } catch {
              events.push('task query failed');
            } finally {
              running = false;
            }
          },
        });
        const stop = scheduler.stop.bind(scheduler);
        jest.spyOn(scheduler, 'stop').mockImplementation(async () => {
          events.push('scheduler stopping');
          // A trigger that arrives while stopping starts nothing.
          await scheduler.trigger('slow-write');
          // The task is held a moment past the stop, long enough for a shutdown that does not wait
          // for it to close the database under it (which the old order did at once).
          setTimeout(release, 200);
          await stop();
        });
        const destroy = t.dataSource.destroy.bind(t.dataSource);
        jest.spyOn(t.dataSource, 'destroy').mockImplementation(async () => {
          events.push(running ? 'database closing under the task' : 'database closing');
          release();
          return destroy();
        });

        await scheduler.trigger('slow-write');
        await eventually(() => events.includes('task started'));
        await t.app.close();

        expect(events).toEqual(['task started', 'scheduler stopping', 'task finished its query', 'database closing']);
        expect(runs).toBe(1);
      });
    });
  });
});
