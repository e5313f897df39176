import { MESSAGES } from '@gigmarket/shared';
import request from 'supertest';
import { TaskScheduler } from '../src/common/scheduler';
import { LifecycleService } from '../src/health/lifecycle.service';
import { databaseKinds } from './support/databases';
import { createTestApp, TestApp } from './support/test-app';

describe.each(databaseKinds())('GET /api/health (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers 200 with the database status, tagged with a request id', async () => {
    const response = await request(t.http).get('/api/health').set('X-Request-Id', 'probe-1').expect(200);
    expect(response.body).toMatchObject({ status: 'ok', database: { status: 'up' } });
    expect(response.headers['x-request-id']).toBe('probe-1');
  });

  it('is live and ready while the database answers', async () => {
    expect((await request(t.http).get('/api/health/live').expect(200)).body).toMatchObject({ status: 'ok' });
    expect((await request(t.http).get('/api/health/ready').expect(200)).body).toMatchObject({
      status: 'ready',
      database: { status: 'up' },
    });
  });

  it('every scheduled rule is on the one scheduling seam (BullMQ with REDIS_URL, timers otherwise)', () => {
    const tasks = Object.fromEntries(t.app.get(TaskScheduler).registered().map((task) => [task.name, task.everyMs]));
    expect(tasks).toEqual({
      'hire-auto-complete': 60_000,
      'hire-lapse': 60_000,
      'payment-reconciliation': 6 * 60 * 60_000,
      'refund-retry': 60_000,
      'listing-expiry': 60_000,
      // A "Book again" offer unanswered in time (docs/roster.md).
      'offer-expiry': 60_000,
      // The ask before a shift and the employer's warning (docs/shift-confirmation.md).
      'shift-confirm-ask': 60_000,
      'shift-confirm-warn': 60_000,
      'shift-checkin-reminder': 60_000,
      // WhatsApp notices held over the daily cap, sent in order when it opens (docs/whatsapp.md).
      'whatsapp-held-notices': 5 * 60_000,
      // A job offered to the favourites first opens to everyone (docs/roster.md "Roster first").
      'roster-first-opening': 60_000,
      'idempotency-prune': 6 * 60 * 60_000,
      'message-nudges': 5 * 60_000,
      'saved-search-match': 5 * 60_000,
      'saved-search-digest': 30 * 60_000,
      // The search engine's outbox worker (docs/search.md), also run after each listing write.
      'search-sync': 1000,
      'search-words': 600_000,
      // The webhooks' dispatcher (docs/webhooks.md), also nudged after each event's commit.
      'webhook-deliveries': 5000,
      // Privacy and money records (docs/privacy.md, docs/tax-and-statements.md).
      'privacy-data-exports': 60_000,
      'account-erasure': 60 * 60_000,
      'auth-retention': 6 * 60 * 60_000,
      'tax-id-reminder': 6 * 60 * 60_000,
    });
  });

  it('serves the OpenAPI document', async () => {
    const response = await request(t.http).get('/api/docs-json').expect(200);
    expect(response.body.paths).toHaveProperty('/api/health');
    expect(response.body.paths).toHaveProperty('/api/health/ready');
    expect(response.body.paths).toHaveProperty('/api/health/live');
  });

  describe('once the database has gone away', () => {
    beforeAll(async () => {
      await t.dataSource.destroy();
    });

    it('health and readiness answer 503; liveness still 200', async () => {
      const health = await request(t.http).get('/api/health').expect(503);
      expect(health.body).toMatchObject({ status: 'error', database: { status: 'down' } });
      const ready = await request(t.http).get('/api/health/ready').expect(503);
      expect(ready.body).toMatchObject({ status: 'unavailable', database: { status: 'down' } });
      expect(Number(ready.headers['retry-after'])).toBeGreaterThan(0);
      await request(t.http).get('/api/health/live').expect(200);
    });

    it('a call that reads the database answers 503 with Retry-After and the usual shape, not 500', async () => {
      const response = await request(t.http).get('/api/lookups/industries').expect(503);
      expect(response.body).toMatchObject({ result: false, message: MESSAGES.serviceUnavailable });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.stringify(response.body)).not.toMatch(/stack|at \w+ \(/);
    });

    it('so does a write', async () => {
      const response = await request(t.http)
        .post('/api/auth/admin/login')
        .send({ email: 'admin@gigmarket.test', password: 'Admin123!' })
        .expect(503);
      expect(response.body).toMatchObject({ result: false, message: MESSAGES.serviceUnavailable });
      expect(response.headers['retry-after']).toBeDefined();
    });

    it('readiness says draining once shutdown began', async () => {
      t.app.get(LifecycleService).beginShutdown();
      const response = await request(t.http).get('/api/health/ready').expect(503);
      expect(response.body).toEqual({ status: 'draining' });
      await request(t.http).get('/api/health/live').expect(200);
    });
  });
});
