import request from 'supertest';
import { In } from 'typeorm';
import { IDENTITY_MESSAGES, REPORT_LIMITS, REPORT_RULE } from '@gigmarket/shared';
import { IdentityCheck } from '../src/identity/identity.entities';
import { JobApplication } from '../src/applications/job-application.entity';
import { Listing } from '../src/listings/listing.entity';
import { ListingReport } from '../src/safety/listing-report.entity';
import { User } from '../src/users/user.entity';
import { MODERATOR_PERMISSIONS } from '../src/seed/seed';
import { adminToken, authEnv, makeLimitedAdmin } from './support/auth-fixtures';
import { insertUser, tokenFor } from './support/admin-fixtures';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeListing, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import { atTime } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The report rule (docs/trust.md "Hiding"): one verified freelancer can no longer empty the
 * marketplace. A report queues; it hides at once only from a proven reporter within a small daily
 * budget, or when distinct verified reporters agree; everyone's reports are limited per hour and
 * per Lagos day; moderators see each reporter's pattern; one action restores every job a reporter hid.
 */
describe.each(databaseKinds())('the report rule (%s)', (kind) => {
  let t: TestApp;
  let lookups: Lookups;
  let admin: { Authorization: string };
  let employer: Person;
  let searcher: Person;
  let scammer: Person;
  let bank = 0;

  /** Gives a person the badge as the identity module would have, with the bank account it was checked against. */
  const verify = (person: Person, type: 'employer' | 'freelancer' = 'freelancer', account = { bank_code: '058', account_last4: String(1000 + ++bank) }) =>
    t.dataSource.getRepository(IdentityCheck).insert({ user_id: person.id, user_type: type, status: 'verified', verified_at: new Date(), requested_at: new Date(), ...account });
  const report = (who: Person, listingId: number, reason = 'asks_for_money') => request(t.http).post(`/api/jobs/${listingId}/report`).set(who.auth).send({ reason });
  const jobs = async (count: number, title: string, owner = employer, fields: Partial<Listing> = {}) => {
    const made: Listing[] = [];
    for (let i = 0; i < count; i++) made.push(await makeListing(t.dataSource, owner.id, lookups, { job_title: `${title} ${i + 1}`, ...fields }));
    return made;
  };
  const moderations = async (ids: number[]) =>
    (await t.dataSource.getRepository(Listing).find({ where: ids.map((id) => ({ id })), order: { id: 'ASC' } })).map((row) => row.moderation);
  const searchTotal = async (q: string) => (await request(t.http).get('/api/jobs').query({ q, per_page: 50 }).set(searcher.auth)).body.data.total as number;
  const takeDown = (listingId: number) => request(t.http).post(`/api/admin/listings/${listingId}/take-down`).set(admin).send({ reason: 'Asks applicants for money' });

  /** A verified freelancer whose reports were upheld `upheld` times (each job they reported taken down by an admin). */
  async function provenReporter(name: string, upheld = REPORT_RULE.provenUpheld): Promise<Person> {
    const reporter = await makeFreelancer(t, undefined, name);
    await verify(reporter);
    for (const job of await jobs(upheld, `${name}: scam`, scammer)) {
      expect((await report(reporter, job.id)).status).toBe(201);
      expect((await takeDown(job.id)).status).toBe(200);
    }
    return reporter;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, authEnv());
    lookups = await makeLookups(t.dataSource);
    admin = { Authorization: `Bearer ${await tokenFor(t, (await insertUser(t.dataSource, 'superadmin')).id)}` };
    employer = await makeEmployer(t, 'Honest Events');
    searcher = await makeFreelancer(t, undefined, 'Job Seeker');
    scammer = await makeEmployer(t, 'Scam Recruiters');
  }, 180_000);
  afterAll(() => t.close());

  it('writes the track record down: a reporter becomes proven by reports upheld, and loses it by reports overturned', async () => {
    const reporter = await provenReporter('Track Record');
    const outcomes = await t.dataSource.getRepository(ListingReport).find({ where: { reporter_id: reporter.id } });
    expect(outcomes.map((row) => row.outcome)).toEqual(['upheld', 'upheld']);
    // Proven: one report hides at once, for an urgent reason only.
    const [fake, money] = await jobs(2, 'Track record: ushers');
    expect((await report(reporter, fake.id, 'fake')).status).toBe(201);
    expect((await report(reporter, money.id, 'asks_for_money')).status).toBe(201);
    expect(await moderations([fake.id, money.id])).toEqual(['visible', 'hidden']);
    expect((await t.dataSource.getRepository(ListingReport).findOneByOrFail({ listing_id: money.id })).hid).toBe('instant');
    // The job comes back: that report is overturned, and 1 in 3 overturned is more than the rule allows.
    expect((await request(t.http).post(`/api/admin/listings/${money.id}/restore`).set(admin).send({})).status).toBe(200);
    expect((await t.dataSource.getRepository(ListingReport).findOneByOrFail({ listing_id: money.id })).outcome).toBe('overturned');
    const [next] = await jobs(1, 'Track record: cleaners');
    expect((await report(reporter, next.id, 'unsafe')).status).toBe(201);
    expect(await moderations([next.id])).toEqual(['visible']);
  });

  it('lets one proven reporter hide at most the daily budget out of 25 jobs, limits their reports, and restores all they hid in one action', async () => {
    const reporter = await provenReporter('Abuse Test');
    const targets = await jobs(25, 'Abuse target: event staff');
    expect(await searchTotal('Abuse target')).toBe(25);
    const morning = new Date('2030-05-06T07:00:00.000Z'); // 08:00 in Lagos
    const answers = await atTime(t, morning, async () => {
      const all: request.Response[] = [];
      for (const job of targets) all.push(await report(reporter, job.id));
      return all;
    });
    // The hour's limit lets REPORT_LIMITS.perHour in; the rest are refused with when to come back.
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(REPORT_LIMITS.perHour);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(25 - REPORT_LIMITS.perHour);
    expect(refused[0].body.message).toBe(IDENTITY_MESSAGES.reportsThisHour);
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(3500);
    // Of those, only the budget hid anything.
    expect(await searchTotal('Abuse target')).toBe(25 - REPORT_RULE.instantHidesPerDay);

    // Later the same Lagos day: the day's limit, and still no more hides.
    const noon = await atTime(t, new Date('2030-05-06T11:00:00.000Z'), async () => {
      const all: request.Response[] = [];
      for (const job of targets.slice(REPORT_LIMITS.perHour)) all.push(await report(reporter, job.id));
      return all;
    });
    expect(noon.filter((answer) => answer.status === 201)).toHaveLength(REPORT_LIMITS.perDay - REPORT_LIMITS.perHour);
    expect(await searchTotal('Abuse target')).toBe(25 - REPORT_RULE.instantHidesPerDay);
    const dayLimit = await atTime(t, new Date('2030-05-06T13:00:00.000Z'), () => report(reporter, targets[24].id));
    expect([dayLimit.status, dayLimit.body.message]).toEqual([429, IDENTITY_MESSAGES.reportsToday]);
    expect(Number(dayLimit.headers['retry-after'])).toBe(10 * 3600); // until midnight in Lagos
    const hidden = (await moderations(targets.map((job) => job.id))).filter((state) => state === 'hidden');
    expect(hidden).toHaveLength(REPORT_RULE.instantHidesPerDay);

    // The moderators see the pattern, and restore every job the reporter hid with one action.
    const queue = await request(t.http)
      .get('/api/admin/listingreports')
      .query({ filter: JSON.stringify({ reporter_id: reporter.id, hid: 'instant' }) })
      .set(admin);
    expect(queue.body).toHaveLength(REPORT_RULE.instantHidesPerDay);
    expect(queue.body[0]).toMatchObject({
      reporter_upheld: REPORT_RULE.provenUpheld,
      reporter_overturned: 0,
      reporter_proven: true,
      reporter_same_employer: REPORT_LIMITS.perDay,
      reporter_relation: null,
    });
    const restored = await request(t.http).post(`/api/admin/reporters/${reporter.id}/restore-hidden`).set(admin).send({ note: 'One person against one employer' });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ reporter_id: reporter.id, count: REPORT_RULE.instantHidesPerDay });
    expect(restored.body.data.restored.map((job: { status: string }) => job.status)).toEqual(Array(REPORT_RULE.instantHidesPerDay).fill('open'));
    expect(await searchTotal('Abuse target')).toBe(25);
    expect((await moderations(targets.map((job) => job.id))).every((state) => state === 'visible')).toBe(true);
    const rows = await t.dataSource.getRepository(ListingReport).find({ where: { reporter_id: reporter.id, hid: 'instant' } });
    expect(rows.map((row) => row.outcome)).toEqual(Array(REPORT_RULE.instantHidesPerDay).fill('overturned'));
    // Nothing more to restore; and the reporter is no longer proven.
    expect((await request(t.http).post(`/api/admin/reporters/${reporter.id}/restore-hidden`).set(admin).send({})).body.data.count).toBe(0);
    const tomorrow = await atTime(t, new Date('2030-05-07T08:00:00.000Z'), () => report(reporter, targets[24].id));
    expect(tomorrow.status).toBe(201);
    expect(await moderations([targets[24].id])).toEqual(['visible']);
  });

  it('limits everyone’s reports, unverified accounts too, even sent all at once', async () => {
    const sender = await makeFreelancer(t, undefined, 'Burst Sender');
    const targets = await jobs(25, 'Burst target');
    const answers = await atTime(t, new Date('2030-06-01T09:00:00.000Z'), () => Promise.all(targets.map((job) => report(sender, job.id, 'fake'))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(REPORT_LIMITS.perHour);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(25 - REPORT_LIMITS.perHour);
    expect(await t.dataSource.getRepository(ListingReport).count({ where: { reporter_id: sender.id } })).toBe(REPORT_LIMITS.perHour);
    expect(await searchTotal('Burst target')).toBe(25);
  });

  it('hides a job when distinct verified reporters agree, and restore-all of one of them brings it back', async () => {
    const [job] = await jobs(1, 'Agreed: waiters');
    const first = await makeFreelancer(t, undefined, 'First Agreeing');
    const second = await makeFreelancer(t, undefined, 'Second Agreeing');
    const unverified = await makeFreelancer(t, undefined, 'Unverified Agreeing');
    await verify(first);
    await verify(second);
    expect((await report(unverified, job.id, 'fake')).status).toBe(201);
    expect((await report(first, job.id, 'fake')).status).toBe(201);
    expect(await moderations([job.id])).toEqual(['visible']);
    expect((await report(second, job.id, 'unsafe')).status).toBe(201);
    expect(await moderations([job.id])).toEqual(['hidden']);
    const rows = await t.dataSource.getRepository(ListingReport).find({ where: { listing_id: job.id }, order: { id: 'ASC' } });
    expect(rows.map((row) => row.hid)).toEqual([null, 'agreed', 'agreed']);
    const restored = await request(t.http).post(`/api/admin/reporters/${first.id}/restore-hidden`).set(admin).send({});
    expect(restored.body.data.restored.map((row: { id: number }) => row.id)).toEqual([job.id]);
    expect(await moderations([job.id])).toEqual(['visible']);
  });

  it('shows moderators a report on the reporter’s own job, a competitor’s and an employer who turned them down', async () => {
    const category = lookups.categoryId;
    // One person with two accounts: a freelancer and an employer, verified with the same bank account and names.
    const reporter = await makeFreelancer(t, undefined, 'Two Accounts');
    const ownCompany = await makeEmployer(t, 'Own Company');
    await t.dataSource.getRepository(User).update({ id: In([reporter.id, ownCompany.id]) }, { first_name: 'Kemi', last_name: 'Bello' });
    const account = { bank_code: '044', account_last4: '4321' };
    await verify(reporter, 'freelancer', account);
    await verify(ownCompany, 'employer', account);
    const [ownJob] = await jobs(1, 'Own company job', ownCompany, { category_id: category });
    const rival = await makeEmployer(t, 'Rival Company');
    const [rivalJob] = await jobs(1, 'Rival job', rival, { category_id: category });
    const strict = await makeEmployer(t, 'Strict Company');
    const [strictJob] = await jobs(1, 'Strict job', strict, { category_id: lookups.otherCategoryId });
    await t.dataSource.getRepository(JobApplication).insert({ user_id: reporter.id, listing_id: strictJob.id, price: '1000.00', status: 'disapproved' });
    for (const job of [ownJob, rivalJob, strictJob]) expect((await report(reporter, job.id, 'fake')).status).toBe(201);

    const moderator = { Authorization: `Bearer ${await adminToken(t, await makeLimitedAdmin(t.dataSource, MODERATOR_PERMISSIONS))}` };
    const queue = await request(t.http)
      .get('/api/admin/listingreports')
      .query({ filter: JSON.stringify({ reporter_id: reporter.id }), sort: JSON.stringify(['id', 'ASC']) })
      .set(moderator);
    expect(queue.status).toBe(200);
    expect(queue.body.map((row: { listing_id: number; reporter_relation: string | null }) => [row.listing_id, row.reporter_relation])).toEqual([
      [ownJob.id, 'own_job'],
      [rivalJob.id, 'competitor'],
      [strictJob.id, 'turned_down'],
    ]);
    const shown = await request(t.http).get(`/api/admin/listingreports/${queue.body[1].id}`).set(moderator);
    expect(shown.body).toMatchObject({ reporter_relation: 'competitor', reporter_open: 3, reporter_reports_today: 3, reporter_proven: false });
    // Restoring needs listingreports.edit.
    const reader = { Authorization: `Bearer ${await adminToken(t, await makeLimitedAdmin(t.dataSource, ['listingreports.list', 'listingreports.show']))}` };
    expect((await request(t.http).post(`/api/admin/reporters/${reporter.id}/restore-hidden`).set(reader).send({})).status).toBe(403);
    expect((await request(t.http).post(`/api/admin/reporters/${reporter.id}/restore-hidden`).set(moderator).send({})).status).toBe(200);
  });
});
