import { MESSAGES } from '@gigmarket/shared';
import request from 'supertest';
import { databaseKinds } from './support/databases';
import { createTestApp, TestApp } from './support/test-app';

describe.each(databaseKinds())('API messages follow Accept-Language (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers validation failures per field and rule in French', async () => {
    const response = await request(t.http)
      .post('/api/auth/admin/login')
      .set('Accept-Language', 'fr-FR,fr;q=0.9,en;q=0.5')
      .send({ email: 'admin@gigmarket.test', password: 'Admin123!', extra: 1 })
      .expect(400);
    expect(response.body.message).toBe('extra n’est pas autorisé');
    expect(response.body.details).toEqual([{ field: 'extra', rule: 'unknown', message: 'extra n’est pas autorisé' }]);
    expect(response.body.errors).toEqual({ extra: 'extra n’est pas autorisé' });
  });

  it('answers domain errors in French and in English without the header', async () => {
    const body = { email: 'nobody@gigmarket.test', password: 'Wrong12345!' };
    const fr = await request(t.http).post('/api/auth/admin/login').set('Accept-Language', 'fr').send(body);
    expect(fr.status).toBe(401);
    expect(fr.body.message).toBe('Identifiants de connexion invalides');
    const en = await request(t.http).post('/api/auth/admin/login').send(body);
    expect(en.body.message).toBe(MESSAGES.invalidLoginCredentials);
    const de = await request(t.http).post('/api/auth/admin/login').set('Accept-Language', 'de').send(body);
    expect(de.body.message).toBe(MESSAGES.invalidLoginCredentials);
  });

  it('answers 404s and unauthorised calls in French', async () => {
    const response = await request(t.http).get('/api/notifications').set('Accept-Language', 'fr').expect(401);
    expect(response.body.message).toBe('Non authentifié');
  });
});
