import request from 'supertest';
import { In } from 'typeorm';
import { createWhatsAppLocal, type WhatsAppLocal } from '@gigmarket/whatsapp-local';
import { whatsappApprovedTemplates } from '@gigmarket/shared';
import { Clock } from '../src/common/clock';
import { ConsentsService } from '../src/consents/consents.service';
import { SMS_TRANSPORT, type SmsTransport } from '../src/sms/sms.transport';
import { SmsDay } from '../src/sms/sms-day.entity';
import { User } from '../src/users/user.entity';
import { WhatsAppNotices, type NoticeToSend } from '../src/whatsapp/whatsapp-notices';
import { WhatsAppNotice, WhatsAppOutbound } from '../src/whatsapp/whatsapp.entities';
import { adminToken, authEnv, makeLimitedAdmin, makeUser, readSms, siteToken, uniqueContact } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { makeFreelancer } from './support/marketplace-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const ACCESS_TOKEN = 'test-access-token-0123';
const APP_SECRET = 'test-app-secret-0123';
const PHONE_ID = '100000000000001';
const HOUR = 3_600_000;
const TEMPLATES = whatsappApprovedTemplates();

/** Lagos time (UTC+1) on a day: `lagos('2026-12-01', 10)` is 10:00 in Lagos. */
const lagos = (day: string, hour: number, minute = 0) => new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10), hour - 1, minute));

describe.each(databaseKinds())('WhatsApp consent and cost (%s)', (kind) => {
  let t: TestApp;
  let wa: WhatsAppLocal;
  let now = lagos('2026-12-01', 10);
  let admin: { Authorization: string };
  const sms: { to: string; message: string }[] = [];

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
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
    const superadmin = await makeUser(t.dataSource, { user_type: 'superadmin', phone: null });
    admin = { Authorization: `Bearer ${await adminToken(t, superadmin)}` };
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
    await wa?.close();
  });

  beforeEach(() => {
    wa.control.reset();
    sms.length = 0;
  });

  const settings = async (values: Record<string, number>) =>
    expect((await request(t.http).put('/api/admin/adminsettings/1').set(admin).send(values)).status).toBe(200);
  const waIdOf = (phone: string) => `234${phone.slice(1)}`;
  /** A freelancer who opted in to WhatsApp alerts. */
  const person = async (name: string) => {
    const who = await makeFreelancer(t, undefined, name);
    await t.app.get(ConsentsService).set(who.id, 'whatsapp_alerts', true, 'site');
    const phone = (await t.dataSource.getRepository(User).findOneByOrFail({ id: who.id })).phone as string;
    return { id: who.id, phone };
  };
  let events = 0;
  const tell = (who: { id: number; phone: string }, notice: 'funded' | 'digest' = 'funded') => {
    const toSend: NoticeToSend = {
      userId: who.id,
      phone: who.phone,
      language: 'en',
      text: `GigMarket: a notice for ${who.phone}`,
      template: notice === 'funded' ? { notice, values: { job: 'Fix the roof', amount: '₦25,000' } } : { notice, values: { name: 'Roofs', count: 3, link: 'https://x/y' } },
      eventKey: `test:${++events}`,
    };
    return t.app.get(WhatsAppNotices).send(toSend, async () => {
      sms.push({ to: who.phone, message: toSend.text });
    });
  };
  const writesIn = async (phone: string, ago: number) =>
    expect((await wa.control.inboundText({ from: waIdOf(phone), text: 'Hello', timestamp: Math.floor((now.getTime() - ago) / 1000) })).status).toBe(200);
  const sentTo = () => wa.control.sent().map((message) => message.to);
  const outbound = (phone: string) => t.dataSource.getRepository(WhatsAppOutbound).find({ where: { wa_id: waIdOf(phone) }, order: { id: 'ASC' } });
  const release = () => t.app.get(WhatsAppNotices).releaseHeld();

  it('over the daily cap, templates are held in order and sent the next day in that order, once', async () => {
    now = lagos('2026-12-01', 10);
    await settings({ whatsapp_daily_cap: 2 });
    const people = [await person('Ada One'), await person('Bola Two'), await person('Chi Three'), await person('Dayo Four')];
    expect([await tell(people[0]), await tell(people[1]), await tell(people[2]), await tell(people[3])]).toEqual(['whatsapp', 'whatsapp', 'held', 'held']);
    // The first person already has today's conversation: a second template to them is not capped.
    expect(await tell(people[0])).toBe('whatsapp');
    expect(sentTo()).toEqual([waIdOf(people[0].phone), waIdOf(people[1].phone), waIdOf(people[0].phone)]);
    expect(sms).toEqual([]);
    const held = await t.dataSource.getRepository(WhatsAppNotice).find({ where: { channel: 'held' }, order: { id: 'ASC' } });
    expect(held.map((row) => row.user_id)).toEqual([people[2].id, people[3].id]);
    expect(held[0]).toMatchObject({ notice: 'funded', language: 'en', sms_to: people[2].phone });

    // Still today: nothing opens. The next day before 07:00 (quiet hours): still nothing.
    now = lagos('2026-12-01', 18);
    expect(await release()).toBe(0);
    // A new notice meanwhile waits behind those held, even for someone new.
    const late = await person('Eze Five');
    now = lagos('2026-12-02', 6, 30);
    expect(await tell(late)).toBe('held');
    expect(await release()).toBe(0);
    expect(sentTo()).toHaveLength(3);

    now = lagos('2026-12-02', 8);
    wa.control.reset();
    expect(await release()).toBe(2);
    expect(sentTo()).toEqual([waIdOf(people[2].phone), waIdOf(people[3].phone)]);
    // The cap of the new day is used up by the two released; the latest waits another day.
    expect(await release()).toBe(0);
    expect(await t.dataSource.getRepository(WhatsAppNotice).countBy({ channel: 'held' })).toBe(1);
    now = lagos('2026-12-03', 8);
    expect(await release()).toBe(1);
    expect(await release()).toBe(0);
    expect(sentTo()).toEqual([waIdOf(people[2].phone), waIdOf(people[3].phone), waIdOf(late.phone)]);
    expect(await t.dataSource.getRepository(WhatsAppNotice).countBy({ channel: 'held' })).toBe(0);
    expect(sms).toEqual([]);
  });

  it('replies inside the 24-hour window are not capped; a held notice whose person opted out goes by SMS', async () => {
    now = lagos('2026-12-05', 10);
    await settings({ whatsapp_daily_cap: 0 });
    const talking = await person('Femi Window');
    const silent = await person('Gozie Silent');
    await writesIn(talking.phone, HOUR);
    expect(await tell(talking)).toBe('whatsapp');
    // The chat's answer to their message (its main menu), then the notice: both free inside the window.
    expect(await outbound(talking.phone)).toMatchObject([
      { kind: 'list', category: 'service', price_micros: 0 },
      { kind: 'text', category: 'service', price_micros: 0 },
    ]);
    try {
      expect(await tell(silent)).toBe('held');
      await t.app.get(ConsentsService).set(silent.id, 'whatsapp_alerts', false, 'site');
      expect(await release()).toBe(1);
      expect(readSms(t).filter((line) => line.to === silent.phone).map((line) => line.message)).toEqual([`GigMarket: a notice for ${silent.phone}`]);
      expect(await t.dataSource.getRepository(WhatsAppNotice).findOneByOrFail({ user_id: silent.id })).toMatchObject({ channel: 'sms' });
      expect(wa.control.sent().filter((message) => message.to === waIdOf(silent.phone))).toEqual([]);
    } finally {
      await settings({ whatsapp_daily_cap: 250 });
    }
  });

  it('a held notice Graph refuses on release goes by its SMS once and gives the day\'s place back', async () => {
    now = lagos('2026-12-06', 10);
    await settings({ whatsapp_daily_cap: 1 });
    try {
      const first = await person('Kemi First');
      const refused = await person('Lola Refused');
      expect([await tell(first), await tell(refused)]).toEqual(['whatsapp', 'held']);
      now = lagos('2026-12-07', 9);
      wa.control.failNextSend(131026);
      expect(await release()).toBe(1);
      expect(readSms(t).filter((line) => line.to === refused.phone)).toHaveLength(1);
      expect(await t.dataSource.getRepository(WhatsAppNotice).findOneByOrFail({ user_id: refused.id })).toMatchObject({ channel: 'sms', error_code: 131026 });
      expect(await t.dataSource.query('SELECT opened FROM whatsapp_days WHERE day = ?', ['2026-12-07'])).toEqual([{ opened: 0 }]);
      expect(await release()).toBe(0);
      expect(readSms(t).filter((line) => line.to === refused.phone)).toHaveLength(1);
    } finally {
      await settings({ whatsapp_daily_cap: 250 });
    }
  });

  it('a held notice that has no SMS (an employer\'s): released free-form with its template\'s text and its button, or, opted out meanwhile, nowhere', async () => {
    now = lagos('2026-12-08', 10);
    await settings({ whatsapp_daily_cap: 0 });
    try {
      const [writing, leaving] = [await person('Musa Writes'), await person('Ngozi Leaves')];
      const checkedIn = (who: { id: number; phone: string }) =>
        t.app.get(WhatsAppNotices).sendOnWhatsApp({
          userId: who.id,
          phone: who.phone,
          language: 'en',
          notice: 'checkedIn',
          values: { job: 'Fix the roof' },
          path: '/employer/hires/77',
          eventKey: `test:${++events}`,
        });
      expect([await checkedIn(writing), await checkedIn(leaving)]).toEqual(['held', 'held']);
      expect(await t.dataSource.getRepository(WhatsAppNotice).findOneByOrFail({ user_id: writing.id })).toMatchObject({ channel: 'held', sms_text: null });
      await writesIn(writing.phone, 0);
      await t.app.get(ConsentsService).set(leaving.id, 'whatsapp_alerts', false, 'site');
      wa.control.reset();
      expect(await release()).toBe(2);
      const [released] = wa.control.sent().filter((message) => message.to === waIdOf(writing.phone));
      const cta = released.body.interactive as { body: { text: string }; action: { parameters: { display_text: string; url: string } } };
      expect(cta.body.text).toMatch(/^GigMarket: the freelancer checked in for "Fix the roof" and started\. Follow the hire at https?:\/\/\S+\/employer\/hires\/77 as the work goes on\.$/);
      // Its button still opens the page it was held with.
      expect(cta.action.parameters).toEqual({ display_text: 'Open the hire', url: expect.stringMatching(/^https?:\/\/\S+\/employer\/hires\/77$/) });
      expect(wa.control.sent().filter((message) => message.to === waIdOf(leaving.phone))).toEqual([]);
      expect(await t.dataSource.getRepository(WhatsAppNotice).findOneByOrFail({ user_id: leaving.id })).toMatchObject({ channel: 'none' });
      expect(readSms(t).filter((line) => [writing.phone, leaving.phone].includes(line.to))).toEqual([]);
      expect(sms).toEqual([]);
    } finally {
      await settings({ whatsapp_daily_cap: 250 });
    }
  });

  it('each message keeps its category and the price in force when it was sent', async () => {
    now = lagos('2026-12-08', 10);
    const who = await person('Halima Price');
    await tell(who, 'funded');
    await tell(who, 'digest');
    expect(await outbound(who.phone)).toMatchObject([
      { kind: 'template', category: 'utility', price_micros: 6700, day: '2026-12-08' },
      { kind: 'template', category: 'marketing', price_micros: 51600, day: '2026-12-08' },
    ]);
    await settings({ whatsapp_rate_utility_micros: 10_000 });
    await tell(who, 'funded');
    const rows = await outbound(who.phone);
    expect(rows.map((row) => row.price_micros)).toEqual([6700, 51600, 10_000]);
    await settings({ whatsapp_rate_utility_micros: 6700 });
    expect((await outbound(who.phone)).map((row) => row.price_micros)).toEqual([6700, 51600, 10_000]);
  });

  it('the back office reads messages and cost per channel per Lagos day beside the SMS', async () => {
    now = lagos('2027-03-10', 23, 30);
    const a = await person('Ike Report');
    const b = await person('Jide Report');
    await tell(a, 'funded'); // 6,700
    await tell(b, 'digest'); // 51,600
    await writesIn(a.phone, HOUR); // the chat answers with its menu: service, 0
    await tell(a, 'funded'); // service, 0
    // Every SMS counts on its Lagos day, whatever sent it: a sign-in code at 00:10 Lagos on the 10th
    // (23:10 UTC on the 9th), a notice at noon that day, and one notice the day before.
    const texted = t.app.get<SmsTransport>(SMS_TRANSPORT);
    const contact = uniqueContact();
    now = new Date('2027-03-09T23:10:00.000Z');
    await request(t.http).post('/api/auth/register').send({ first_name: 'Kemi', last_name: 'Code', phone: contact.phone, email: contact.email, password: 'Secret123' }).expect(201);
    now = new Date('2027-03-10T12:00:00.000Z');
    await texted.send({ to: b.phone, message: 'GigMarket: a notice by SMS' });
    now = new Date('2027-03-09T12:00:00.000Z');
    await texted.send({ to: b.phone, message: 'GigMarket: a notice by SMS' });
    expect(await t.dataSource.getRepository(SmsDay).find({ where: { day: In(['2027-03-09', '2027-03-10']) }, order: { day: 'ASC', kind: 'ASC' } })).toEqual([
      { day: '2027-03-09', kind: 'message', messages: 1 },
      { day: '2027-03-10', kind: 'code', messages: 1 },
      { day: '2027-03-10', kind: 'message', messages: 1 },
    ]);
    now = lagos('2027-03-10', 23, 30);
    const answer = await request(t.http).get('/api/admin/messaging/cost?days=1').set(admin).expect(200);
    expect(answer.body.data).toEqual({
      days: 1,
      per_day: [
        {
          day: '2027-03-10',
          whatsapp_messages: 4,
          whatsapp_by_category: { service: 2, utility: 1, marketing: 1, authentication: 0 },
          whatsapp_cost_micros: 58_300,
          sms_messages: 2,
        },
      ],
      totals: {
        day: '2027-03-10',
        whatsapp_messages: 4,
        whatsapp_by_category: { service: 2, utility: 1, marketing: 1, authentication: 0 },
        whatsapp_cost_micros: 58_300,
        sms_messages: 2,
      },
    });
    const two = await request(t.http).get('/api/admin/messaging/cost?days=2').set(admin).expect(200);
    expect(two.body.data.per_day.map((day: { day: string; sms_messages: number }) => [day.day, day.sms_messages])).toEqual([
      ['2027-03-10', 2],
      ['2027-03-09', 1],
    ]);
    now = lagos('2031-01-01', 10);
    const empty = await request(t.http).get('/api/admin/messaging/cost').set(admin).expect(200);
    expect(empty.body.data).toMatchObject({ days: 14, per_day: [], totals: { whatsapp_messages: 0, sms_messages: 0 } });
    for (const days of ['0', '91', 'x']) {
      const bad = await request(t.http).get(`/api/admin/messaging/cost?days=${days}`).set(admin);
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('days');
    }
  });

  it('only an admin who may read the settings sees the report; the rates and cap are checked', async () => {
    await request(t.http).get('/api/admin/messaging/cost').expect(401);
    const limited = await makeLimitedAdmin(t.dataSource, ['listings.list']);
    await request(t.http).get('/api/admin/messaging/cost').set({ Authorization: `Bearer ${await adminToken(t, limited)}` }).expect(403);
    const reader = await makeLimitedAdmin(t.dataSource, ['adminsettings.list']);
    await request(t.http).get('/api/admin/messaging/cost').set({ Authorization: `Bearer ${await adminToken(t, reader)}` }).expect(200);
    const freelancer = await makeUser(t.dataSource);
    await request(t.http).get('/api/admin/messaging/cost').set({ Authorization: `Bearer ${await siteToken(t, freelancer)}` }).expect(403);
    for (const body of [{ whatsapp_daily_cap: -1 }, { whatsapp_rate_marketing_micros: 1.5 }, { whatsapp_rate_utility_micros: 'cheap' }]) {
      const bad = await request(t.http).put('/api/admin/adminsettings/1').set(admin).send(body);
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain(Object.keys(body)[0]);
    }
    const shown = await request(t.http).get('/api/admin/adminsettings/1').set(admin).expect(200);
    expect(shown.body).toMatchObject({ whatsapp_daily_cap: 250, whatsapp_rate_utility_micros: 6700, whatsapp_rate_marketing_micros: 51600, whatsapp_rate_authentication_micros: 6700, whatsapp_rate_service_micros: 0 });
  });
});
