import { writeFileSync } from 'node:fs';
import request from 'supertest';
import { createTestApp, TestApp } from './support/test-app';

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: any;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    doc = (await request(t.http).get('/api/docs-json').expect(200)).body;
    if (process.env.OPENAPI_OUT) writeFileSync(process.env.OPENAPI_OUT, JSON.stringify(doc, null, 2));
  });
  afterAll(() => t.close());
  it('dumps', () => expect(doc.openapi).toBeTruthy());
});
