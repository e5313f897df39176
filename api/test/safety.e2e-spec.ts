import request from 'supertest';
import { IDENTITY_MESSAGES, MESSAGING_TEXTS, NEVER_PAY_NOTICE } from '@gigmarket/shared';
import { IdentityCheck } from '../src/identity/identity.entities';
import { Listing } from '../src/listings/listing.entity';
import { Notification } from '../src/notifications/notification.entity';
import { ListingReport } from '../src/safety/listing-report.entity';
import { MODERATOR_PERMISSIONS } from '../src/seed/seed';
import { adminToken, authEnv, makeLimitedAdmin, readSms } from './support/auth-fixtures';
import { insertUser, tokenFor } from './support/admin-fixtures';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeListing, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(databaseKinds())('safe jobs: reports, hiding, take-down and flagged text (%s)', (kind) => {
  let t: TestApp;
  let lookups: Lookups;
  let admin: { Authorization: string };
  let employer: Person;

  /** Gives a person the badge as the identity module would have (the flow itself is test/identity). */
  const verify = (person: Person, type: 'employer' | 'freelancer' = 'freelancer') =>
    t.dataSource.getRepository(IdentityCheck).insert({ user_id: person.id, user_type: type, status: 'verified', verified_at: new Date(), requested_at: new Date() });
  const freelancers = async (count: number, verified: boolean) => {
    const made: Person[] = [];
    for (let i = 0; i < count; i++) {
      const person = await makeFreelancer(t, undefined, `Reporter ${i}`);
      if (verified) await verify(person);
      made.push(person);
    }
    return made;
  };
  const report = (who: Person, listingId: number, reason: string, note?: string) =>
    request(t.http).post(`/api/jobs/${listingId}/report`).set(who.auth).send(note === undefined ? { reason } : { reason, note });
  const moderation = async (listingId: number) => (await t.dataSource.getRepository(Listing).findOneByOrFail({ id: listingId })).moderation;
  const searchIds = async (who: Person, q: string) =>
    ((await request(t.http).get('/api/jobs').query({ q }).set(who.auth)).body.data.items as { id: number }[]).map((item) => item.id);

  beforeAll(async () => {
    t = await createTestApp(kind, authEnv());
    lookups = await makeLookups(t.dataSource);
    admin = { Authorization: `Bearer ${await tokenFor(t, (await insertUser(t.dataSource, 'superadmin')).id)}` };
    employer = await makeEmployer(t, 'Trusty Events');
  });
  afterAll(() => t.close());

  it('never hides a job on reports by people without the badge, whatever the reason', async () => {
    const job = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Unverified reports: ushers' });
    const [a, b, c] = await freelancers(3, false);
    expect((await report(a, job.id, 'asks_for_money', 'They want N5,000')).status).toBe(201);
    expect((await report(b, job.id, 'fake')).status).toBe(201);
    expect((await report(c, job.id, 'asks_for_money')).status).toBe(201);
    expect(await moderation(job.id)).toBe('visible');
    expect(await searchIds(a, 'Unverified reports')).toEqual([job.id]);
    const stored = await t.dataSource.getRepository(ListingReport).find({ where: { listing_id: job.id }, order: { id: 'ASC' } });
    expect(stored.map((row) => [row.reason, Boolean(row.reporter_verified), row.note])).toEqual([
      ['asks_for_money', false, 'They want N5,000'],
      ['fake', false, null],
      ['asks_for_money', false, null],
    ]);
  });

  it('hides a job reported by two distinct verified freelancers at once: out of search, its page 404, the employer told', async () => {
    const job = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Two reporters: cleaners' });
    const [first, second] = await freelancers(2, true);
    const [reader] = await freelancers(1, false);
    const answered = await report(first, job.id, 'fake');
    expect(answered.status).toBe(201);
    expect(answered.body).toMatchObject({ result: true, message: IDENTITY_MESSAGES.reported, data: { id: expect.any(Number), reason: 'fake' } });
    expect(await moderation(job.id)).toBe('visible');
    // The same person again is refused, and counts once.
    const twice = await report(first, job.id, 'unsafe');
    expect([twice.status, twice.body.message]).toEqual([409, IDENTITY_MESSAGES.alreadyReported]);
    expect(await moderation(job.id)).toBe('visible');

    expect((await report(second, job.id, 'unsafe')).status).toBe(201);
    const hidden = await t.dataSource.getRepository(Listing).findOneByOrFail({ id: job.id });
    expect(hidden).toMatchObject({ moderation: 'hidden', status: 'closed', closed_reason: 'moderation' });
    expect(await searchIds(reader, 'Two reporters')).not.toContain(job.id);
    expect((await request(t.http).get(`/api/jobs/${job.id}`).set(reader.auth)).status).toBe(404);
    expect((await request(t.http).get(`/api/home/jobs/${job.id}`)).status).toBe(404);
    expect((await request(t.http).post(`/api/jobs/${job.id}/apply`).set(reader.auth).send({})).status).not.toBe(201);
    // A hidden job cannot be reported again (it is not there for freelancers).
    expect((await report(reader, job.id, 'fake')).status).toBe(404);
    // The employer sees why, and cannot reopen it.
    const notices = await t.dataSource.getRepository(Notification).find({ where: { user_id: employer.id, notice_type: 'listing' } });
    expect(notices.some((notice) => notice.title === 'Your job is hidden while we review a report')).toBe(true);
    const own = (await request(t.http).get(`/api/employer/listings/${job.id}`).set(employer.auth)).body.data;
    expect(own).toMatchObject({ moderation: 'hidden', closed_reason: 'moderation' });
    const reopen = await request(t.http).post(`/api/employer/listings/${job.id}/reopen`).set(employer.auth).send({});
    expect([reopen.status, reopen.body.message]).toEqual([409, IDENTITY_MESSAGES.underReview]);
    expect((await request(t.http).post(`/api/admin/listings/${job.id}/reopen`).set(admin)).status).toBe(409);
  });

  it('queues one verified report, whatever the reason, from a reporter without a track record', async () => {
    const money = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Money report: waiters' });
    const [reporter] = await freelancers(1, true);
    expect((await report(reporter, money.id, 'asks_for_money')).status).toBe(201);
    expect(await moderation(money.id)).toBe('visible');
    expect((await t.dataSource.getRepository(ListingReport).findOneByOrFail({ listing_id: money.id })).hid).toBeNull();
  });

  it('answers 404 for an unknown job, 400 for a reason off the list or a long note, 403 for an employer', async () => {
    const job = await makeListing(t.dataSource, employer.id, lookups);
    const [who] = await freelancers(1, false);
    expect((await report(who, 999_999, 'fake')).status).toBe(404);
    expect((await report(who, job.id, 'spam')).body.errors).toHaveProperty('reason');
    expect((await report(who, job.id, 'other', 'x'.repeat(501))).body.errors).toHaveProperty('note');
    expect((await report(employer, job.id, 'fake')).status).toBe(403);
  });

  it('takes a job down and restores it: reports reviewed, the employer told (bell and SMS), back in search after restore, the count starting again', async () => {
    const job = await makeListing(t.dataSource, employer.id, lookups, { job_title: 'Moderated: security guards' });
    const [a, b, c, d] = await freelancers(4, true);
    await report(a, job.id, 'asks_for_money', 'Registration fee');
    await report(d, job.id, 'fake');
    expect(await moderation(job.id)).toBe('hidden');

    // The queue, filtered by the job's moderation.
    const queue = await request(t.http)
      .get('/api/admin/listingreports')
      .query({ filter: JSON.stringify({ listing_moderation: 'hidden', listing_id: job.id }), sort: JSON.stringify(['created_at', 'DESC']) })
      .set(admin);
    expect(queue.status).toBe(200);
    expect(queue.body).toHaveLength(2);
    expect(queue.body.find((row: { reporter_id: number }) => row.reporter_id === a.id)).toMatchObject({
      listing_id: job.id,
      job_title: 'Moderated: security guards',
      employer_id: employer.id,
      employer_name: 'Trusty Events Boss',
      reporter_id: a.id,
      reporter_name: 'Reporter 0',
      reporter_verified: true,
      reason: 'asks_for_money',
      rule: null,
      note: 'Registration fee',
      listing_moderation: 'hidden',
      reviewed_at: null,
      hid: 'agreed',
      outcome: null,
    });
    expect((await request(t.http).get('/api/admin/listingreports').query({ filter: JSON.stringify({ listing_moderation: 'visible', listing_id: job.id }) }).set(admin)).body).toHaveLength(0);

    const down = await request(t.http).post(`/api/admin/listings/${job.id}/take-down`).set(admin).send({ reason: 'Asks applicants for a fee' });
    expect(down.status).toBe(200);
    expect(down.body.data).toMatchObject({ id: job.id, moderation: 'taken_down', moderation_reason: 'Asks applicants for a fee', status: 'closed' });
    expect((await request(t.http).post(`/api/admin/listings/${job.id}/take-down`).set(admin).send({ reason: 'Again' })).status).toBe(409);
    expect((await request(t.http).post(`/api/admin/listings/${job.id}/take-down`).set(admin).send({})).status).toBe(400);
    const reviewed = await t.dataSource.getRepository(ListingReport).findBy({ listing_id: job.id });
    expect(reviewed.map((row) => [row.reviewed_at !== null, row.outcome])).toEqual([
      [true, 'upheld'],
      [true, 'upheld'],
    ]);
    expect(readSms(t).some((line) => line.message.includes('was taken down'))).toBe(true);
    const reopen = await request(t.http).post(`/api/employer/listings/${job.id}/reopen`).set(employer.auth).send({});
    expect([reopen.status, reopen.body.message]).toEqual([409, IDENTITY_MESSAGES.isTakenDown]);

    const back = await request(t.http).post(`/api/admin/listings/${job.id}/restore`).set(admin).send({ note: 'The fee was a misunderstanding' });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ moderation: 'visible', status: 'open', closed_reason: null, moderation_reason: null });
    expect((await request(t.http).post(`/api/admin/listings/${job.id}/restore`).set(admin).send({})).status).toBe(409);
    expect(await searchIds(b, 'Moderated: security')).toEqual([job.id]);
    const notices = await t.dataSource.getRepository(Notification).find({ where: { user_id: employer.id, notice_type: 'listing' } });
    expect(notices.map((notice) => notice.title)).toEqual(expect.arrayContaining(['Your job was taken down', 'Your job is back in search']));
    expect(readSms(t).some((line) => line.message.includes('is back in search'))).toBe(true);

    // The restore overturned nothing already upheld: a review writes its outcome once.
    expect((await t.dataSource.getRepository(ListingReport).findBy({ listing_id: job.id })).map((row) => row.outcome)).toEqual(['upheld', 'upheld']);
    // Reviewed reports count no more: one new verified report leaves it visible, a second distinct one hides it.
    expect((await report(b, job.id, 'fake')).status).toBe(201);
    expect(await moderation(job.id)).toBe('visible');
    expect((await report(c, job.id, 'unsafe')).status).toBe(201);
    expect(await moderation(job.id)).toBe('hidden');
  });

  it('lets the Moderator work the queue; an admin without listingreports.edit cannot take a job down', async () => {
    const job = await makeListing(t.dataSource, employer.id, lookups);
    const moderator = { Authorization: `Bearer ${await adminToken(t, await makeLimitedAdmin(t.dataSource, MODERATOR_PERMISSIONS))}` };
    const reader = { Authorization: `Bearer ${await adminToken(t, await makeLimitedAdmin(t.dataSource, ['listingreports.list', 'listingreports.show']))}` };
    expect((await request(t.http).get('/api/admin/listingreports').set(reader)).status).toBe(200);
    expect((await request(t.http).post(`/api/admin/listings/${job.id}/take-down`).set(reader).send({ reason: 'No' })).status).toBe(403);
    expect((await request(t.http).post(`/api/admin/listings/${job.id}/take-down`).set(moderator).send({ reason: 'Fake job' })).status).toBe(200);
    expect((await request(t.http).post(`/api/admin/listings/${job.id}/restore`).set(moderator).send({})).status).toBe(200);
    expect((await request(t.http).post('/api/admin/listingreports').set(admin).send({})).status).toBe(405);
  });

  it('flags job text and employers’ messages that ask for a fee, by the documented rules, without hiding anything', async () => {
    const body = {
      job_title: 'Flagged: hotel cleaners',
      category_id: lookups.categoryId,
      job_type: lookups.jobTypeId,
      state: lookups.stateId,
      job_date: '2030-12-10',
      amount: '15000.00',
      work_description: 'Cleaners needed. A registration fee of N3,000 is paid on the first day.',
      status: 'open',
    };
    const created = await request(t.http).post('/api/employer/listings').set(employer.auth).send(body);
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const flags = () => t.dataSource.getRepository(ListingReport).find({ where: { listing_id: id }, order: { id: 'ASC' } });
    expect((await flags()).map((row) => [row.reason, row.rule, row.reporter_id])).toEqual([['flagged_text', 'registration_fee', null]]);
    expect((await flags())[0].note).toContain('registration fee');
    expect(await moderation(id)).toBe('visible');
    // An edit keeping the words raises nothing new; a new rule does.
    expect((await request(t.http).patch(`/api/employer/listings/${id}`).set(employer.auth).send({ job_title: 'Flagged: hotel cleaners (2)' })).status).toBe(200);
    expect(await flags()).toHaveLength(1);
    expect(
      (await request(t.http).patch(`/api/employer/listings/${id}`).set(employer.auth).send({ work_description: 'Cleaners needed. Send your deposit to 0123456789 GTBank before you start.' })).status,
    ).toBe(200);
    expect((await flags()).map((row) => row.rule)).toEqual(['registration_fee', 'pay_to_start']);

    // A clean job raises nothing.
    const clean = await request(t.http).post('/api/employer/listings').set(employer.auth).send({ ...body, job_title: 'Clean job', work_description: 'Cleaners needed for two days. Uniform provided.' });
    expect(await t.dataSource.getRepository(ListingReport).count({ where: { listing_id: clean.body.data.id } })).toBe(0);

    // Messages: the employer's fee request is flagged against the thread's job; the freelancer's question is not.
    const [worker] = await freelancers(1, false);
    const applied = await request(t.http).post(`/api/jobs/${clean.body.data.id}/apply`).set(worker.auth).send({});
    expect(applied.status).toBe(201);
    const thread = applied.body.data.id as number;
    const fromEmployer = await request(t.http).post(`/api/applications/${thread}/messages`).set(employer.auth).send({ body: 'Welcome! Please pay for your uniform before Monday.' });
    expect(fromEmployer.status).toBe(201);
    await request(t.http).post(`/api/applications/${thread}/messages`).set(worker.auth).send({ body: 'Is there a registration fee?' });
    const messageFlags = await t.dataSource.getRepository(ListingReport).find({ where: { listing_id: clean.body.data.id } });
    expect(messageFlags.map((row) => [row.reason, row.rule, row.message_id])).toEqual([['flagged_text', 'uniform_fee', fromEmployer.body.data.id]]);
    const queue = await request(t.http).get('/api/admin/listingreports').query({ filter: JSON.stringify({ reason: 'flagged_text', listing_id: clean.body.data.id }) }).set(admin);
    expect(queue.body[0]).toMatchObject({ reason: 'flagged_text', rule: 'uniform_fee', reporter_id: null, reporter_name: null, reporter_verified: false });
  });

  it('opens every thread with the never-pay rule, in the caller’s language', async () => {
    const job = await makeListing(t.dataSource, employer.id, lookups);
    const [worker] = await freelancers(1, false);
    const applied = await request(t.http).post(`/api/jobs/${job.id}/apply`).set(worker.auth).send({});
    const thread = applied.body.data.id as number;
    expect((await request(t.http).get(`/api/applications/${thread}/messages`).set(worker.auth)).body.data.safety_notice).toBe(NEVER_PAY_NOTICE.en);
    await request(t.http).put('/api/profile/language').set(employer.auth).send({ language: 'fr' });
    expect((await request(t.http).get(`/api/applications/${thread}/messages`).set(employer.auth)).body.data.safety_notice).toBe(NEVER_PAY_NOTICE.fr);
    await request(t.http).put('/api/profile/language').set(employer.auth).send({ language: 'en' });
    // A page read in French (the site sends its language) says the rule and the masking in French,
    // whatever the account's language; and in English the other way round.
    const french = (await request(t.http).get(`/api/applications/${thread}/messages`).set(worker.auth).set('Accept-Language', 'fr')).body.data;
    expect(french.safety_notice).toBe(NEVER_PAY_NOTICE.fr);
    expect(french.mask_note).toBe(MESSAGING_TEXTS.fr.maskNote);
    await request(t.http).put('/api/profile/language').set(worker.auth).send({ language: 'fr' });
    const english = (await request(t.http).get(`/api/applications/${thread}/messages`).set(worker.auth).set('Accept-Language', 'en')).body.data;
    expect(english.safety_notice).toBe(NEVER_PAY_NOTICE.en);
    expect(english.mask_note).toBe(MESSAGING_TEXTS.en.maskNote);
  });
});
