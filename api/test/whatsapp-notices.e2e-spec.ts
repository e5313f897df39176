import request from 'supertest';
import { createWhatsAppLocal, type SentMessage, type WhatsAppLocal } from '@gigmarket/whatsapp-local';
import { WHATSAPP_NOTICE_TEMPLATES, whatsappApprovedTemplates } from '@gigmarket/shared';
import { JobApplication } from '../src/applications/job-application.entity';
import { Clock } from '../src/common/clock';
import { transaction } from '../src/common/transaction';
import { ConsentsService } from '../src/consents/consents.service';
import { HireNotices, type HireNoticeName, type NoticeValues } from '../src/hires/hire-notices';
import { Listing } from '../src/listings/listing.entity';
import { MessagesService } from '../src/messages/messages.service';
import { Notification } from '../src/notifications/notification.entity';
import { User } from '../src/users/user.entity';
import { WhatsAppNotice } from '../src/whatsapp/whatsapp.entities';
import { ShiftConfirmations } from '../src/hires/shift-confirmation';
import { ScreenEngine } from '../src/ussd/screen-engine';
import { adminToken, authEnv, makeLimitedAdmin, readSms } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeListing, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const ACCESS_TOKEN = 'test-access-token-0123';
const APP_SECRET = 'test-app-secret-0123';
const PHONE_ID = '100000000000001';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MORNING = new Date('2026-12-01T09:00:00.000Z'); // 10:00 in Lagos
const TEMPLATES = whatsappApprovedTemplates();

interface TemplateBody {
  name: string;
  language: { code: string };
  components?: { type: string; sub_type?: string; parameters: { type: string; text: string; parameter_name?: string }[] }[];
}

/** The variable of a template's URL button as Graph received it (undefined without one). */
const urlButtonOf = (message: SentMessage): string | undefined => {
  const template = message.body.template as TemplateBody;
  return template.components?.find((component) => component.type === 'button' && component.sub_type === 'url')?.parameters[0]?.text;
};

/** A template's named parameters as Graph received them. */
const parametersOf = (message: SentMessage): Record<string, string> => {
  const template = message.body.template as TemplateBody;
  return Object.fromEntries((template.components ?? []).filter((component) => component.type === 'body').flatMap((component) => component.parameters.map((p) => [p.parameter_name, p.text])));
};

describe.each(databaseKinds())('being told on WhatsApp (%s)', (kind) => {
  let t: TestApp;
  let wa: WhatsAppLocal;
  let lookups: Lookups;
  let clock: Clock;
  let now = MORNING;

  beforeAll(async () => {
    wa = createWhatsAppLocal({
      accessToken: ACCESS_TOKEN,
      appSecret: APP_SECRET,
      phoneNumberId: PHONE_ID,
      templates: TEMPLATES,
      sendWebhook: async (body, signature) =>
        (await request(t.http).post('/api/whatsapp/webhook').set('content-type', 'application/json').set('x-hub-signature-256', signature).send(body)).status,
    });
    const graph = await wa.listen(0, '127.0.0.1');
    t = await createTestApp(
      kind,
      authEnv({ WHATSAPP_GRAPH_BASE_URL: graph, WHATSAPP_PHONE_NUMBER_ID: PHONE_ID, WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN, WHATSAPP_APP_SECRET: APP_SECRET }),
    );
    lookups = await makeLookups(t.dataSource);
    clock = t.app.get(Clock);
    jest.spyOn(clock, 'now').mockImplementation(() => now);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
    await wa?.close();
  });

  beforeEach(() => {
    now = MORNING;
    wa.control.reset();
  });

  const phoneOf = async (who: Person) => (await t.dataSource.getRepository(User).findOneByOrFail({ id: who.id })).phone as string;
  const waIdOf = (phone: string) => `234${phone.slice(1)}`;
  const smsTo = (phone: string) => readSms(t).filter((line) => line.to === phone);
  /** The chat's answers to what people wrote (docs/whatsapp.md "The conversation"): not notices. */
  const chatAnswers = new Set<string>();
  const whatsappTo = (phone: string) => wa.control.sent().filter((message) => message.to === waIdOf(phone) && !chatAnswers.has(message.id));
  const rows = (who: Person) => t.dataSource.getRepository(WhatsAppNotice).find({ where: { user_id: who.id }, order: { id: 'ASC' } });
  const optIn = (who: Person, granted = true) => t.app.get(ConsentsService).set(who.id, 'whatsapp_alerts', granted, 'site');
  /** The person writes to the business number `ago` ms before the clock: Meta's webhook stores it. */
  const writesIn = async (phone: string, ago: number) => {
    const before = wa.control.sent().length;
    expect((await wa.control.inboundText({ from: waIdOf(phone), text: 'Hello', timestamp: Math.floor((now.getTime() - ago) / 1000) })).status).toBe(200);
    for (const answer of wa.control.sent().slice(before)) chatAnswers.add(answer.id);
  };

  /** A freelancer hired on a job, the notice's listing and application. */
  const hire = async (language: 'en' | 'fr' = 'en') => {
    const employer = await makeEmployer(t, 'Told Co');
    const freelancer = await makeFreelancer(t, undefined, 'Ada Told');
    await t.dataSource.getRepository(User).update({ id: freelancer.id }, { language });
    const listing = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Fix the roof' });
    const application = await t.dataSource.getRepository(JobApplication).save({ user_id: freelancer.id, listing_id: listing.id, status: 'approved' });
    return { employer, freelancer, listing, applicationId: application.id, phone: await phoneOf(freelancer) };
  };
  /** The notice a hire's move sends, as the hire's services send it: in a transaction, out after commit. */
  const notice = (who: Person, name: HireNoticeName, h: { applicationId: number; listing: Listing }, values: NoticeValues = {}) =>
    transaction(t.dataSource, (manager) => t.app.get(HireNotices).send(manager, who.id, name, { applicationId: h.applicationId, listing: h.listing }, values));
  const funded = { amount: 2_500_000, currency: 'NGN' };

  it('not opted in: the SMS exactly as before, nothing on WhatsApp, nothing recorded', async () => {
    const h = await hire();
    await notice(h.freelancer, 'funded', h, funded);
    expect(smsTo(h.phone)).toHaveLength(1);
    expect(smsTo(h.phone)[0].message).toMatch(/^GigMarket: paid in: safe to start "Fix the roof" \(.*25,000.* held for you\)\. Check in when you arrive\.$/);
    expect(whatsappTo(h.phone)).toHaveLength(0);
    expect(await rows(h.freelancer)).toHaveLength(0);

    // Opted in, then out again: the latest consent is what counts.
    await optIn(h.freelancer);
    await optIn(h.freelancer, false);
    await notice(h.freelancer, 'payoutSent', h, funded);
    expect(smsTo(h.phone)).toHaveLength(2);
    expect(whatsappTo(h.phone)).toHaveLength(0);
  });

  it('opted in, outside the 24-hour window: the approved template in English with the notice’s values, and no SMS', async () => {
    const h = await hire('en');
    await optIn(h.freelancer);
    await writesIn(h.phone, 25 * HOUR);
    await notice(h.freelancer, 'funded', h, funded);
    const [sent] = whatsappTo(h.phone);
    expect(whatsappTo(h.phone)).toHaveLength(1);
    expect(sent.kind).toBe('template');
    expect((sent.body.template as TemplateBody).name).toBe('gm_hire_funded');
    expect((sent.body.template as TemplateBody).language.code).toBe('en');
    const parameters = parametersOf(sent);
    expect(Object.keys(parameters).sort()).toEqual([...WHATSAPP_NOTICE_TEMPLATES.funded.parameters].sort());
    expect(parameters.job).toBe('Fix the roof');
    expect(parameters.amount).toMatch(/25,000/);
    expect(smsTo(h.phone)).toHaveLength(0);
    expect(await rows(h.freelancer)).toMatchObject([{ event_key: `hire:${h.applicationId}:funded`, channel: 'whatsapp', error_code: null }]);
  });

  it('roster first: an opted-in favourite is told by the gm_roster_first template with the job page, and no SMS', async () => {
    const h = await hire('en');
    await optIn(h.freelancer);
    await writesIn(h.phone, 25 * HOUR);
    expect((await request(t.http).put(`/api/employer/favourites/${h.freelancer.id}`).set(h.employer.auth)).status).toBe(200);
    const posted = await request(t.http)
      .post('/api/employer/listings')
      .set(h.employer.auth)
      .send({ job_title: 'Fix the roof again', category_id: lookups.categoryId, job_type: lookups.jobTypeId, amount: '9000', job_date: '2026-12-05', state: lookups.stateId, work_description: 'The same roof.', status: 'open', roster_first_hours: 3 });
    expect(posted.status).toBe(201);
    const [sent] = whatsappTo(h.phone);
    expect(whatsappTo(h.phone)).toHaveLength(1);
    expect((sent.body.template as TemplateBody).name).toBe('gm_roster_first');
    const parameters = parametersOf(sent);
    expect(Object.keys(parameters).sort()).toEqual([...WHATSAPP_NOTICE_TEMPLATES.rosterFirst.parameters].sort());
    expect(parameters).toMatchObject({ employer: 'Told Co', job: 'Fix the roof again', until: '13:00, 01/12' });
    expect(parameters.link).toMatch(new RegExp(`/freelancer/details/${posted.body.data.id}$`));
    expect(smsTo(h.phone)).toHaveLength(0);
  });

  it('in French: the French template outside the window, the French SMS text free-form inside it', async () => {
    const h = await hire('fr');
    await optIn(h.freelancer);
    await notice(h.freelancer, 'approved', h, funded);
    const [template] = whatsappTo(h.phone);
    expect((template.body.template as TemplateBody).name).toBe('gm_hire_approved');
    expect((template.body.template as TemplateBody).language.code).toBe('fr');
    expect(parametersOf(template).job).toBe('Fix the roof');

    await writesIn(h.phone, 23 * HOUR);
    await notice(h.freelancer, 'funded', h, funded);
    const text = whatsappTo(h.phone)[1];
    expect(text.kind).toBe('text');
    expect((text.body.text as { body: string }).body).toMatch(/^GigMarket : paiement reçu, vous pouvez commencer « Fix the roof » \(.*25.000.* réservés pour vous\)\. Signalez votre arrivée sur place\.$/);
    expect(smsTo(h.phone)).toHaveLength(0);
  });

  it('the window follows the injected clock: 23 hours after the last message free-form, 25 hours after a template', async () => {
    const h = await hire();
    await optIn(h.freelancer);
    await writesIn(h.phone, 0);
    now = new Date(MORNING.getTime() + 23 * HOUR);
    await notice(h.freelancer, 'funded', h, funded);
    now = new Date(MORNING.getTime() + 25 * HOUR);
    await notice(h.freelancer, 'payoutSent', h, funded);
    expect(whatsappTo(h.phone).map((message) => message.kind)).toEqual(['text', 'template']);
  });

  it('a replayed event sends nothing twice', async () => {
    const h = await hire();
    await optIn(h.freelancer);
    await notice(h.freelancer, 'funded', h, funded);
    await notice(h.freelancer, 'funded', h, funded);
    expect(whatsappTo(h.phone)).toHaveLength(1);
    expect(smsTo(h.phone)).toHaveLength(0);
    expect(await rows(h.freelancer)).toHaveLength(1);
  });

  it.each([
    [131026, 'not on WhatsApp', true],
    [131050, 'stopped these messages', true],
    [131047, 'outside the window', false],
  ])('%i (%s): the SMS once, the reason kept (remembered: %s)', async (code, _what, unreachable) => {
    const h = await hire();
    await optIn(h.freelancer);
    wa.control.failNextSend(code);
    await notice(h.freelancer, 'funded', h, funded);
    expect(whatsappTo(h.phone)).toHaveLength(0);
    expect(smsTo(h.phone)).toHaveLength(1);
    expect(smsTo(h.phone)[0].message).toContain('safe to start "Fix the roof"');
    expect(await rows(h.freelancer)).toMatchObject([{ event_key: `hire:${h.applicationId}:funded`, channel: 'sms', error_code: code }]);

    // The same event again: nothing more on either channel.
    await notice(h.freelancer, 'funded', h, funded);
    expect(smsTo(h.phone)).toHaveLength(1);

    await notice(h.freelancer, 'payoutSent', h, funded);
    if (unreachable) {
      expect(whatsappTo(h.phone)).toHaveLength(0);
      expect(smsTo(h.phone)).toHaveLength(2);
      expect((await rows(h.freelancer))[1]).toMatchObject({ event_key: `hire:${h.applicationId}:payoutSent`, channel: 'sms', error_code: null });
      // Its replay: still once.
      await notice(h.freelancer, 'payoutSent', h, funded);
      expect(smsTo(h.phone)).toHaveLength(2);
      // Opting in again gives WhatsApp another try.
      now = new Date(MORNING.getTime() + HOUR);
      await optIn(h.freelancer);
      await notice(h.freelancer, 'payoutWaiting', h, funded);
      expect(whatsappTo(h.phone)).toHaveLength(1);
      expect(smsTo(h.phone)).toHaveLength(2);
    } else {
      expect(whatsappTo(h.phone)).toHaveLength(1);
      expect(whatsappTo(h.phone)[0].kind).toBe('template');
      expect(smsTo(h.phone)).toHaveLength(1);
    }
  });

  it('a failure Meta reports later, in a status callback, sends the SMS once however often it comes, and is remembered', async () => {
    const h = await hire();
    await optIn(h.freelancer);
    await notice(h.freelancer, 'funded', h, funded);
    const [sent] = whatsappTo(h.phone);
    expect(smsTo(h.phone)).toHaveLength(0);
    expect(await rows(h.freelancer)).toMatchObject([{ channel: 'whatsapp', wamid: sent.id }]);

    // Delivered first, then failed, then the failure again (Meta retries): one SMS.
    await wa.control.status({ id: sent.id, status: 'sent', recipient: waIdOf(h.phone) });
    expect(smsTo(h.phone)).toHaveLength(0);
    for (let i = 0; i < 2; i += 1) await wa.control.status({ id: sent.id, status: 'failed', recipient: waIdOf(h.phone), errorCode: 131026 });
    expect(smsTo(h.phone)).toHaveLength(1);
    expect(smsTo(h.phone)[0].message).toContain('safe to start "Fix the roof"');
    expect(await rows(h.freelancer)).toMatchObject([{ channel: 'sms', error_code: 131026 }]);

    // Not on WhatsApp: the next notice goes straight by SMS.
    await notice(h.freelancer, 'payoutSent', h, funded);
    expect(whatsappTo(h.phone)).toHaveLength(1);
    expect(smsTo(h.phone)).toHaveLength(2);
  });

  it('a failed status for a message that is not a notice sends no SMS', async () => {
    const h = await hire();
    await optIn(h.freelancer);
    await writesIn(h.phone, 0);
    await notice(h.freelancer, 'funded', h, funded);
    const [sent] = whatsappTo(h.phone);
    await wa.control.status({ id: 'wamid.not-a-notice', status: 'failed', recipient: waIdOf(h.phone), errorCode: 131047 });
    await wa.control.status({ id: sent.id, status: 'delivered', recipient: waIdOf(h.phone) });
    expect(smsTo(h.phone)).toHaveLength(0);
    expect(await rows(h.freelancer)).toMatchObject([{ channel: 'whatsapp', error_code: null }]);
  });

  it('a send Graph cannot take (an unknown error) still reaches the person by SMS, once', async () => {
    const h = await hire();
    await optIn(h.freelancer);
    wa.control.failNextSend(131000);
    await notice(h.freelancer, 'payoutSent', h, funded);
    expect(smsTo(h.phone)).toHaveLength(1);
    expect(await rows(h.freelancer)).toMatchObject([{ channel: 'sms', error_code: 131000 }]);
    await notice(h.freelancer, 'funded', h, funded);
    expect(whatsappTo(h.phone)).toHaveLength(1); // not remembered: WhatsApp again
  });

  it('nudges: by WhatsApp to the opted in, held back in quiet hours like the SMS', async () => {
    const h = await hire();
    await optIn(h.employer);
    const phone = await phoneOf(h.employer);
    const nudges = t.app.get(MessagesService);
    now = new Date('2026-12-01T20:00:00Z'); // 21:00 in Lagos
    expect((await request(t.http).post(`/api/applications/${h.applicationId}/messages`).set(h.freelancer.auth).send({ body: 'still on?' })).status).toBe(201);
    now = new Date('2026-12-01T20:30:00Z');
    expect(await nudges.runNudges()).toBe(0);
    expect(whatsappTo(phone)).toHaveLength(0);
    expect(smsTo(phone)).toHaveLength(0);

    now = new Date('2026-12-02T06:05:00Z'); // 07:05 in Lagos
    expect(await nudges.runNudges()).toBe(1);
    const [sent] = whatsappTo(phone);
    expect(whatsappTo(phone)).toHaveLength(1);
    expect((sent.body.template as TemplateBody).name).toBe('gm_message_nudge');
    expect(parametersOf(sent)).toEqual({ from: 'Ada Told', job: 'Fix the roof' });
    expect(smsTo(phone)).toHaveLength(0);
  });

  it('the check-in reminder, as check-in opens: by WhatsApp to the opted in, by SMS to the others, never both, once each', async () => {
    // MORNING is 10:00 in Lagos; the job starts at 10:20, check-in opened at 09:50.
    const start = { job_date: '2026-12-01', job_sart_time: '10:20' } as Partial<Listing>;
    const made = [];
    for (const optedIn of [true, false]) {
      const h = await hire('en');
      await t.dataSource.getRepository(Listing).update({ id: h.listing.id }, start);
      await t.dataSource.getRepository(JobApplication).update({ id: h.applicationId }, { status: 'funded', funded_at: new Date(MORNING.getTime() - DAY) });
      if (optedIn) await optIn(h.freelancer);
      made.push(h);
    }
    const [told, texted] = made;
    const shifts = t.app.get(ShiftConfirmations);
    // Before check-in opens: nothing.
    now = new Date(MORNING.getTime() - 20 * MINUTE);
    expect(await shifts.remindCheckInDue()).toBe(0);
    now = MORNING;
    expect(await shifts.remindCheckInDue()).toBeGreaterThanOrEqual(2);
    expect(await shifts.remindCheckInDue()).toBe(0);

    const [template] = whatsappTo(told.phone);
    expect(whatsappTo(told.phone)).toHaveLength(1);
    expect((template.body.template as TemplateBody).name).toBe('gm_checkin_reminder');
    expect(parametersOf(template)).toMatchObject({ job: 'Fix the roof', start: '01/12 10:20' });
    expect(parametersOf(template).link).toMatch(new RegExp(`/freelancer/hires/${told.applicationId}$`));
    expect(smsTo(told.phone)).toHaveLength(0);

    expect(whatsappTo(texted.phone)).toHaveLength(0);
    expect(smsTo(texted.phone).map((line) => line.message)).toEqual([
      expect.stringMatching(new RegExp(`^GigMarket: check-in is open for "Fix the roof" \\(01/12 10:20\\)\\. Check in when you arrive: .*/freelancer/hires/${texted.applicationId}$`)),
    ]);
    for (const h of made) expect((await t.dataSource.getRepository(JobApplication).findOneByOrFail({ id: h.applicationId })).checkin_reminded_at).not.toBeNull();
  });

  describe('the employer’s hire notices, which have no SMS', () => {
    const payment = { name: 'Ada Told', amount: 2_500_000, currency: 'NGN' };
    /** The four, each as its service sends it (the new applicant through the site's apply). */
    const tellAll = async (h: Awaited<ReturnType<typeof hire>>, offerId: number) => {
      const applied = await request(t.http).post(`/api/jobs/${h.listing.id}/apply`).set(h.freelancer.auth).send({});
      expect(applied.status).toBe(201);
      await transaction(t.dataSource, (manager) =>
        t.app.get(HireNotices).offer(manager, h.employer.id, 'offerAccepted', offerId, h.listing.job_title, `/employer/hires/${h.applicationId}`, payment),
      );
      await notice(h.employer, 'checkedIn', h);
      await notice(h.employer, 'done', h, { hours: 72 });
    };
    /** A hire (the notices speak of it, titled as `open`) and an open job of the employer the freelancer applies to. */
    const employerHire = async () => {
      const h = await hire('en');
      await t.dataSource.getRepository(User).update({ id: h.freelancer.id }, { first_name: 'Ada' });
      const open = await makeListing(t.dataSource, h.employer.id, lookups, { job_title: 'Paint the gate' });
      return { ...h, listing: open, open, employerPhone: await phoneOf(h.employer) };
    };

    it('opted in, outside the window: each of the four as its template with the page’s link, once per event, and no SMS', async () => {
      const h = await employerHire();
      await optIn(h.employer);
      await writesIn(h.employerPhone, 25 * HOUR);
      await tellAll(h, 9_001);
      const sent = whatsappTo(h.employerPhone);
      expect(sent.map((message) => (message.body.template as TemplateBody).name)).toEqual(['gm_new_applicant', 'gm_hire_payment_needed', 'gm_hire_checked_in', 'gm_hire_done']);
      const [applicant, pay, checkedIn, done] = sent.map(parametersOf);
      expect(applicant).toMatchObject({ name: 'Ada', job: 'Paint the gate' });
      expect(applicant.link).toMatch(new RegExp(`^https?://[^/]+/employer/listings/${h.open.id}/applicants$`));
      expect(pay).toMatchObject({ job: 'Paint the gate', amount: expect.stringMatching(/25,000/) });
      expect(pay.link).toMatch(new RegExp(`^https?://[^/]+/employer/hires/${h.applicationId}$`));
      expect(checkedIn.link).toMatch(new RegExp(`/employer/hires/${h.applicationId}$`));
      expect(done).toMatchObject({ job: 'Paint the gate', hours: '72' });
      (['applicationReceived', 'paymentNeeded', 'checkedIn', 'done'] as const).forEach((name, i) =>
        expect(Object.keys(parametersOf(sent[i])).sort()).toEqual([...WHATSAPP_NOTICE_TEMPLATES[name].parameters].sort()),
      );
      // Each opens its page by the template's URL button: the page's path fills `<site>/{{1}}`.
      expect(sent.map(urlButtonOf)).toEqual([
        `employer/listings/${h.open.id}/applicants`,
        `employer/hires/${h.applicationId}`,
        `employer/hires/${h.applicationId}`,
        `employer/hires/${h.applicationId}`,
      ]);
      expect(smsTo(h.employerPhone)).toHaveLength(0);
      expect((await rows(h.employer)).map((row) => [row.event_key, row.channel, row.sms_text])).toEqual([
        [`applicant:${h.open.id}:${h.freelancer.id}`, 'whatsapp', null],
        ['offer:9001:offerAccepted', 'whatsapp', null],
        [`hire:${h.applicationId}:checkedIn`, 'whatsapp', null],
        [`hire:${h.applicationId}:done`, 'whatsapp', null],
      ]);

      // Replays (the events again): nothing more on either channel.
      await transaction(t.dataSource, (manager) => t.app.get(HireNotices).offer(manager, h.employer.id, 'offerAccepted', 9_001, 'Paint the gate', `/employer/hires/${h.applicationId}`, payment));
      await notice(h.employer, 'checkedIn', h);
      await notice(h.employer, 'done', h, { hours: 72 });
      expect(whatsappTo(h.employerPhone)).toHaveLength(4);
      expect(smsTo(h.employerPhone)).toHaveLength(0);
      // The bell still has each.
      const bell = await t.dataSource.getRepository(Notification).find({ where: { user_id: h.employer.id } });
      expect(bell.map((row) => row.message_key)).toEqual(
        expect.arrayContaining(['notice.applicationReceived', 'hireNotice.offerAccepted', 'hireNotice.checkedIn', 'hireNotice.done']),
      );
    });

    it('opted in, inside the window: free-form with a button opening the page, the template’s text filled, the link in the text too; in French', async () => {
      const h = await employerHire();
      await t.dataSource.getRepository(User).update({ id: h.employer.id }, { language: 'fr' });
      await optIn(h.employer);
      await writesIn(h.employerPhone, HOUR);
      await tellAll(h, 9_002);
      const sent = whatsappTo(h.employerPhone);
      expect(sent.map((message) => message.kind)).toEqual(['cta', 'cta', 'cta', 'cta']);
      const ctas = sent.map((message) => message.body.interactive as { type: string; body: { text: string }; action: { name: string; parameters: { display_text: string; url: string } } });
      // A button opening the page, its text in French.
      expect(ctas.map((cta) => cta.action.parameters.display_text)).toEqual(['Voir les candidats', 'Payer le séquestre', 'Voir l’embauche', 'Confirmer la mission']);
      expect(ctas[0].action.parameters.url).toMatch(new RegExp(`^https?://[^/]+/employer/listings/${h.open.id}/applicants$`));
      for (const cta of ctas.slice(1)) expect(cta.action.parameters.url).toMatch(new RegExp(`^https?://[^/]+/employer/hires/${h.applicationId}$`));
      const texts = ctas.map((cta) => cta.body.text);
      expect(texts[0]).toMatch(new RegExp(`^GigMarket : Ada a postulé à « Paint the gate »\\. Voyez vos candidats sur https?://\\S+/employer/listings/${h.open.id}/applicants et choisissez qui embaucher\\.$`));
      expect(texts[1]).toMatch(/^GigMarket : l’embauche pour « Paint the gate » est conclue à .*25.000.*\. Payez-la .* sur https?:\/\/\S+\/employer\/hires\/\d+ pour que la mission commence\.$/);
      expect(texts[2]).toContain(`/employer/hires/${h.applicationId}`);
      expect(texts[3]).toMatch(/dans 72 heures\.$/);
      expect(smsTo(h.employerPhone)).toHaveLength(0);
    });

    it('the back office approves an application for the employer: payment needed, with its button, to the opted in; the bell to everyone', async () => {
      const admin = { Authorization: `Bearer ${await adminToken(t, await makeLimitedAdmin(t.dataSource, ['jobapplication.edit']))}` };
      for (const optedIn of [true, false]) {
        const h = await employerHire();
        if (optedIn) await optIn(h.employer);
        const applied = await request(t.http).post(`/api/jobs/${h.open.id}/apply`).set(h.freelancer.auth).send({ new_price: '30000' });
        expect(applied.status).toBe(201);
        const before = whatsappTo(h.employerPhone).length;
        const approved = await request(t.http).post(`/api/admin/jobapplication/${applied.body.data.id}/approve`).set(admin);
        expect(approved.status).toBe(200);
        const told = whatsappTo(h.employerPhone).slice(before);
        const bell = await t.dataSource.getRepository(Notification).findOneByOrFail({ user_id: h.employer.id, message_key: 'hireNotice.hiredForYou' });
        expect(bell.link).toBe(`/employer/hires/${applied.body.data.id}`);
        expect(smsTo(h.employerPhone)).toHaveLength(0);
        if (!optedIn) {
          expect(told).toHaveLength(0);
          continue;
        }
        expect(told.map((message) => (message.body.template as TemplateBody).name)).toEqual(['gm_hire_payment_needed']);
        expect(parametersOf(told[0])).toMatchObject({ job: 'Paint the gate', amount: expect.stringMatching(/30,000/) });
        expect(urlButtonOf(told[0])).toBe(`employer/hires/${applied.body.data.id}`);
        expect((await rows(h.employer)).map((row) => [row.event_key, row.channel])).toContainEqual([`hire:${applied.body.data.id}:hiredForYou`, 'whatsapp']);
      }
    });

    it('not opted in: the bell alone, as before: no WhatsApp and no SMS', async () => {
      const h = await employerHire();
      await tellAll(h, 9_003);
      expect(whatsappTo(h.employerPhone)).toHaveLength(0);
      expect(smsTo(h.employerPhone)).toHaveLength(0);
      expect(await rows(h.employer)).toHaveLength(0);
      const bell = await t.dataSource.getRepository(Notification).find({ where: { user_id: h.employer.id } });
      expect(bell.map((row) => row.message_key)).toEqual(
        expect.arrayContaining(['notice.applicationReceived', 'hireNotice.offerAccepted', 'hireNotice.checkedIn', 'hireNotice.done']),
      );
    });

    it('WhatsApp refuses one (at sending or later, by a status): no SMS either, the code kept', async () => {
      const h = await employerHire();
      await optIn(h.employer);
      wa.control.failNextSend(131047);
      await notice(h.employer, 'checkedIn', h);
      expect(await rows(h.employer)).toMatchObject([{ event_key: `hire:${h.applicationId}:checkedIn`, channel: 'none', error_code: 131047 }]);
      await notice(h.employer, 'done', h, { hours: 72 });
      const [sent] = whatsappTo(h.employerPhone);
      await wa.control.status({ id: sent.id, status: 'failed', recipient: waIdOf(h.employerPhone), errorCode: 131026 });
      expect(smsTo(h.employerPhone)).toHaveLength(0);
      expect((await rows(h.employer))[1]).toMatchObject({ channel: 'none', error_code: 131026 });
    });
  });

  it('the "applied" confirmation of USSD: by WhatsApp to the opted in, by SMS to the others, never both; none beside the chat\'s own answer', async () => {
    const engine = t.app.get(ScreenEngine);
    /** Confirms an application at the job's price from the screen engine, as USSD (or the chat) does. */
    const apply = async (h: Awaited<ReturnType<typeof hire>>, channel?: 'whatsapp') => {
      const listing = await makeListing(t.dataSource, h.employer.id, lookups, { job_title: `Paint the fence ${h.applicationId}`, amount: '9000.00' });
      const state = await engine.start(h.phone, null);
      if (channel) state.channel = channel;
      Object.assign(state, { screen: 'apply_confirm', data: { listingId: listing.id, price: '9000.00', currency: 'NGN', title: listing.job_title, quote: null } });
      const shown = await engine.answer(state, '1');
      expect(shown).toMatchObject({ kind: 'end', text: expect.stringMatching(/^Applied for Paint the fence/) });
      const application = await t.dataSource.getRepository(JobApplication).findOneByOrFail({ user_id: h.freelancer.id, listing_id: listing.id });
      return { listing, application };
    };
    const optedIn = await hire('en');
    await optIn(optedIn.freelancer);
    const { application } = await apply(optedIn);
    const [template] = whatsappTo(optedIn.phone);
    expect(whatsappTo(optedIn.phone)).toHaveLength(1);
    expect((template.body.template as TemplateBody).name).toBe('gm_applied');
    expect(parametersOf(template)).toMatchObject({ job: `Paint the fence ${optedIn.applicationId}`, amount: expect.stringMatching(/9,000/) });
    expect(smsTo(optedIn.phone)).toHaveLength(0);
    expect(await rows(optedIn.freelancer)).toMatchObject([{ event_key: `applied:${application.id}`, channel: 'whatsapp' }]);

    const notOptedIn = await hire('en');
    await apply(notOptedIn);
    expect(whatsappTo(notOptedIn.phone)).toHaveLength(0);
    expect(smsTo(notOptedIn.phone).map((line) => line.message)).toEqual([expect.stringMatching(/^GigMarket: you applied for Paint the fence \d+ \(N9,000\)\.$/)]);

    // In the chat, the chat's answer is the confirmation: nothing else on either channel.
    const inChat = await hire('en');
    await optIn(inChat.freelancer);
    await apply(inChat, 'whatsapp');
    expect(whatsappTo(inChat.phone)).toHaveLength(0);
    expect(smsTo(inChat.phone)).toHaveLength(0);
  });
});
