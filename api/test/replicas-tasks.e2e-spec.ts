import request from 'supertest';
import { Test } from '@nestjs/testing';
import type { INestApplication } from '@nestjs/common';
import { JobApplication } from '../src/applications/job-application.entity';
import { createWhatsAppLocal, type WhatsAppLocal } from '@gigmarket/whatsapp-local';
import { whatsappApprovedTemplates } from '@gigmarket/shared';
import { AdminSettingsService } from '../src/admin/admin-settings.service';
import { AppModule } from '../src/app.module';
import { configureApp } from '../src/app.setup';
import { Clock } from '../src/common/clock';
import { loadConfig } from '../src/config/config';
import { AlertLog, SavedSearch } from '../src/messages/message.entities';
import { MessagesService } from '../src/messages/messages.service';
import { SavedSearchesService } from '../src/messages/saved-searches.service';
import { Notification } from '../src/notifications/notification.entity';
import { OffersService } from '../src/offers/offers.service';
import { ShiftConfirmations } from '../src/hires/shift-confirmation';
import { RosterFirstOpening } from '../src/employer-listings/roster-first';
import { User } from '../src/users/user.entity';
import { WebhookDispatcher } from '../src/webhooks/webhook-dispatcher';
import { WebhookAttempt, WebhookDelivery } from '../src/webhooks/webhook.entities';
import { ConsentsService } from '../src/consents/consents.service';
import { WhatsAppNotices } from '../src/whatsapp/whatsapp-notices';
import { WhatsAppNotice } from '../src/whatsapp/whatsapp.entities';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { authEnv, readSms } from './support/auth-fixtures';
import { createTestDatabase, databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeListing, makeLookups, type Lookups } from './support/marketplace-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const MINUTE = 60_000;
/** 10:00 in Lagos: outside the quiet hours. */
const MORNING = new Date('2026-12-01T09:00:00.000Z');

/**
 * Two API processes on one database, as two replicas are: the second Nest app shares the first's
 * configuration (database, SMS file) and runs each task at the same moment as the first.
 */
describe.each(databaseKinds())('background work on two replicas (%s)', (kind) => {
  let t: TestApp;
  let other: INestApplication;
  let lookups: Lookups;
  let wa: WhatsAppLocal;

  beforeAll(async () => {
    // The local WhatsApp, for the held notices (docs/whatsapp.md "Consent and cost"); nobody else opts in.
    wa = createWhatsAppLocal({
      accessToken: 'replicas-access-token',
      appSecret: 'replicas-app-secret',
      phoneNumberId: '100000000000001',
      templates: whatsappApprovedTemplates(),
    });
    const graph = await wa.listen(0, '127.0.0.1');
    t = await createTestApp(
      kind,
      authEnv({
        WEBHOOK_ALLOWED_CIDRS: '127.0.0.1/32',
        WHATSAPP_GRAPH_BASE_URL: graph,
        WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
        WHATSAPP_ACCESS_TOKEN: 'replicas-access-token',
      }),
    );
    const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(t.config)] }).compile();
    other = moduleRef.createNestApplication({ logger: false, rawBody: true });
    configureApp(other, t.config);
    await other.init();
    lookups = await makeLookups(t.dataSource);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    await wa.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const at = (date: Date) => {
    for (const app of [t.app, other]) jest.spyOn(app.get(Clock), 'now').mockReturnValue(date);
  };
  const both = <T>(pick: (app: INestApplication) => Promise<T>) => Promise.all([pick(t.app), pick(other)]);
  const phoneOf = async (id: number) => (await t.dataSource.getRepository(User).findOneByOrFail({ id })).phone as string;

  it('an unread message is nudged by one SMS when both run the nudges at once', async () => {
    const employer = await makeEmployer(t, 'Twice Co');
    const freelancer = await makeFreelancer(t, undefined, 'Ada Once');
    const listing = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Mend a roof' });
    const application = await t.dataSource.getRepository(JobApplication).save({ user_id: freelancer.id, listing_id: listing.id, status: 'pending' });
    at(MORNING);
    await request(t.http).post(`/api/applications/${application.id}/messages`).set(freelancer.auth).send({ body: 'are you there?' }).expect(201);
    at(new Date(MORNING.getTime() + 16 * MINUTE));
    const sent = await both((app) => app.get(MessagesService).runNudges());
    expect(sent[0] + sent[1]).toBe(1);
    const phone = await phoneOf(employer.id);
    expect(readSms(t).filter((line) => line.to === phone)).toHaveLength(1);
    expect(await t.dataSource.getRepository(AlertLog).countBy({ kind: 'nudge', user_id: employer.id })).toBe(1);
  });

  it('a new listing is announced once on the bell, counted once, and digested by one SMS', async () => {
    const employer = await makeEmployer(t, 'Match Co');
    const freelancer = await makeFreelancer(t, undefined, 'Ada Match');
    await request(t.http).post('/api/freelancer/saved-searches').set(freelancer.auth).send({ name: 'Anything', query: '' }).expect(201);
    at(MORNING);
    await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Wash a car' });
    await both((app) => app.get(SavedSearchesService).runMatches());
    expect(await t.dataSource.getRepository(Notification).countBy({ user_id: freelancer.id, notice_type: 'job_alert' })).toBe(1);
    const search = await t.dataSource.getRepository(SavedSearch).findOneByOrFail({ user_id: freelancer.id });
    expect(search).toMatchObject({ match_count: 1, pending_count: 1 });

    at(new Date(MORNING.getTime() + 60 * MINUTE));
    const sent = await both((app) => app.get(SavedSearchesService).runDigests());
    expect(sent[0] + sent[1]).toBe(1);
    const phone = await phoneOf(freelancer.id);
    expect(readSms(t).filter((line) => line.to === phone)).toHaveLength(1);
    expect(await t.dataSource.getRepository(AlertLog).countBy({ kind: 'digest', user_id: freelancer.id })).toBe(1);
    expect(await t.dataSource.getRepository(SavedSearch).findOneByOrFail({ id: search.id })).toMatchObject({ pending_count: 0 });
  });

  it('a digest whose SMS fails is handed back for the next run', async () => {
    const employer = await makeEmployer(t, 'Retry Co');
    const freelancer = await makeFreelancer(t, undefined, 'Ada Retry');
    await request(t.http).post('/api/freelancer/saved-searches').set(freelancer.auth).send({ name: 'Again', query: '' }).expect(201);
    at(new Date(MORNING.getTime() + 24 * 60 * MINUTE));
    await makeListing(t.dataSource, employer.id, lookups);
    await t.app.get(SavedSearchesService).runMatches();
    const service = t.app.get(SavedSearchesService);
    const sms = (service as unknown as { sms: { send: (message: unknown) => Promise<void> } }).sms;
    jest.spyOn(sms, 'send').mockRejectedValueOnce(new Error('gateway down'));
    const search = await t.dataSource.getRepository(SavedSearch).findOneByOrFail({ user_id: freelancer.id });
    await service.runDigests();
    expect(await t.dataSource.getRepository(SavedSearch).findOneByOrFail({ id: search.id })).toMatchObject({ pending_count: search.pending_count, last_digest_at: null });
    expect(await t.dataSource.getRepository(AlertLog).countBy({ kind: 'digest', user_id: freelancer.id })).toBe(0);
    expect(await service.runDigests()).toBeGreaterThanOrEqual(1);
    expect(await t.dataSource.getRepository(AlertLog).countBy({ kind: 'digest', user_id: freelancer.id })).toBe(1);
  });

  it('an offer not answered in time expires once: one notice and one SMS to the employer when both run the expiry', async () => {
    const employer = await makeEmployer(t, 'Again Co');
    const freelancer = await makeFreelancer(t, undefined, 'Ada Twice');
    const listing = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Sweep the yard' });
    await t.dataSource.getRepository(JobApplication).save({ user_id: freelancer.id, listing_id: listing.id, status: 'approved', accepted_by: employer.id });
    at(MORNING);
    const offer = await request(t.http).post('/api/employer/offers').set(employer.auth).send({ freelancer_id: freelancer.id, job_date: '2026-12-05' }).expect(201);
    at(new Date(MORNING.getTime() + 25 * 60 * MINUTE));
    const expired = await both((app) => app.get(OffersService).expireDue());
    expect(expired[0] + expired[1]).toBe(1);
    const phone = await phoneOf(employer.id);
    expect(readSms(t).filter((line) => line.to === phone && line.message.includes('expired without an answer'))).toHaveLength(1);
    expect(await t.dataSource.getRepository(Notification).countBy({ user_id: employer.id, message_key: 'hireNotice.offerExpired' })).toBe(1);
    expect(await t.dataSource.query('SELECT status FROM offers WHERE id = ?', [offer.body.data.id])).toEqual([{ status: 'expired' }]);
  });

  it('a shift is asked for its confirmation once, and its employer warned once, when both run the marks', async () => {
    const employer = await makeEmployer(t, 'Shift Co');
    const freelancer = await makeFreelancer(t, undefined, 'Ada Sure');
    // Starts 2026-12-02 at 09:00 in Lagos (08:00 UTC): asked from 24 hours before, warned from 12.
    const listing = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Serve at the wedding', job_date: '2026-12-02', job_end_date: '2026-12-02', job_sart_time: '09:00' });
    const hire = await t.dataSource.getRepository(JobApplication).save({ user_id: freelancer.id, listing_id: listing.id, status: 'approved', accepted_by: employer.id });
    at(MORNING);
    const asked = await both((app) => app.get(ShiftConfirmations).askDue());
    expect(asked[0] + asked[1]).toBe(1);
    const freelancerPhone = await phoneOf(freelancer.id);
    expect(readSms(t).filter((line) => line.to === freelancerPhone && line.message.includes(`/freelancer/hires/${hire.id}/confirm`))).toHaveLength(1);
    at(new Date('2026-12-01T20:30:00.000Z'));
    const warned = await both((app) => app.get(ShiftConfirmations).warnDue());
    expect(warned[0] + warned[1]).toBe(1);
    expect(await t.dataSource.getRepository(Notification).countBy({ user_id: employer.id, message_key: 'hireNotice.unconfirmed' })).toBe(1);
    const employerPhone = await phoneOf(employer.id);
    expect(readSms(t).filter((line) => line.to === employerPhone)).toHaveLength(1);
  });

  it('a paid hire is reminded to check in once when both run the reminder as check-in opens', async () => {
    const employer = await makeEmployer(t, 'Early Co');
    const freelancer = await makeFreelancer(t, undefined, 'Bisi Early');
    // Starts 2026-12-03 at 09:00 in Lagos (08:00 UTC); check-in opens 30 minutes before.
    const listing = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Usher at the launch', job_date: '2026-12-03', job_end_date: '2026-12-03', job_sart_time: '09:00' });
    const hire = await t.dataSource
      .getRepository(JobApplication)
      .save({ user_id: freelancer.id, listing_id: listing.id, status: 'funded', accepted_by: employer.id, funded_at: new Date('2026-12-02T08:00:00.000Z') });
    at(new Date('2026-12-03T07:45:00.000Z'));
    const reminded = await both((app) => app.get(ShiftConfirmations).remindCheckInDue());
    expect(reminded[0] + reminded[1]).toBe(1);
    const freelancerPhone = await phoneOf(freelancer.id);
    expect(readSms(t).filter((line) => line.to === freelancerPhone && line.message.includes(`/freelancer/hires/${hire.id}`))).toHaveLength(1);
    expect(await t.dataSource.getRepository(Notification).countBy({ user_id: freelancer.id, message_key: 'hireNotice.checkInReminder' })).toBe(1);
  });

  it('notices held over the daily WhatsApp cap are sent once each, in their order, when both release them at once', async () => {
    const settings = t.app.get(AdminSettingsService);
    at(MORNING);
    await settings.update({ whatsapp_daily_cap: 1 } as never);
    const people = [];
    for (const name of ['Ada Held', 'Bola Held', 'Chi Held']) {
      const who = await makeFreelancer(t, undefined, name);
      await t.app.get(ConsentsService).set(who.id, 'whatsapp_alerts', true, 'site');
      people.push({ id: who.id, phone: await phoneOf(who.id) });
    }
    const tell = (who: { id: number; phone: string }, n: number) =>
      t.app.get(WhatsAppNotices).send(
        { userId: who.id, phone: who.phone, language: 'en', text: 'GigMarket: held', template: { notice: 'jobFilled', values: { job: 'Paint a wall' } }, eventKey: `replicas:${n}` },
        async () => undefined,
      );
    try {
      expect([await tell(people[0], 1), await tell(people[1], 2), await tell(people[2], 3)]).toEqual(['whatsapp', 'held', 'held']);
      await settings.update({ whatsapp_daily_cap: 250 } as never);
      wa.control.reset();
      at(new Date(MORNING.getTime() + 24 * 60 * MINUTE));
      const released = await both((app) => app.get(WhatsAppNotices).releaseHeld());
      await both((app) => app.get(WhatsAppNotices).releaseHeld());
      expect(released[0] + released[1]).toBe(2);
      expect(wa.control.sent().map((message) => message.to)).toEqual([people[1], people[2]].map((who) => `234${who.phone.slice(1)}`));
      expect(await t.dataSource.getRepository(WhatsAppNotice).countBy({ channel: 'held' })).toBe(0);
    } finally {
      await settings.update({ whatsapp_daily_cap: 250 } as never);
    }
  });

  it('a job offered to the favourites first opens once when both run the opening at once', async () => {
    const employer = await makeEmployer(t, 'First Twice Co');
    const freelancer = await makeFreelancer(t, undefined, 'Ada Fave');
    const hiredOn = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Stack the pallets' });
    await t.dataSource.getRepository(JobApplication).save({ user_id: freelancer.id, listing_id: hiredOn.id, status: 'approved', accepted_by: employer.id });
    await request(t.http).put(`/api/employer/favourites/${freelancer.id}`).set(employer.auth).expect(200);
    at(MORNING);
    const job = await request(t.http)
      .post('/api/employer/listings')
      .set(employer.auth)
      .send({
        job_title: 'Stack the pallets again',
        category_id: lookups.categoryId,
        job_type: lookups.jobTypeId,
        amount: '9000',
        job_date: '2026-12-05',
        state: lookups.stateId,
        work_description: 'Forty pallets.',
        status: 'open',
        roster_first_hours: 2,
      })
      .expect(201);
    at(new Date(MORNING.getTime() + 2 * 60 * MINUTE));
    const opened = await both((app) => app.get(RosterFirstOpening).openDue());
    expect(opened[0] + opened[1]).toBe(1);
    expect(await t.dataSource.query('SELECT status, public_from FROM listings WHERE id = ?', [job.body.data.id])).toEqual([{ status: 'open', public_from: null }]);
  });

  it('webhook events are fanned out once and each delivered once when both run the dispatcher at once', async () => {
    const employer = await makeEmployer(t, 'Hook Co');
    const received: string[] = [];
    const server = http.createServer((req, res) => {
      received.push(String(req.headers['webhook-id']));
      req.resume();
      req.on('end', () => res.end('ok'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      at(MORNING);
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      await request(t.http).post('/api/employer/webhooks').set(employer.auth).send({ url, events: ['application.created'] }).expect(201);
      for (let n = 0; n < 6; n++) {
        const listing = await makeListing(t.dataSource, employer.id, lookups, { job_title: `Hooked job ${n}` });
        const freelancer = await makeFreelancer(t, undefined, `Ada Hook ${n}`);
        await request(t.http).post(`/api/jobs/${listing.id}/apply`).set(freelancer.auth).send({}).expect(201);
      }
      const runs = await both((app) => app.get(WebhookDispatcher).run());
      // A delivery one replica claimed waits for its lease; both runs again send nothing new.
      await both((app) => app.get(WebhookDispatcher).run());
      expect(runs[0].fannedOut + runs[1].fannedOut).toBe(6);
      expect(runs[0].attempted + runs[1].attempted).toBe(6);
      expect(received).toHaveLength(6);
      expect(new Set(received).size).toBe(6);
      expect(await t.dataSource.getRepository(WebhookDelivery).countBy({ status: 'delivered' })).toBe(6);
      expect(await t.dataSource.getRepository(WebhookAttempt).count()).toBe(6);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

// MariaDB only (migrations under its lock); jest refuses an empty table, so without MariaDB it is declared skipped.
const mariadbOnly = databaseKinds().filter((kind) => kind === 'mariadb');
(mariadbOnly.length ? describe.each(mariadbOnly) : describe.skip.each(['mariadb' as const]))('two replicas starting on an empty schema (%s)', (kind) => {
  it('one migrates under the lock, the other waits, and both start', async () => {
    const database = await createTestDatabase(kind, { schema: 'empty' });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-123',
      DATABASE_CONNECT_RETRIES: '0',
      BACKGROUND_TASKS: 'false',
      ...database.env,
    });
    const boot = async () => {
      const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] }).compile();
      const app = moduleRef.createNestApplication({ logger: false });
      configureApp(app, config);
      await app.init();
      return app;
    };
    const started = await Promise.allSettled([boot(), boot()]);
    try {
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started']);
      const app = (started[0] as PromiseFulfilledResult<INestApplication>).value;
      expect((await request(app.getHttpServer()).get('/api/health/ready')).status).toBe(200);
    } finally {
      for (const result of started) if (result.status === 'fulfilled') await result.value.close();
      await database.drop();
    }
  });
});
