import { MESSAGES } from '@gigmarket/shared';
import request from 'supertest';
import { Notification } from '../src/notifications/notification.entity';
import { NotificationsService } from '../src/notifications/notifications.service';
import { authEnv, makeUser, readSms } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { createTestApp, TestApp } from './support/test-app';

describe.each(databaseKinds())('API messages follow Accept-Language (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, authEnv());
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
    expect(fr.body.message_key).toBe('spec.invalidLoginCredentials');
    const en = await request(t.http).post('/api/auth/admin/login').send(body);
    expect(en.body.message).toBe(MESSAGES.invalidLoginCredentials);
    expect(en.body).not.toHaveProperty('message_key');
    const de = await request(t.http).post('/api/auth/admin/login').set('Accept-Language', 'de').send(body);
    expect(de.body.message).toBe(MESSAGES.invalidLoginCredentials);
  });

  it('answers 404s and unauthorised calls in French', async () => {
    const response = await request(t.http).get('/api/notifications').set('Accept-Language', 'fr').expect(401);
    expect(response.body.message).toBe('Non authentifié');
  });

  it('writes SMS codes and notifications in the recipient language, whatever the caller speaks', async () => {
    const french = await makeUser(t.dataSource, { language: 'fr' });
    const english = await makeUser(t.dataSource, { language: 'en', user_type: 'employer' });
    await request(t.http).post('/api/auth/login').set('Accept-Language', 'en').send({ fieldName: 'phone', username: french.phone }).expect(200);
    const sms = readSms(t).filter((line) => line.to === french.phone).pop()!;
    expect(sms.message).toMatch(/^\d{6} est votre code de connexion GigMarket\. Il expire dans \d+ minutes\.$/);

    const notifications = t.app.get(NotificationsService);
    await t.dataSource.transaction(async (manager) => {
      await notifications.applicationApproved(manager, { freelancerId: french.id, employerId: english.id, jobTitle: 'Fix <a> sink' });
      await notifications.applicationReceived(manager, { freelancerId: french.id, employerId: english.id, jobTitle: 'Fix <a> sink' });
    });
    const toFrench = await t.dataSource.getRepository(Notification).findOneByOrFail({ user_id: french.id });
    expect(toFrench).toMatchObject({ title: 'Candidature acceptée', message: '<p>Votre candidature pour <em>Fix &lt;a&gt; sink</em> a été acceptée.</p>' });
    const toEnglish = await t.dataSource.getRepository(Notification).findOneByOrFail({ user_id: english.id });
    expect(toEnglish.title).toBe('New application');
  });
});
