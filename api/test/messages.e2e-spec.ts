import request from 'supertest';
import { IsNull } from 'typeorm';
import { JobApplication } from '../src/applications/job-application.entity';
import { Clock } from '../src/common/clock';
import { AlertLog, Message, MessageReport, SavedSearch } from '../src/messages/message.entities';
import { inQuietHours, maskContacts } from '../src/messages/masking';
import { MessagesService } from '../src/messages/messages.service';
import { MATCH_TASK, SavedSearchesService } from '../src/messages/saved-searches.service';
import { TaskScheduler } from '../src/common/scheduler';
import { Notification } from '../src/notifications/notification.entity';
import { User } from '../src/users/user.entity';
import { tokenFor } from './support/admin-fixtures';
import { authEnv, makeLimitedAdmin, readSms } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeListing, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const MINUTE = 60_000;
/** 10:00 in Lagos (09:00 UTC): outside the quiet hours. */
const MORNING = new Date('2026-12-01T09:00:00.000Z');

describe('masking and quiet hours', () => {
  it('hides phone numbers and e-mail addresses, keeps short numbers', () => {
    expect(maskContacts('call me on 0803 123 4567 or +234-803-123-4567', 'X')).toEqual({ text: 'call me on X or X', masked: true });
    expect(maskContacts('write to ada.worker+jobs@example.com.ng', 'X')).toEqual({ text: 'write to X', masked: true });
    expect(maskContacts('3 taps, 2 hours, N15,000 fee', 'X')).toEqual({ text: '3 taps, 2 hours, N15,000 fee', masked: false });
  });
  it('quiet hours are 21:00-07:00 in Lagos (UTC+1)', () => {
    expect(inQuietHours(new Date('2026-12-01T19:59:00Z'))).toBe(false); // 20:59 Lagos
    expect(inQuietHours(new Date('2026-12-01T20:00:00Z'))).toBe(true); // 21:00 Lagos
    expect(inQuietHours(new Date('2026-12-02T05:59:00Z'))).toBe(true); // 06:59 Lagos
    expect(inQuietHours(new Date('2026-12-02T06:00:00Z'))).toBe(false); // 07:00 Lagos
  });
});

describe.each(databaseKinds())('conversations (%s)', (kind) => {
  let t: TestApp;
  let lookups: Lookups;
  let clock: Clock;
  let nudges: MessagesService;
  let searches: SavedSearchesService;

  beforeAll(async () => {
    t = await createTestApp(kind, authEnv());
    lookups = await makeLookups(t.dataSource);
    clock = t.app.get(Clock);
    nudges = t.app.get(MessagesService);
    searches = t.app.get(SavedSearchesService);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const at = (date: Date) => jest.spyOn(clock, 'now').mockReturnValue(date);
  const thread = (id: number, who: Person) => request(t.http).get(`/api/applications/${id}/messages`).set(who.auth);
  const send = (id: number, who: Person, body: string) => request(t.http).post(`/api/applications/${id}/messages`).set(who.auth).send({ body });
  const phoneOf = async (who: Person) => (await t.dataSource.getRepository(User).findOneByOrFail({ id: who.id })).phone as string;

  /** An employer, a freelancer and a pending application between them. */
  const world = async (status: JobApplication['status'] = 'pending') => {
    const employer = await makeEmployer(t, 'Talk Co');
    const freelancer = await makeFreelancer(t, undefined, 'Ada Talker');
    const listing = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Paint a fence' });
    const application = await t.dataSource.getRepository(JobApplication).save({ user_id: freelancer.id, listing_id: listing.id, status });
    return { employer, freelancer, id: application.id, listingId: listing.id };
  };

  it('participants only: 401 anonymous, 404 for anyone else, both sides read and write', async () => {
    const { employer, freelancer, id } = await world();
    const stranger = await makeFreelancer(t, undefined, 'Nosy');
    const otherEmployer = await makeEmployer(t, 'Other Co');
    expect((await request(t.http).get(`/api/applications/${id}/messages`)).status).toBe(401);
    expect((await request(t.http).post(`/api/applications/${id}/messages`).send({ body: 'hi' })).status).toBe(401);
    expect((await request(t.http).get('/api/messages/stream')).status).toBe(401);
    for (const outsider of [stranger, otherEmployer]) {
      expect((await thread(id, outsider)).status).toBe(404);
      expect((await send(id, outsider, 'hello')).status).toBe(404);
    }
    expect((await thread(999_999, employer)).status).toBe(404);

    const first = await send(id, freelancer, 'Hello, is the fence wooden? <b>bold</b>');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ mine: true, body: 'Hello, is the fence wooden? <b>bold</b>', seen_at: null, masked: false });
    expect((await send(id, employer, 'Yes it is')).status).toBe(201);

    // Bad input: 400 with the field, never 500.
    const empty = await send(id, employer, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.[0] ?? empty.body).toBeDefined();
    const long = await send(id, employer, 'x'.repeat(2001));
    expect(long.status).toBe(400);

    // Unread counts and seen-at receipts.
    expect((await request(t.http).get('/api/messages/unread').set(employer.auth)).body.data).toEqual({ unread: 1 });
    const seen = await thread(id, employer);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ role: 'employer', job_title: 'Paint a fence', other: { id: freelancer.id, name: 'Ada Talker' }, unread: 0 });
    expect(seen.body.data.items.map((m: { body: string }) => m.body)).toEqual(['Hello, is the fence wooden? <b>bold</b>', 'Yes it is']);
    expect(seen.body.data.items[0].seen_at).not.toBeNull(); // the freelancer's, read by that GET
    expect(seen.body.data.items[1].seen_at).toBeNull(); // the employer's own, not yet read
    expect((await thread(id, freelancer)).body.data.items[1].seen_at).not.toBeNull();
    expect((await thread(id, employer)).body.data.items[1].seen_at).not.toBeNull();
  });

  it('the inbox lists threads with unread counts; SMS preferences switch on and off', async () => {
    const { employer, freelancer, id } = await world();
    await send(id, freelancer, 'first');
    await send(id, freelancer, 'second');
    const inbox = (await request(t.http).get('/api/messages/threads').set(employer.auth)).body.data;
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ application_id: id, job_title: 'Paint a fence', other: { id: freelancer.id }, unread: 2, last: { body: 'second' } });
    expect((await request(t.http).get('/api/messages/threads').set(freelancer.auth)).body.data[0].unread).toBe(0);

    const prefs = () => request(t.http).get('/api/account/sms-preferences').set(employer.auth);
    expect((await prefs()).body.data).toEqual({ sms_message_nudges: true, sms_job_alerts: true });
    const put = await request(t.http).put('/api/account/sms-preferences').set(employer.auth).send({ sms_message_nudges: false });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ sms_message_nudges: false, sms_job_alerts: true });
    expect((await request(t.http).put('/api/account/sms-preferences').set(employer.auth).send({ sms_job_alerts: 'maybe' })).status).toBe(400);
    await request(t.http).put('/api/account/sms-preferences').set(employer.auth).send({ sms_message_nudges: true }).expect(200);
  });

  it('masks phones and e-mails before approval, with a note; none after', async () => {
    const { employer, freelancer, id } = await world();
    await send(id, freelancer, 'Call 08031234567 or mail ada@example.com');
    const before = (await thread(id, employer)).body.data;
    expect(before.approved).toBe(false);
    expect(before.mask_note).toMatch(/hidden until the employer approves/);
    expect(before.items[0]).toMatchObject({ body: 'Call [hidden] or mail [hidden]', masked: true });
    // The sender sees what the other side sees.
    expect((await thread(id, freelancer)).body.data.items[0].body).toBe('Call [hidden] or mail [hidden]');
    // French readers get the French note.
    await t.dataSource.getRepository(User).update({ id: employer.id }, { language: 'fr' });
    expect((await thread(id, employer)).body.data.items[0].body).toBe('Call [masqué] or mail [masqué]');

    await t.dataSource.getRepository(JobApplication).update({ id }, { status: 'approved' });
    const after = (await thread(id, employer)).body.data;
    expect(after).toMatchObject({ approved: true, mask_note: null });
    expect(after.items[0]).toMatchObject({ body: 'Call 08031234567 or mail ada@example.com', masked: false });
  });

  it('attachments: images and PDFs checked by content, served to the two participants only', async () => {
    const { employer, freelancer, id } = await world();
    const stranger = await makeEmployer(t, 'Peek Co');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const attach = (who: Person, data: Buffer, name: string, body?: string) => {
      const call = request(t.http).post(`/api/applications/${id}/messages/attachment`).set(who.auth).attach('file', data, name);
      return body === undefined ? call : call.field('body', body);
    };
    const image = await attach(freelancer, png, 'fence.png', 'The fence today');
    expect(image.status).toBe(201);
    expect(image.body.data).toMatchObject({ body: 'The fence today', attachment: 'png' });
    const pdf = await attach(employer, Buffer.from('%PDF-1.4\n%...'), 'quote.pdf');
    expect(pdf.status).toBe(201);
    expect(pdf.body.data).toMatchObject({ body: '', attachment: 'pdf' });
    const text = await attach(employer, Buffer.from('just text'), 'notes.pdf');
    expect(text.status).toBe(400);
    expect(text.body.errors?.[0]?.field ?? text.body.errors?.file ?? 'file').toBeTruthy();
    expect((await attach(stranger, png, 'x.png')).status).toBe(404);
    const file = await request(t.http).get(`/api/messages/${image.body.data.id}/attachment`).set(employer.auth);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.body as Buffer, png)).toBe(0);
    const doc = await request(t.http).get(`/api/messages/${pdf.body.data.id}/attachment`).set(freelancer.auth);
    expect(doc.headers['content-disposition']).toBe('attachment');
    expect((await request(t.http).get(`/api/messages/${image.body.data.id}/attachment`).set(stranger.auth)).status).toBe(404);
    expect((await request(t.http).get(`/api/messages/${image.body.data.id}/attachment`)).status).toBe(401);
  });

  it('block: no more messages either way, the hire goes on; unblock restores', async () => {
    const { employer, freelancer, id } = await world('funded');
    expect((await send(id, freelancer, 'hi')).status).toBe(201);
    expect((await request(t.http).post(`/api/applications/${id}/messages/block`).set(employer.auth)).status).toBe(200);
    const refused = await send(id, freelancer, 'hello?');
    expect(refused.status).toBe(403);
    expect((await send(id, employer, 'from the blocker')).status).toBe(403);
    const view = (await thread(id, freelancer)).body.data;
    expect(view).toMatchObject({ blocked_by_them: true, blocked_by_me: false, status: 'funded' });
    const hire = await t.dataSource.getRepository(JobApplication).findOneByOrFail({ id });
    expect(hire.status).toBe('funded');
    expect((await request(t.http).delete(`/api/applications/${id}/messages/block`).set(employer.auth)).status).toBe(200);
    expect((await send(id, freelancer, 'back')).status).toBe(201);
  });

  it('report: the other side’s message once, not one’s own, not a stranger', async () => {
    const { employer, freelancer, id } = await world();
    const stranger = await makeEmployer(t, 'Stranger Co');
    const message = (await send(id, freelancer, 'rude words')).body.data;
    const report = (who: Person, body: Record<string, unknown> = { reason: 'abusive' }) =>
      request(t.http).post(`/api/messages/${message.id}/report`).set(who.auth).send(body);
    expect((await report(stranger)).status).toBe(404);
    expect((await report(freelancer)).status).toBe(400);
    const made = await report(employer);
    expect(made.status).toBe(201);
    expect((await report(employer)).status).toBe(409);
    const row = await t.dataSource.getRepository(MessageReport).findOneByOrFail({ id: made.body.data.id });
    expect(row).toMatchObject({ message_id: message.id, reporter_id: employer.id, reason: 'abusive', status: 'open' });
    expect((await report(employer, { reason: 'x'.repeat(501) })).status).toBe(400);

    // The back office: admins read the reported thread (unmasked) and close the report, with the permission.
    const reader = await makeLimitedAdmin(t.dataSource, ['messagereports.list', 'messagereports.show']);
    const editor = await makeLimitedAdmin(t.dataSource, ['messagereports.list', 'messagereports.show', 'messagereports.edit']);
    const other = await makeLimitedAdmin(t.dataSource, ['ratings.list', 'ratings.show']);
    const as = async (user: { id: number }) => ({ Authorization: `Bearer ${await tokenFor(t, user.id)}` });
    const reportId = made.body.data.id;
    await send(id, employer, 'my number is 08031234567');
    expect((await request(t.http).get(`/api/admin/messagereports/${reportId}/thread`).set(await as(other))).status).toBe(403);
    const threadView = await request(t.http).get(`/api/admin/messagereports/${reportId}/thread`).set(await as(reader));
    expect(threadView.status).toBe(200);
    expect(threadView.body.data.items.map((m: { body: string; reported: boolean }) => [m.body, m.reported])).toEqual([
      ['rude words', true],
      ['my number is 08031234567', false],
    ]);
    const resolve = (who: Record<string, string>, body: Record<string, unknown>) => request(t.http).post(`/api/admin/messagereports/${reportId}/resolve`).set(who).send(body);
    expect((await resolve(await as(reader), { decision: 'resolved' })).status).toBe(403);
    expect((await resolve(await as(editor), { decision: 'maybe' })).status).toBe(400);
    const closed = await resolve(await as(editor), { decision: 'resolved', note: 'Warned the sender' });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ status: 'resolved', resolved_by: editor.id, resolution_note: 'Warned the sender' });
    expect((await resolve(await as(editor), { decision: 'dismissed' })).status).toBe(409);
  });

  it('nudges: after 15 unread minutes, one per thread per hour, never in quiet hours, opt-out honoured', async () => {
    const { employer, freelancer, id } = await world();
    const phone = await phoneOf(employer);
    const nudgesTo = () => readSms(t).filter((line) => line.to === phone);
    at(MORNING);
    await send(id, freelancer, 'are you there?');
    at(new Date(MORNING.getTime() + 14 * MINUTE));
    await nudges.runNudges();
    expect(nudgesTo()).toHaveLength(0);
    at(new Date(MORNING.getTime() + 16 * MINUTE));
    await nudges.runNudges();
    expect(nudgesTo()).toHaveLength(1);
    expect(nudgesTo()[0].message).toBe('GigMarket: Ada Talker sent you a message about "Paint a fence". Reply on GigMarket.');
    await nudges.runNudges();
    expect(nudgesTo()).toHaveLength(1); // that message is covered

    // A second message 20 minutes later: unread 15 minutes, but within the hour of the last nudge.
    at(new Date(MORNING.getTime() + 20 * MINUTE));
    await send(id, freelancer, 'hello??');
    at(new Date(MORNING.getTime() + 40 * MINUTE));
    await nudges.runNudges();
    expect(nudgesTo()).toHaveLength(1);
    at(new Date(MORNING.getTime() + 77 * MINUTE));
    await nudges.runNudges();
    expect(nudgesTo()).toHaveLength(2);

    // Read messages are never nudged.
    at(new Date(MORNING.getTime() + 140 * MINUTE));
    await send(id, freelancer, 'read me');
    await thread(id, employer);
    at(new Date(MORNING.getTime() + 200 * MINUTE));
    await nudges.runNudges();
    expect(nudgesTo()).toHaveLength(2);

    // Quiet hours: 21:30 Lagos, nothing; 07:05 next morning, the nudge goes out (in French now).
    await t.dataSource.getRepository(User).update({ id: employer.id }, { language: 'fr' });
    at(new Date('2026-12-01T20:00:00Z'));
    await send(id, freelancer, 'late message');
    at(new Date('2026-12-01T20:30:00Z'));
    expect(await nudges.runNudges()).toBe(0);
    at(new Date('2026-12-02T05:59:00Z'));
    expect(await nudges.runNudges()).toBe(0);
    at(new Date('2026-12-02T06:05:00Z'));
    await nudges.runNudges();
    expect(nudgesTo()).toHaveLength(3);
    expect(nudgesTo()[2].message).toMatch(/^GigMarket : Ada Talker vous a écrit au sujet de « Paint a fence »/);

    // Opted out: never.
    await t.dataSource.getRepository(User).update({ id: employer.id }, { sms_message_nudges: false });
    at(new Date('2026-12-02T09:00:00Z'));
    await send(id, freelancer, 'one more');
    at(new Date('2026-12-02T11:00:00Z'));
    await nudges.runNudges();
    expect(nudgesTo()).toHaveLength(3);
    expect(await t.dataSource.getRepository(AlertLog).countBy({ kind: 'nudge', user_id: employer.id })).toBe(3);
    // Covered without an SMS: later runs do not look at them again.
    expect(await t.dataSource.getRepository(Message).countBy({ application_id: id, nudged_at: IsNull() })).toBe(1);
  });

  it('a saved search keeps the LGA and "verified employers only" filters, and drops paging', async () => {
    const freelancer = await makeFreelancer(t, undefined, 'Ada Keeper');
    const saved = await request(t.http)
      .post('/api/freelancer/saved-searches')
      .set(freelancer.auth)
      .send({ name: 'Verified in an area', query: '?page=2&verified_employers=true&lga_id=3&q=paint&typos=false&after=abc' });
    expect(saved.status).toBe(201);
    expect(saved.body.data.query).toBe('q=paint&lga_id=3&verified_employers=true&typos=false');
    const refused = await request(t.http).post('/api/freelancer/saved-searches').set(freelancer.auth).send({ name: 'x', query: 'verified_employers=maybe' });
    expect(refused.status).toBe(400);
  });

  it('saved searches: a new matching listing notifies; one SMS digest a day with an opt-out link, none in quiet hours', async () => {
    const employer = await makeEmployer(t, 'Hiring Co');
    const freelancer = await makeFreelancer(t, { latitude: 6.5244, longitude: 3.3792 }, 'Ada Seeker');
    const phone = await phoneOf(freelancer);
    const save = (body: Record<string, unknown>) => request(t.http).post('/api/freelancer/saved-searches').set(freelancer.auth).send(body);
    expect((await save({ name: 'Plumbing', query: 'radius_km=abc' })).status).toBe(400);
    expect((await save({ name: '', query: '' })).status).toBe(400);
    expect((await request(t.http).post('/api/freelancer/saved-searches').set(employer.auth).send({ name: 'x', query: '' })).status).toBe(403);
    const made = await save({ name: 'Plumbing near me', query: `?category_id=${lookups.categoryId}&radius_km=25&page=3` });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ name: 'Plumbing near me', query: `category_id=${lookups.categoryId}&radius_km=25`, sms_enabled: true, pending_count: 0 });
    expect((await request(t.http).get('/api/freelancer/saved-searches').set(freelancer.auth)).body.data).toHaveLength(1);

    at(MORNING);
    // Matching: in the category within 25 km; not another category, not far away, not a draft.
    const match = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Fix the bathroom tap' });
    await makeListing(t.dataSource, employer.id, lookups, { category_id: lookups.otherCategoryId });
    await makeListing(t.dataSource, employer.id, lookups, { latitude: '12.0000000', longitude: '8.5000000' });
    await makeListing(t.dataSource, employer.id, lookups, { status: 'draft' });
    expect(await searches.runMatches()).toBe(1);
    expect(await searches.runMatches()).toBe(0);
    const bell = await t.dataSource.getRepository(Notification).findBy({ user_id: freelancer.id, notice_type: 'job_alert' });
    expect(bell).toHaveLength(1);
    expect(bell[0].message).toContain(`/freelancer/details/${match.id}`);

    // Quiet hours: no digest; at 08:00 Lagos the digest goes, once for the day.
    at(new Date('2026-12-01T21:00:00Z'));
    expect(await searches.runDigests()).toBe(0);
    at(new Date('2026-12-02T07:00:00Z'));
    expect(await searches.runDigests()).toBe(1);
    const digest = readSms(t).filter((line) => line.to === phone);
    expect(digest).toHaveLength(1);
    const token = (await t.dataSource.getRepository(SavedSearch).findOneByOrFail({ user_id: freelancer.id })).token;
    expect(digest[0].message).toBe(`GigMarket: 1 new job for your search "Plumbing near me". Stop these texts: http://localhost:3001/alerts/stop/${token}`);

    // Another match the same day: a notification now, the SMS only 24 hours after the last.
    await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Unblock a drain' });
    at(new Date('2026-12-02T10:00:00Z'));
    expect(await searches.runMatches()).toBe(1);
    expect(await searches.runDigests()).toBe(0);
    at(new Date('2026-12-03T07:00:00Z'));
    expect(await searches.runDigests()).toBe(1);

    // The opt-out link stops the SMS (not the notifications); the account-wide switch too.
    await makeListing(t.dataSource, employer.id, lookups);
    await searches.runMatches();
    expect((await request(t.http).post(`/api/saved-searches/stop/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await request(t.http).post(`/api/saved-searches/stop/${token}`)).status).toBe(200);
    at(new Date('2026-12-05T07:00:00Z'));
    expect(await searches.runDigests()).toBe(0);
    expect(readSms(t).filter((line) => line.to === phone)).toHaveLength(2);
    expect(await t.dataSource.getRepository(AlertLog).countBy({ kind: 'digest', user_id: freelancer.id })).toBe(2);
    expect(await t.dataSource.getRepository(AlertLog).countBy({ kind: 'match', user_id: freelancer.id })).toBe(3);

    // The back office's alert volume.
    const admin = await makeLimitedAdmin(t.dataSource, ['savedsearches.list']);
    const volume = await request(t.http).get('/api/admin/alerts/volume?days=30').set({ Authorization: `Bearer ${await tokenFor(t, admin.id)}` });
    expect(volume.status).toBe(200);
    expect(volume.body.data.totals.digest).toBeGreaterThanOrEqual(0);
    expect(volume.body.data.saved_searches).toBeGreaterThanOrEqual(1);

    const id = made.body.data.id;
    expect((await request(t.http).delete(`/api/freelancer/saved-searches/${id}`).set(freelancer.auth)).status).toBe(200);
    expect((await request(t.http).delete(`/api/freelancer/saved-searches/${id}`).set(freelancer.auth)).status).toBe(404);
  });

  it('a listing saved as open triggers the matching task; a draft does not', async () => {
    const employer = await makeEmployer(t, 'Trigger Co');
    const trigger = jest.spyOn(t.app.get(TaskScheduler), 'trigger');
    await makeListing(t.dataSource, employer.id, lookups, { status: 'draft' });
    expect(trigger).not.toHaveBeenCalledWith(MATCH_TASK, expect.any(Number));
    await makeListing(t.dataSource, employer.id, lookups);
    expect(trigger).toHaveBeenCalledWith(MATCH_TASK, 10_000);
  });

  it('a sender past MESSAGES_PER_USER_PER_MINUTE gets 429 with Retry-After and nothing stored; the other side still writes', async () => {
    const { employer, freelancer, id } = await world();
    const limit = Number(t.config.MESSAGES_PER_USER_PER_MINUTE);
    expect(limit).toBe(30);
    for (let i = 1; i <= limit; i++) expect((await send(id, freelancer, `message ${i}`)).status).toBe(201);
    const refused = await send(id, freelancer, 'one too many');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.result).toBe(false);
    const file = await request(t.http)
      .post(`/api/applications/${id}/messages/attachment`)
      .set(freelancer.auth)
      .attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), 'a.pdf');
    expect(file.status).toBe(429);
    expect(await t.dataSource.getRepository(Message).countBy({ application_id: id, sender_id: freelancer.id })).toBe(limit);
    expect((await send(id, employer, 'still here')).status).toBe(201);
  });

  it('the account-wide job-alert switch stops digests', async () => {
    const employer = await makeEmployer(t, 'Quiet Co');
    const freelancer = await makeFreelancer(t, undefined, 'Ada Quiet');
    await request(t.http).post('/api/freelancer/saved-searches').set(freelancer.auth).send({ name: 'All', query: '' }).expect(201);
    await t.dataSource.getRepository(User).update({ id: freelancer.id }, { sms_job_alerts: false });
    await makeListing(t.dataSource, employer.id, lookups);
    at(MORNING);
    expect(await searches.runMatches()).toBeGreaterThan(0);
    const phone = await phoneOf(freelancer);
    await searches.runDigests();
    expect(readSms(t).filter((line) => line.to === phone)).toHaveLength(0);
  });
});
