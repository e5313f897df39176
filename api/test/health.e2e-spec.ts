import request from 'supertest';
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

  it('serves the OpenAPI document', async () => {
    const response = await request(t.http).get('/api/docs-json').expect(200);
    expect(response.body.paths).toHaveProperty('/api/health');
  });

  it('answers 503 once the database has gone away', async () => {
    await t.dataSource.destroy();
    const response = await request(t.http).get('/api/health').expect(503);
    expect(response.body).toMatchObject({ status: 'error', database: { status: 'down' } });
  });
});
