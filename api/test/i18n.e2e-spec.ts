import { MESSAGE_LIMITS, MESSAGES } from '@gigmarket/shared';
import { CATALOGUES, t as say } from '../src/i18n/i18n';
import request from 'supertest';
import { Notification } from '../src/notifications/notification.entity';
import { NotificationsService } from '../src/notifications/notifications.service';
import { authEnv, makeUser, readSms } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeListing, makeLookups } from './support/marketplace-fixtures';
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
    expect(en.body.message_key).toBe('spec.invalidLoginCredentials');
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
      const facts = { freelancerId: french.id, employerId: english.id, jobTitle: 'Fix <a> sink', listingId: 41, applicationId: 7 };
      await notifications.applicationApproved(manager, facts);
      await notifications.applicationReceived(manager, facts);
    });
    const toFrench = await t.dataSource.getRepository(Notification).findOneByOrFail({ user_id: french.id });
    expect(toFrench).toMatchObject({
      title: 'Candidature acceptée',
      message: '<p>Votre candidature pour <em>Fix &lt;a&gt; sink</em> a été acceptée.</p>',
      message_key: 'notice.applicationApproved',
      link: '/freelancer/hires/7',
    });
    const toEnglish = await t.dataSource.getRepository(Notification).findOneByOrFail({ user_id: english.id });
    expect(toEnglish).toMatchObject({ title: 'New application', link: '/employer/listings/41/applicants' });
  });

  describe('messages by key (docs/i18n.md)', () => {
    const fr = { 'Accept-Language': 'fr' };
    let lookups: Awaited<ReturnType<typeof makeLookups>>;
    beforeAll(async () => {
      lookups = await makeLookups(t.dataSource);
    });

    it('a keyed domain error reaches a French caller in French, with its message_key', async () => {
      const freelancer = await makeFreelancer(t, undefined, 'Clé Erreur');
      const missing = await request(t.http).post('/api/bookmarks').set(freelancer.auth).set(fr).send({ listing_id: 987654 });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ result: false, message: say('fr', 'market.listingNotFound'), message_key: 'market.listingNotFound' });
      const english = await request(t.http).post('/api/bookmarks').set(freelancer.auth).set('Accept-Language', 'en').send({ listing_id: 987654 });
      expect(english.body).toEqual({ result: false, message: say('en', 'market.listingNotFound'), message_key: 'market.listingNotFound' });
    });

    it('a success answer carries its message_key, in French and in English', async () => {
      const employer = await makeEmployer(t, 'Clé Succès');
      const freelancer = await makeFreelancer(t, undefined, 'Succès Clé');
      const job = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Keyed answers' });
      const saved = await request(t.http).post('/api/bookmarks').set(freelancer.auth).set(fr).send({ listing_id: job.id });
      expect(saved.status).toBe(201);
      expect(saved.body).toMatchObject({ result: true, message: CATALOGUES.fr['market.bookmarkSaved'], message_key: 'market.bookmarkSaved' });
      const removed = await request(t.http).delete(`/api/bookmarks/${job.id}`).set(freelancer.auth).set('Accept-Language', 'en');
      expect(removed.body).toMatchObject({ result: true, message: say('en', 'market.bookmarkRemoved'), message_key: 'market.bookmarkRemoved' });
    });
  });

  describe('features merged beside the catalogues answer in French too', () => {
    const fr = { 'Accept-Language': 'fr-FR,fr;q=0.9' };
    let lookups: Awaited<ReturnType<typeof makeLookups>>;
    beforeAll(async () => {
      lookups = await makeLookups(t.dataSource);
    });

    it('conversations: an unknown thread is a French 404, a too-long message a French 400', async () => {
      const freelancer = await makeFreelancer(t, undefined, 'Fatou Langue');
      const missing = await request(t.http).get('/api/applications/987654/messages').set(freelancer.auth).set(fr);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ message: 'Conversation introuvable', message_key: 'messaging.threadNotFound' });
      const long = await request(t.http)
        .post('/api/applications/987654/messages')
        .set(freelancer.auth)
        .set(fr)
        .send({ body: 'x'.repeat(MESSAGE_LIMITS.bodyMax + 1) });
      expect(long.status).toBe(400);
      expect(long.body.errors).toEqual({ body: `body doit compter au plus ${MESSAGE_LIMITS.bodyMax} caractères` });
      const saved = await request(t.http).delete('/api/freelancer/saved-searches/987654').set(freelancer.auth).set(fr);
      expect(saved.status).toBe(404);
      expect(saved.body.message).toBe('Recherche enregistrée introuvable');
    });

    it('USSD: the site’s PIN endpoint refuses a bad PIN and confirms a good one in French', async () => {
      const freelancer = await makeFreelancer(t, undefined, 'Pin Langue');
      const bad = await request(t.http).put('/api/profile/ussd-pin').set(freelancer.auth).set(fr).send({ pin: '12a4' });
      expect(bad.status).toBe(400);
      expect(bad.body.details).toEqual([expect.objectContaining({ field: 'pin', message: 'pin doit compter 4 chiffres' })]);
      const good = await request(t.http).put('/api/profile/ussd-pin').set(freelancer.auth).set(fr).send({ pin: '2580' });
      expect(good.status).toBe(200);
      expect(good.body.message).toBe('PIN USSD enregistré');
    });

    it('listing expiry: reopening an expired job without a new date is a French 400', async () => {
      const employer = await makeEmployer(t, 'Langue Expire');
      const job = await makeListing(t.dataSource, employer.id, lookups, {
        job_title: 'Expired long ago',
        job_date: '2020-01-10',
        job_end_date: '2020-01-10',
        status: 'closed' as never,
        closed_reason: 'expired' as never,
      });
      const bare = await request(t.http).post(`/api/employer/listings/${job.id}/reopen`).set(employer.auth).set(fr).send({});
      expect(bare.status).toBe(400);
      expect(bare.body.message).toBe('une nouvelle job_date est nécessaire pour rouvrir une mission expirée');
      expect(bare.body.details).toEqual([expect.objectContaining({ field: 'job_end_date', message: bare.body.message })]);
      const stale = await request(t.http).post(`/api/employer/listings/${job.id}/reopen`).set(employer.auth).set(fr).send({ job_date: '2020-02-01' });
      expect(stale.status).toBe(400);
      expect(stale.body.message).toBe('la mission doit se terminer dans le futur');
    });

    it('offline actions: a malformed Idempotency-Key is a French 400; a kept refusal replays in the caller’s language', async () => {
      const employer = await makeEmployer(t, 'Langue Clés');
      const freelancer = await makeFreelancer(t, undefined, 'Clé Langue');
      const bad = await request(t.http).post('/api/jobs/987654/apply').set(freelancer.auth).set(fr).set('Idempotency-Key', 'x').send({});
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ 'Idempotency-Key': 'L’en-tête Idempotency-Key doit compter de 8 à 64 lettres, chiffres, - ou _' });

      const closed = await makeListing(t.dataSource, employer.id, lookups, { status: 'closed' as never });
      const key = 'langue-closed-0001';
      const first = await request(t.http).post(`/api/jobs/${closed.id}/apply`).set(freelancer.auth).set('Idempotency-Key', key).send({});
      expect(first.status).toBe(409);
      expect(first.body.message).toBe('This job is closed: it no longer takes applications');
      const again = await request(t.http).post(`/api/jobs/${closed.id}/apply`).set(freelancer.auth).set(fr).set('Idempotency-Key', key).send({});
      expect(again.status).toBe(409);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toMatchObject({ message: 'Cette mission est fermée : elle ne prend plus de candidatures', message_key: 'market.applyClosed' });
    });
  });
});
