import request from 'supertest';
import { JobApplication } from '../src/applications/job-application.entity';
import { Clock } from '../src/common/clock';
import { HiresService } from '../src/hires/hires.service';
import { Listing } from '../src/listings/listing.entity';
import { Transaction } from '../src/transactions/transaction.entity';
import { Rating, ReliabilityEvent } from '../src/trust/trust.entities';
import { bayesian, PLATFORM_MEAN_TTL_MS, reliabilityScore, TrustService } from '../src/trust/trust.service';
import { User } from '../src/users/user.entity';
import { insertRole, insertUser, tokenFor } from './support/admin-fixtures';
import { readSms } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeListing, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import {
  approvedHire,
  balances,
  checkIn,
  closeWorld,
  fundHire,
  paymentsWorld,
  trialBalance,
  workDone,
  type PaymentsWorld,
} from './support/payment-fixtures';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The fixtures' listings start on 2030-12-10; at 09:00 Africa/Lagos here (08:00 UTC). */
const START = new Date('2030-12-10T08:00:00.000Z');
const AT_NINE = { job_date: '2030-12-10', job_sart_time: '09:00' } as Partial<Listing>;

describe('trust arithmetic', () => {
  it('Bayesian average with C = 5, rounded to 1 decimal, null without ratings', () => {
    expect(bayesian(0, 0, 3)).toBeNull();
    expect(bayesian(5, 1, 3)).toBe(3.3); // (15 + 5) / 6
    expect(bayesian(14, 3, 4)).toBe(4.3); // (20 + 14) / 8 = 4.25
    expect(bayesian(50, 10, 3)).toBe(4.3); // (15 + 50) / 15
  });
  it('reliability is 100 * good / (good + bad), "New" (null) below 3 hires', () => {
    expect(reliabilityScore(2, 0)).toEqual({ score: null, hires: 2 });
    expect(reliabilityScore(3, 0)).toEqual({ score: 100, hires: 3 });
    expect(reliabilityScore(3, 1)).toEqual({ score: 75, hires: 4 });
    expect(reliabilityScore(1, 2)).toEqual({ score: 33, hires: 3 });
  });
});

describe.each(databaseKinds())('trust (%s)', (kind) => {
  let world: PaymentsWorld;
  let lookups: Lookups;
  let http: PaymentsWorld['t']['http'];
  let clock: Clock;
  let superadmin: { Authorization: string };

  beforeAll(async () => {
    world = await paymentsWorld(kind);
    http = world.t.http;
    superadmin = world.superadmin;
    lookups = await makeLookups(world.t.dataSource);
    clock = world.t.app.get(Clock);
  });
  afterAll(() => closeWorld(world));

  // Cases move money: each ends with the books checked, on the real clock again.
  afterEach(async () => {
    jest.restoreAllMocks();
    const books = await trialBalance(world);
    expect(books.balanced).toBe(true);
    expect(books.debits).toBe(books.credits);
  });

  const at = (date: Date) => jest.spyOn(clock, 'now').mockReturnValue(date);
  const hire = async (id: number, who: Person) => (await request(http).get(`/api/hires/${id}`).set(who.auth)).body.data;
  const rate = (id: number, who: Person, body: Record<string, unknown>) =>
    request(http).post(`/api/hires/${id}/rating`).set(who.auth).send(body);
  const profile = async (userId: number, who: Person) =>
    (await request(http).get(`/api/profiles/${userId}`).set(who.auth)).body.data;
  const pair = async (name: string) => ({
    employer: await makeEmployer(world.t, `${name} Co`),
    freelancer: await makeFreelancer(world.t, undefined, `${name} Worker`),
  });
  /** Funded, checked in, done, confirmed by the employer. */
  const completedHire = async (employer: Person, freelancer: Person, listing: Partial<Listing> = {}) => {
    const id = await approvedHire(world, lookups, employer, freelancer, { listing });
    await fundHire(world, employer, id);
    await workDone(world, freelancer, id);
    await request(http).post(`/api/employer/hires/${id}/complete`).set(employer.auth).expect(200);
    return id;
  };
  /**
   * A revealed rating written straight to the tables: a completed hire 20 days old, rated once.
   * `via: 'sql'` writes the rating with plain SQL, as a restore or another API instance would.
   */
  const pastRating = async (
    rater: Person,
    ratee: Person,
    employerId: number,
    freelancerId: number,
    stars: number,
    comment: string | null = null,
    via: 'orm' | 'sql' = 'orm',
  ) => {
    const ds = world.t.dataSource;
    const listing = await makeListing(ds, employerId, lookups);
    const old = new Date(Date.now() - 20 * DAY);
    const application = await ds.getRepository(JobApplication).save({
      user_id: freelancerId,
      listing_id: listing.id,
      status: 'paid',
      agreed_amount_minor: 100_000,
      completed_at: old,
      completed_by: 'employer',
    });
    const rating = { application_id: application.id, rater_id: rater.id, ratee_id: ratee.id, stars, comment, created_at: old };
    if (via === 'orm') await ds.getRepository(Rating).insert(rating);
    else
      await ds.query('INSERT INTO ratings (application_id, rater_id, ratee_id, stars, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
        rating.application_id,
        rating.rater_id,
        rating.ratee_id,
        stars,
        comment,
        old.toISOString().replace('T', ' ').replace('Z', ''),
      ]);
  };

  it('the Bayesian average uses the platform mean; reliability counts the 90 days on the clock', async () => {
    const { employer, freelancer } = await pair('Arith');
    const ids = [];
    for (const stars of [5, 4, 5]) {
      const id = await completedHire(employer, freelancer);
      ids.push(id);
      expect((await rate(id, employer, { stars })).status).toBe(201);
      expect((await rate(id, freelancer, { stars: 4 })).status).toBe(201);
    }
    const [{ mean }] = (await world.t.dataSource.query('SELECT AVG(stars) AS mean FROM ratings')) as { mean: unknown }[];
    const m = Number(mean);
    const seen = await profile(freelancer.id, employer);
    expect(seen.rating).toEqual({ average: Math.round(((5 * m + 14) / 8) * 10) / 10, count: 3 });
    expect(seen.reliability).toEqual({ score: 100, hires: 3 });
    expect((await profile(employer.id, freelancer)).reliability).toEqual({ score: 100, hires: 3 });

    // A late cancellation by the freelancer: 3 good, 1 bad.
    const late = await approvedHire(world, lookups, employer, freelancer, { listing: AT_NINE });
    await fundHire(world, employer, late);
    at(new Date(START.getTime() - 10 * HOUR));
    await request(http).post(`/api/hires/${late}/cancel`).set(freelancer.auth).send({ reason: 'schedule_changed' }).expect(200);
    jest.restoreAllMocks();
    expect((await profile(freelancer.id, employer)).reliability).toEqual({ score: 75, hires: 4 });
    // The employer's late events: a hire completed by itself (slow confirmation).
    const auto = await approvedHire(world, lookups, employer, freelancer);
    await fundHire(world, employer, auto);
    await workDone(world, freelancer, auto);
    at(new Date(new Date((await hire(auto, employer)).ends_at).getTime() + 73 * HOUR));
    expect(await world.t.app.get(HiresService).autoCompleteDue()).toBeGreaterThanOrEqual(1);
    // Read back on the real clock, where the earlier hires are within the 90 days too.
    jest.restoreAllMocks();
    expect((await profile(employer.id, freelancer)).reliability).toEqual({ score: 75, hires: 4 });
    // Freelancer: 4 completed, 1 late cancel -> 80.
    expect((await profile(freelancer.id, employer)).reliability).toEqual({ score: 80, hires: 5 });
    // More than 90 days after the last of them (the auto-completion, 72 hours after the job's end): "New".
    at(new Date(START.getTime() + 95 * DAY));
    expect((await profile(freelancer.id, employer)).reliability).toEqual({ score: null, hires: 0 });
    expect((await profile(employer.id, freelancer)).reliability).toEqual({ score: null, hires: 0 });

    // Below 3 hires: "New".
    const fresh = await pair('Fresh');
    jest.restoreAllMocks();
    await completedHire(fresh.employer, fresh.freelancer);
    await completedHire(fresh.employer, fresh.freelancer);
    expect((await profile(fresh.freelancer.id, fresh.employer)).reliability).toEqual({ score: null, hires: 2 });
    expect(ids).toHaveLength(3);
  });

  it('double-blind: hidden until both have rated, or 14 days after the window opened', async () => {
    const { employer, freelancer } = await pair('Blind');
    const id = await completedHire(employer, freelancer);
    const before = await hire(id, freelancer);
    expect(before.rating).toMatchObject({ mine: null, theirs: null, can_rate: true, window_ends_at: expect.any(String) });

    const mine = await rate(id, freelancer, { stars: 4, comment: '  <b>Paid</b> on time  ' });
    expect(mine.status).toBe(201);
    expect(mine.body.data).toMatchObject({
      application_id: id,
      rater_id: freelancer.id,
      ratee_id: employer.id,
      stars: 4,
      comment: '<b>Paid</b> on time',
      hidden: false,
      revealed: false,
    });
    expect((await hire(id, freelancer)).rating).toMatchObject({ mine: { stars: 4, revealed: false }, theirs: null, can_rate: false });
    expect((await hire(id, employer)).rating).toMatchObject({ mine: null, theirs: null, can_rate: true });
    expect((await profile(employer.id, freelancer)).rating).toEqual({ average: null, count: 0 });

    expect((await rate(id, employer, { stars: 5 })).status).toBe(201);
    const both = (await hire(id, employer)).rating;
    expect(both).toMatchObject({ mine: { stars: 5, revealed: true }, theirs: { stars: 4, revealed: true, comment: '<b>Paid</b> on time' } });
    expect((await profile(employer.id, freelancer)).rating.count).toBe(1);

    // One side only: shown at day 14 on the clock.
    const second = await completedHire(employer, freelancer);
    expect((await rate(second, employer, { stars: 3, comment: 'Fine' })).status).toBe(201);
    expect((await hire(second, freelancer)).rating.theirs).toBeNull();
    const opened = new Date((await hire(second, freelancer)).completed_at).getTime();
    at(new Date(opened + 13 * DAY));
    expect((await hire(second, freelancer)).rating.theirs).toBeNull();
    at(new Date(opened + 14 * DAY + 1000));
    const late = (await hire(second, freelancer)).rating;
    expect(late).toMatchObject({ theirs: { stars: 3, revealed: true }, can_rate: false });
    expect((await profile(freelancer.id, employer)).latest_comments).toEqual([
      expect.objectContaining({ stars: 3, comment: 'Fine', rater_name: expect.any(String) }),
    ]);
  });

  it('one rating per side, parties only, when ratable and within the window; 400s name the field', async () => {
    const { employer, freelancer } = await pair('Once');
    const stranger = await makeEmployer(world.t, 'Stranger Ltd');
    const id = await completedHire(employer, freelancer);
    expect((await rate(id, freelancer, { stars: 5 })).status).toBe(201);
    const again = await rate(id, freelancer, { stars: 4 });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already rated/);
    expect((await rate(id, stranger, { stars: 5 })).status).toBe(404);

    // Concurrent double post: one row, by the unique constraint.
    const racing = await completedHire(employer, freelancer);
    const answers = await Promise.all(Array.from({ length: 5 }, () => rate(racing, employer, { stars: 5 })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await world.t.dataSource.getRepository(Rating).countBy({ application_id: racing, rater_id: employer.id })).toBe(1);

    // Not ratable yet: funded.
    const funded = await approvedHire(world, lookups, employer, freelancer);
    await fundHire(world, employer, funded);
    expect((await rate(funded, employer, { stars: 5 })).status).toBe(409);
    await request(http).post(`/api/hires/${funded}/cancel`).set(employer.auth).send({ reason: 'job_no_longer_needed' }).expect(200);
    // Refunded before check-in: never ratable.
    expect((await rate(funded, employer, { stars: 5 })).status).toBe(409);

    // Window closed.
    const old = await completedHire(employer, freelancer);
    at(new Date(Date.now() + 15 * DAY));
    const closed = await rate(old, employer, { stars: 5 });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('The rating window for this hire has closed');
    jest.restoreAllMocks();

    for (const body of [{ stars: 0 }, { stars: 6 }, { stars: 4.5 }, {}]) {
      const bad = await rate(old, freelancer, body);
      expect(bad.status).toBe(400);
      expect(bad.body.errors.stars).toMatch(/stars must be a whole number from 1 to 5/);
    }
    const long = await rate(old, freelancer, { stars: 5, comment: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.errors.comment).toMatch(/comment must be at most 500 characters/);
    expect((await rate(old, freelancer, { stars: 5, comment: 'x'.repeat(500) })).status).toBe(201);
  });

  it('asks both sides to rate on completion: a notification and one SMS each, in their language', async () => {
    const { employer, freelancer } = await pair('Ask');
    await request(http).put('/api/profile/language').set(freelancer.auth).send({ language: 'fr' }).expect(200);
    expect((await request(http).put('/api/profile/language').set(freelancer.auth).send({ language: 'de' })).status).toBe(400);
    const users = world.t.dataSource.getRepository(User);
    const [e, f] = [await users.findOneByOrFail({ id: employer.id }), await users.findOneByOrFail({ id: freelancer.id })];
    expect(f.language).toBe('fr');
    await completedHire(employer, freelancer);
    const sms = readSms(world.t);
    expect(sms.filter((line) => line.to === e.phone && /Rate them within 14 days/.test(line.message))).toHaveLength(1);
    expect(sms.filter((line) => line.to === f.phone && /Notez-le sous 14 jours/.test(line.message))).toHaveLength(1);
    const notices = (await world.t.dataSource.query('SELECT title FROM notifications WHERE user_id = ?', [freelancer.id])) as { title: string }[];
    expect(notices.map((n) => n.title)).toContain('Notez votre mission');
  });

  it('disputes: release counts against the employer, refund against the freelancer, split neither; each asks to rate', async () => {
    const { employer, freelancer } = await pair('Dispute');
    const events = world.t.dataSource.getRepository(ReliabilityEvent);
    const disputed = async () => {
      const id = await approvedHire(world, lookups, employer, freelancer);
      await fundHire(world, employer, id);
      await checkIn(world, freelancer, id);
      await request(http).post(`/api/hires/${id}/dispute`).set(employer.auth).send({ reason: 'Not finished' }).expect(200);
      return { id, disputeId: (await hire(id, employer)).dispute.id as number };
    };
    const resolve = (disputeId: number, body: Record<string, unknown>) =>
      request(http).post(`/api/admin/disputes/${disputeId}/resolve`).set(superadmin).send(body).expect(200);
    const phone = (await world.t.dataSource.getRepository(User).findOneByOrFail({ id: employer.id })).phone;
    const asks = () => readSms(world.t).filter((line) => line.to === phone && /Rate them/.test(line.message)).length;

    const released = await disputed();
    await resolve(released.disputeId, { resolution: 'release' });
    expect(await events.findBy({ application_id: released.id })).toEqual([
      expect.objectContaining({ kind: 'dispute_lost', user_id: employer.id }),
    ]);
    expect(asks()).toBe(1);
    expect((await hire(released.id, freelancer)).rating.can_rate).toBe(true);

    const refunded = await disputed();
    await resolve(refunded.disputeId, { resolution: 'refund' });
    expect(await events.findBy({ application_id: refunded.id })).toEqual([
      expect.objectContaining({ kind: 'dispute_lost', user_id: freelancer.id }),
    ]);
    // Ended after check-in: ratable, and both were asked.
    expect(asks()).toBe(2);
    expect((await hire(refunded.id, employer)).rating.can_rate).toBe(true);
    expect((await rate(refunded.id, employer, { stars: 2 })).status).toBe(201);

    const split = await disputed();
    await resolve(split.disputeId, { resolution: 'split', freelancer_amount: '6000.00' });
    expect(await events.countBy({ application_id: split.id })).toBe(0);
    expect(asks()).toBe(3);
    // Freelancer: release and split completed (2 good), the refund lost (1 bad).
    expect((await profile(freelancer.id, employer)).reliability).toEqual({ score: 67, hires: 3 });
  });

  it('an employer’s late cancellation after funding pays the fee through the ledger and refunds the rest', async () => {
    const { employer, freelancer } = await pair('LateE');
    const id = await approvedHire(world, lookups, employer, freelancer, { listing: AT_NINE });
    await fundHire(world, employer, id);
    at(new Date(START.getTime() - 12 * HOUR));
    const cancelled = await request(http)
      .post(`/api/hires/${id}/cancel`)
      .set(employer.auth)
      .send({ reason: 'found_someone_else', note: 'Sorry' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      status: 'refunded',
      cancel_reason: 'found_someone_else',
      cancel_note: 'Sorry',
      cancel_fee_minor: 240_000,
      late_cancel_fee_percent: 20,
      payout: { amount_minor: 240_000 },
    });
    const books = await balances(world);
    expect(books[`freelancer:${freelancer.id}`]).toBe(240_000);
    expect(books[`escrow:${id}`]).toBe(0);
    const refund = await world.t.dataSource.getRepository(Transaction).findOneByOrFail({ application_id: id, transaction_type: 'refund' });
    expect(refund.amount_minor).toBe(960_000);
    expect(await world.t.dataSource.getRepository(ReliabilityEvent).findBy({ application_id: id })).toEqual([
      expect.objectContaining({ kind: 'late_cancel', user_id: employer.id, status: 'recorded' }),
    ]);

    // Early (more than 24 h before the start): full refund, no fee, no event.
    const early = await approvedHire(world, lookups, employer, freelancer, { listing: AT_NINE });
    await fundHire(world, employer, early);
    at(new Date(START.getTime() - 30 * HOUR));
    await request(http).post(`/api/hires/${early}/cancel`).set(employer.auth).send({ reason: 'other' }).expect(200);
    expect((await world.t.dataSource.getRepository(Transaction).findOneByOrFail({ application_id: early, transaction_type: 'refund' })).amount_minor).toBe(1_200_000);
    expect(await world.t.dataSource.getRepository(ReliabilityEvent).countBy({ application_id: early })).toBe(0);

    const bad = await request(http).post(`/api/hires/${early}/cancel`).set(employer.auth).send({ reason: 'The job date moved' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.reason).toMatch(/reason must be one of/);
  });

  it('a freelancer’s late cancellation: full refund to the employer and an event for the freelancer', async () => {
    const { employer, freelancer } = await pair('LateF');
    const id = await approvedHire(world, lookups, employer, freelancer, { listing: AT_NINE });
    await fundHire(world, employer, id);
    at(new Date(START.getTime() - 2 * HOUR));
    const cancelled = await request(http).post(`/api/hires/${id}/cancel`).set(freelancer.auth).send({ reason: 'safety_concern' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'refunded', cancel_fee_minor: null, payout: null });
    expect((await world.t.dataSource.getRepository(Transaction).findOneByOrFail({ application_id: id, transaction_type: 'refund' })).amount_minor).toBe(1_200_000);
    const books = await balances(world);
    expect(books[`escrow:${id}`]).toBe(0);
    expect(books[`freelancer:${freelancer.id}`] ?? 0).toBe(0);
    expect(await world.t.dataSource.getRepository(ReliabilityEvent).findBy({ application_id: id })).toEqual([
      expect.objectContaining({ kind: 'late_cancel', user_id: freelancer.id }),
    ]);
  });

  it('no-show: reported -> refunded + event; contested; upheld counts, dismissed does not', async () => {
    const { employer, freelancer } = await pair('NoShow');
    const limited = await insertRole(world.t.dataSource, 'Reliability viewer', ['reliability.list', 'reliability.show']);
    const viewer = await insertUser(world.t.dataSource, 'admin', { role_id: limited.id });
    const viewerAuth = { Authorization: `Bearer ${await tokenFor(world.t, viewer.id)}` };
    const events = world.t.dataSource.getRepository(ReliabilityEvent);
    const report = async () => {
      // Funded before the start, on the real clock: the no-show hour runs from the start.
      jest.restoreAllMocks();
      const id = await approvedHire(world, lookups, employer, freelancer, { listing: AT_NINE });
      await fundHire(world, employer, id);
      at(new Date(START.getTime() + 30 * 60_000));
      expect((await hire(id, employer)).can.report_no_show).toBe(false);
      expect((await request(http).post(`/api/employer/hires/${id}/no-show`).set(employer.auth)).status).toBe(409);
      at(new Date(START.getTime() + 2 * HOUR));
      expect((await hire(id, employer)).can.report_no_show).toBe(true);
      const reported = await request(http).post(`/api/employer/hires/${id}/no-show`).set(employer.auth);
      expect(reported.status).toBe(200);
      expect(reported.body.data.status).toBe('refunded');
      expect((await world.t.dataSource.getRepository(Transaction).findOneByOrFail({ application_id: id, transaction_type: 'refund' })).amount_minor).toBe(1_200_000);
      expect((await balances(world))[`escrow:${id}`]).toBe(0);
      return { id, event: await events.findOneByOrFail({ application_id: id, kind: 'no_show' }) };
    };
    const first = await report();
    expect(first.event).toMatchObject({ user_id: freelancer.id, status: 'reported' });
    expect((await profile(freelancer.id, employer)).reliability).toEqual({ score: null, hires: 1 });
    expect((await hire(first.id, freelancer)).can.contest_no_show).toBe(true);

    const contest = (id: number) =>
      request(http).post(`/api/freelancer/hires/${id}/no-show/contest`).set(freelancer.auth).send({ note: 'I was at the gate at 9' });
    expect((await contest(first.id)).status).toBe(200);
    expect(await events.findOneByOrFail({ id: first.event.id })).toMatchObject({ status: 'contested', contest_note: 'I was at the gate at 9' });
    expect((await contest(first.id)).status).toBe(409);
    // Contested: does not count while the admin decides.
    expect((await profile(freelancer.id, employer)).reliability).toEqual({ score: null, hires: 0 });

    const resolve = (eventId: number, body: Record<string, unknown>, auth = superadmin) =>
      request(http).post(`/api/admin/reliability/${eventId}/resolve`).set(auth).send(body);
    expect((await resolve(first.event.id, { decision: 'upheld' }, viewerAuth)).status).toBe(403);
    expect((await resolve(first.event.id, { decision: 'maybe' })).status).toBe(400);
    const upheld = await resolve(first.event.id, { decision: 'upheld', note: 'The gate camera shows nobody' });
    expect(upheld.status).toBe(200);
    expect(upheld.body.data).toMatchObject({ status: 'upheld', resolved_at: expect.any(String) });
    expect((await resolve(first.event.id, { decision: 'dismissed' })).status).toBe(409);
    expect((await profile(freelancer.id, employer)).reliability).toEqual({ score: null, hires: 1 });

    const second = await report();
    at(new Date(START.getTime() + 8 * DAY));
    expect((await contest(second.id)).status).toBe(409);
    at(new Date(START.getTime() + 3 * DAY));
    expect((await contest(second.id)).status).toBe(200);
    expect((await resolve(second.event.id, { decision: 'dismissed' })).status).toBe(200);
    // Only the upheld one counts.
    expect((await profile(freelancer.id, employer)).reliability).toEqual({ score: null, hires: 1 });
    const listed = await request(http)
      .get(`/api/admin/reliability?filter=${encodeURIComponent(JSON.stringify({ kind: 'no_show', status: 'dismissed' }))}`)
      .set(viewerAuth);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: second.event.id, user_name: expect.any(String) })]));
  });

  it('applicants sort and filter by rating; jobs sort by employer rating', async () => {
    const employer = await makeEmployer(world.t, 'Sorter Co');
    const good = await makeFreelancer(world.t, undefined, 'Good Worker');
    const poor = await makeFreelancer(world.t, undefined, 'Poor Worker');
    await pastRating(employer, good, employer.id, good.id, 5);
    await pastRating(employer, poor, employer.id, poor.id, 1);
    const listing = await makeListing(world.t.dataSource, employer.id, lookups);
    for (const who of [good, poor]) await request(http).post(`/api/jobs/${listing.id}/apply`).set(who.auth).send({}).expect(201);
    const url = `/api/employer/listings/${listing.id}/applicants`;
    const newest = (await request(http).get(url).set(employer.auth)).body.data;
    expect(newest.map((a: { user_id: number; freelancer: { id: number } }) => a.freelancer.id)).toEqual([poor.id, good.id]);
    const byRating = (await request(http).get(`${url}?sort=rating`).set(employer.auth)).body.data;
    expect(byRating.map((a: { freelancer: { id: number } }) => a.freelancer.id)).toEqual([good.id, poor.id]);
    expect(byRating[0]).toMatchObject({ rating: { count: 1, average: expect.any(Number) }, reliability: { score: null, hires: 1 } });
    expect(byRating[0].rating.average).toBeGreaterThan(byRating[1].rating.average);
    const min = Math.ceil(byRating[1].rating.average * 10 + 1) / 10;
    const filtered = (await request(http).get(`${url}?min_rating=${min}`).set(employer.auth)).body.data;
    expect(filtered.map((a: { freelancer: { id: number } }) => a.freelancer.id)).toEqual([good.id]);
    expect((await request(http).get(`${url}?sort=reliability`).set(employer.auth)).status).toBe(200);
    expect((await request(http).get(`${url}?min_rating=9`).set(employer.auth)).status).toBe(400);

    // Jobs: the better rated employer first.
    const liked = await makeEmployer(world.t, 'Liked Co');
    const disliked = await makeEmployer(world.t, 'Disliked Co');
    await pastRating(good, liked, liked.id, good.id, 5);
    await pastRating(good, disliked, disliked.id, good.id, 1);
    const a = await makeListing(world.t.dataSource, disliked.id, lookups, { job_title: 'Quokkafix pipes downstairs' });
    const b = await makeListing(world.t.dataSource, liked.id, lookups, { job_title: 'Quokkafix pipes upstairs' });
    const search = async (sort: string) => (await request(http).get(`/api/jobs?q=quokkafix&sort=${sort}`).set(good.auth)).body.data;
    expect((await search('newest')).items.map((item: { id: number }) => item.id)).toEqual([b.id, a.id]);
    const rated = await search('employer_rating');
    expect(rated.items.map((item: { id: number }) => item.id)).toEqual([b.id, a.id]);
    expect(rated.items[0]).toMatchObject({ employer_rating: { count: 1 }, employer_reliability: { hires: 1 } });
    expect(rated.items[0].employer_rating.average).toBeGreaterThan(rated.items[1].employer_rating.average);
    const details = (await request(http).get(`/api/jobs/${a.id}`).set(good.auth)).body.data;
    expect(details).toMatchObject({ employer_rating: { count: 1 }, employer_reliability: { score: null, hires: 1 } });
  });

  it('the platform mean is reused for a minute on the clock, and recomputed as soon as a rating is written', async () => {
    const trust = world.t.app.get(TrustService);
    const { employer, freelancer } = await pair('Mean');
    // Later than any mean the earlier cases left: this one is computed afresh.
    const now = new Date(Date.now() + 10 * PLATFORM_MEAN_TTL_MS);
    at(now);
    const before = await trust.platformMean();
    // Written behind the API's back: the mean it reuses does not see it until a minute has passed.
    await pastRating(employer, freelancer, employer.id, freelancer.id, 1, null, 'sql');
    expect(await trust.platformMean()).toBe(before);
    at(new Date(now.getTime() + PLATFORM_MEAN_TTL_MS - 1));
    expect(await trust.platformMean()).toBe(before);
    at(new Date(now.getTime() + PLATFORM_MEAN_TTL_MS));
    const lowered = await trust.platformMean();
    expect(lowered).toBeLessThan(before);
    // Written through the ORM (as every rating the API takes): seen at once, on the same clock.
    await pastRating(freelancer, employer, employer.id, freelancer.id, 5);
    expect(await trust.platformMean()).toBeGreaterThan(lowered);
  });

  it('admin hides a comment with a reason: kept for audit, gone from the profile; a role without ratings.list gets 403', async () => {
    const employer = await makeEmployer(world.t, 'Hider Co');
    const freelancer = await makeFreelancer(world.t, undefined, 'Hidden Worker');
    await pastRating(employer, freelancer, employer.id, freelancer.id, 1, 'You are an idiot');
    const row = await world.t.dataSource.getRepository(Rating).findOneByOrFail({ ratee_id: freelancer.id });
    expect((await profile(freelancer.id, employer)).latest_comments).toEqual([expect.objectContaining({ comment: 'You are an idiot' })]);

    expect((await request(http).put(`/api/admin/ratings/${row.id}`).set(superadmin).send({ hidden: true })).status).toBe(400);
    const hidden = await request(http).put(`/api/admin/ratings/${row.id}`).set(superadmin).send({ hidden: true, hidden_reason: 'Insult' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ hidden: true, hidden_reason: 'Insult', comment: 'You are an idiot', stars: 1 });
    const seen = await profile(freelancer.id, employer);
    expect(seen.latest_comments).toEqual([]);
    expect(seen.rating.count).toBe(1);
    expect((await request(http).delete(`/api/admin/ratings/${row.id}`).set(superadmin)).status).toBe(405);
    const shown = await request(http).put(`/api/admin/ratings/${row.id}`).set(superadmin).send({ hidden: false });
    expect(shown.body).toMatchObject({ hidden: false, hidden_reason: null });

    const role = await insertRole(world.t.dataSource, 'No ratings', ['reliability.list']);
    const admin = await insertUser(world.t.dataSource, 'admin', { role_id: role.id });
    const auth = { Authorization: `Bearer ${await tokenFor(world.t, admin.id)}` };
    expect((await request(http).get('/api/admin/ratings').set(auth)).status).toBe(403);
    expect((await request(http).get('/api/admin/reliability').set(auth)).status).toBe(200);
  });
});
