import request from 'supertest';
import { In } from 'typeorm';
import { SHIFTS } from '@gigmarket/shared';
import { Listing } from '../src/listings/listing.entity';
import { Payout } from '../src/payments/payment.entities';
import { WebhookEvent } from '../src/webhook-outbox/webhook-event.entity';
import { databaseKinds } from './support/databases';
import { count, makeEmployer, makeFreelancer, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import { allowUssdGateway, ussdJourney } from './support/ussd-fixtures';
import { User } from '../src/users/user.entity';
import { atTime, balances, closeWorld, expectBooksEqualGateway, expectShiftsAndEscrowsHold, fundHire, jobStart, paymentsWorld, saveBankAccount, type PaymentsWorld } from './support/payment-fixtures';

const HOUR = 3_600_000;

/**
 * Several days in one job (docs/shifts.md): posting a job with shifts, applying for all or chosen
 * shifts, positions per shift under concurrency, and each shift's hire on its own clock and money
 * (check-in, done, no-show, cancellation, payout), with the books equal to the local Paystack's
 * balance, each hire's escrow and each freelancer's balance equal to their records after every case.
 */
describe.each(databaseKinds())('several days in one job (%s)', (kind) => {
  let world: PaymentsWorld;
  let lookups: Lookups;
  let http: PaymentsWorld['t']['http'];
  let week = 0;

  beforeAll(async () => {
    world = await paymentsWorld(kind);
    http = world.t.http;
    lookups = await makeLookups(world.t.dataSource);
  });
  afterAll(() => closeWorld(world));

  afterEach(async () => {
    const books = await expectBooksEqualGateway(world);
    await expectShiftsAndEscrowsHold(world, books);
    // No shift paid twice at the gateway.
    const paid = world.paystack.control.state().transfers.filter((t) => t.status === 'success').map((t) => /^GM-PO-(\d+)-/.exec(t.reference)?.[1] ?? t.reference);
    expect(new Set(paid).size).toBe(paid.length);
  });

  /** Three consecutive days (a Friday to a Sunday) of a week of its own, 08:00-17:00 Lagos. */
  function weekend() {
    week += 1;
    const friday = new Date(Date.UTC(2031, 0, 3 + 7 * week));
    const day = (offset: number) => new Date(friday.getTime() + offset * 24 * HOUR).toISOString().slice(0, 10);
    return [0, 1, 2].map((offset) => ({ date: day(offset), start_time: '08:00', end_time: '17:00' }));
  }

  const job = (shifts: unknown, extra: Record<string, unknown> = {}) => ({
    job_title: 'Event ushers, three days',
    category_id: lookups.categoryId,
    job_type: lookups.jobTypeId,
    pricing: 'fixed',
    amount: '15000',
    state: lookups.stateId,
    work_description: 'Welcome guests at the gate.',
    status: 'open',
    shifts,
    ...extra,
  });

  async function post(employer: Person, positions = 1) {
    const posted = await request(http).post('/api/employer/listings').set(employer.auth).send(job(weekend(), { positions }));
    expect(posted.status).toBe(201);
    return posted.body.data as { id: number; shifts: { id: number; date: string; starts_at: string }[] };
  }

  it('posts a job with shifts: the job spans them, each shift is a listing of its own, and bad shifts are 400s with nothing written', async () => {
    const employer = await makeEmployer(world.t, 'Shift Events');
    const before = await count(world.t.dataSource, 'listings', { user_id: employer.id });
    const refused = async (shifts: unknown, field: string, rule: string, extra: Record<string, unknown> = {}) => {
      const answer = await request(http).post('/api/employer/listings').set(employer.auth).send(job(shifts, extra));
      expect({ status: answer.status, detail: answer.body.details?.[0] }).toMatchObject({ status: 400, detail: { field, rule } });
    };
    const [fri, sat, sun] = weekend();
    await refused([fri], 'shifts', 'arrayMinSize');
    await refused(Array.from({ length: SHIFTS.max + 1 }, (_, n) => ({ ...fri, date: `2032-02-${String(n + 1).padStart(2, '0')}` })), 'shifts', 'arrayMaxSize');
    await refused([fri, { ...sat, date: 'Saturday' }], 'shifts.1.date', 'matches');
    await refused([sat, fri], 'shifts.1.date', 'order');
    await refused([fri, { ...fri, start_time: '16:00', end_time: '20:00' }], 'shifts.1.start_time', 'overlap');
    await refused([{ ...fri, date: '2020-01-03' }, sat], 'shifts.0.date', 'future');
    await refused([fri, { ...sat, end_time: '07:00' }], 'shifts.1.end_time', 'end_after_start');
    await refused([fri, sat], 'job_date', 'shifts', { job_date: fri.date });
    expect(await count(world.t.dataSource, 'listings', { user_id: employer.id })).toBe(before);

    const posted = await request(http).post('/api/employer/listings').set(employer.auth).send(job([fri, sat, sun], { positions: 2 }));
    expect(posted.status).toBe(201);
    const data = posted.body.data;
    expect(data).toMatchObject({ status: 'open', job_date: fri.date, job_end_date: sun.date, job_sart_time: '08:00', job_end_time: '17:00', positions: 2, positions_filled: 0 });
    expect(data.shifts.map((shift: { date: string; positions: number }) => [shift.date, shift.positions])).toEqual([
      [fri.date, 2],
      [sat.date, 2],
      [sun.date, 2],
    ]);
    expect(new Date(data.shifts[0].starts_at).toISOString()).toBe(`${fri.date}T07:00:00.000Z`);
    const rows = await world.t.dataSource.getRepository(Listing).findBy({ parent_listing_id: data.id });
    expect(rows.map((row) => row.status)).toEqual(['draft', 'draft', 'draft']);
    expect(rows.every((row) => row.public_from === null && row.user_id === employer.id && row.job_title === data.job_title)).toBe(true);

    // The job is listed once; a shift is reached only through its job.
    const mine = (await request(http).get('/api/employer/listings').set(employer.auth)).body.data.items.map((row: { id: number }) => row.id);
    expect(mine).toEqual([data.id]);
    expect((await request(http).get(`/api/home/jobs/${rows[0].id}`)).status).toBe(404);
    expect((await request(http).patch(`/api/employer/listings/${rows[0].id}`).set(employer.auth).send({ job_title: 'Renamed shift' })).status).toBe(404);
    // The dates of a job with shifts are its shifts'; its text is theirs too.
    const redate = await request(http).patch(`/api/employer/listings/${data.id}`).set(employer.auth).send({ job_date: sat.date });
    expect(redate.status).toBe(400);
    expect(redate.body.details[0]).toMatchObject({ field: 'job_date', rule: 'shifts' });
    await request(http).patch(`/api/employer/listings/${data.id}`).set(employer.auth).send({ job_title: 'Event ushers, Fri to Sun' }).expect(200);
    const renamed = await world.t.dataSource.getRepository(Listing).findBy({ parent_listing_id: data.id });
    expect(renamed.map((row) => [row.job_title, String(row.job_date).slice(0, 10)])).toEqual([
      ['Event ushers, Fri to Sun', fri.date],
      ['Event ushers, Fri to Sun', sat.date],
      ['Event ushers, Fri to Sun', sun.date],
    ]);
  });

  it('applies for all or chosen shifts; positions count per shift, racing approvals take the last place once, and the job fills when every shift is full', async () => {
    const employer = await makeEmployer(world.t, 'Shift Crowd');
    const [ada, bola, chidi, dayo] = await Promise.all(['Ada', 'Bola', 'Chidi', 'Dayo'].map((name) => makeFreelancer(world.t, undefined, `${name} Shifts`)));
    const posted = await post(employer, 1);
    const [fri, sat, sun] = posted.shifts.map((shift) => shift.id);
    const apply = (who: Person, body: Record<string, unknown> = {}) => request(http).post(`/api/jobs/${posted.id}/apply`).set(who.auth).send(body);

    const all = await apply(ada);
    expect(all.status).toBe(201);
    expect(all.body.data.applications.map((a: { listing_id: number }) => a.listing_id)).toEqual([fri, sat, sun]);
    expect((await apply(ada)).status).toBe(409);
    expect((await apply(bola, { shift_ids: [999_999] })).body.details[0]).toMatchObject({ field: 'shift_ids', rule: 'shift' });
    const chosen = await apply(bola, { shift_ids: [sun, sat] });
    expect(chosen.body.data.applications.map((a: { listing_id: number }) => a.listing_id)).toEqual([sat, sun]);
    expect((await apply(bola, { shift_ids: [sat] })).status).toBe(409);
    const chidiSat = (await apply(chidi, { shift_ids: [sat] })).body.data.id as number;
    const dayoSat = (await apply(dayo, { shift_ids: [sat] })).body.data.id as number;

    // The employer sees each applicant with their shift.
    const applicants = (await request(http).get(`/api/employer/listings/${posted.id}/applicants`).set(employer.auth)).body.data;
    expect(applicants).toHaveLength(7);
    expect(applicants.filter((a: { shift: { id: number } }) => a.shift.id === sat)).toHaveLength(4);

    // The last place on Saturday: two approvals race, one wins.
    const approve = (id: number) => request(http).post(`/api/employer/applications/${id}/approve`).set(employer.auth).send({});
    const raced = await Promise.all([approve(chidiSat), approve(dayoSat)]);
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const satRow = await world.t.dataSource.getRepository(Listing).findOneByOrFail({ id: sat });
    expect(satRow.positions_filled).toBe(1);
    // One full shift does not fill the job; Friday and Sunday still take people.
    let jobRow = await world.t.dataSource.getRepository(Listing).findOneByOrFail({ id: posted.id });
    expect(jobRow).toMatchObject({ status: 'open', positions_filled: 0 });
    /** The `listing.filled` and `listing.closed` events the employer's integrations are sent: of the job, never of a shift. */
    const listingEvents = async () =>
      (await world.t.dataSource.getRepository(WebhookEvent).find({ where: { owner_id: employer.id, type: In(['listing.filled', 'listing.closed']) }, order: { id: 'ASC' } })).map(
        (event) => [event.type, (JSON.parse(event.payload) as { data: { listing: { id: number } } }).data.listing.id],
      );
    expect(await listingEvents()).toEqual([]);
    const late = await makeFreelancer(world.t, undefined, 'Late Shifts');
    expect((await apply(late, { shift_ids: [sat] })).status).toBe(409);
    const lateAll = await apply(late);
    expect(lateAll.body.data.applications.map((a: { listing_id: number }) => a.listing_id)).toEqual([fri, sun]);

    const adaApps = all.body.data.applications as { id: number; listing_id: number }[];
    await approve(adaApps.find((a) => a.listing_id === fri)!.id).expect(200);
    await approve(adaApps.find((a) => a.listing_id === sun)!.id).expect(200);
    jobRow = await world.t.dataSource.getRepository(Listing).findOneByOrFail({ id: posted.id });
    expect(jobRow).toMatchObject({ status: 'closed', closed_reason: 'filled', positions_filled: 1 });
    expect(await listingEvents()).toEqual([
      ['listing.filled', posted.id],
      ['listing.closed', posted.id],
    ]);
    expect((await apply(await makeFreelancer(world.t, undefined, 'Later Shifts'))).status).toBe(409);

    // The freelancer's job page shows each of their shift applications.
    const page = (await request(http).get(`/api/jobs/${posted.id}`).set(ada.auth)).body.data;
    expect(page.applied).toBe(true);
    expect(page.shift_applications.map((a: { shift_id: number; status: string }) => [a.shift_id, a.status])).toEqual([
      [fri, 'approved'],
      [sat, 'pending'],
      [sun, 'approved'],
    ]);
    expect(page.shift_applications[1].not_selected).toBe(true);

    // Cancelling one shift's hire frees that shift alone and the job is open again.
    const friHire = adaApps.find((a) => a.listing_id === fri)!.id;
    await request(http).post(`/api/hires/${friHire}/cancel`).set(employer.auth).send({ reason: 'schedule_changed' }).expect(200);
    jobRow = await world.t.dataSource.getRepository(Listing).findOneByOrFail({ id: posted.id });
    expect(jobRow).toMatchObject({ status: 'open', positions_filled: 0, closed_reason: null });
  });

  it('USSD’s "My jobs" shows a job’s shifts together, the next shift first, each with its day', async () => {
    const employer = await makeEmployer(world.t, 'Shift Phones');
    const ada = await makeFreelancer(world.t, undefined, 'Ada Phones');
    const posted = await post(employer, 1);
    const applied = await request(http).post(`/api/jobs/${posted.id}/apply`).set(ada.auth).send({});
    expect(applied.status).toBe(201);
    const days = posted.shifts.map((shift) => shift.date.slice(8, 10) + '/' + shift.date.slice(5, 7));
    await allowUssdGateway(world.t);
    const phone = (await world.t.dataSource.getRepository(User).findOneByOrFail({ id: ada.id })).phone!;
    // On the Saturday, after Friday's shift: Saturday, Sunday, then Friday.
    await atTime(world.t, new Date(new Date(posted.shifts[1].starts_at).getTime() - HOUR), async () => {
      const screens = await ussdJourney(world.t, phone, ['2']);
      const lines = screens.at(-1)!.split('\n').filter((line) => /^\d /.test(line) && line.includes('Event ushers'));
      expect(lines.map((line) => line.replace(/ \(.*$/, ''))).toEqual([`1 Event ushers, three days ${days[1]}`, `2 Event ushers, three days ${days[2]}`, `3 Event ushers, three days ${days[0]}`]);
    });
  });

  it('runs each shift as its own hire: its own clock, funding, payout, no-show and cancellation refund', async () => {
    const employer = await makeEmployer(world.t, 'Shift Money');
    const ada = await makeFreelancer(world.t, undefined, 'Ada Money');
    await saveBankAccount(world, ada, `66${String(ada.id).padStart(8, '0')}`);
    const posted = await post(employer, 1);
    const applied = await request(http).post(`/api/jobs/${posted.id}/apply`).set(ada.auth).send({});
    const [fri, sat, sun] = (applied.body.data.applications as { id: number }[]).map((a) => a.id);
    for (const id of [fri, sat, sun]) await request(http).post(`/api/employer/applications/${id}/approve`).set(employer.auth).send({}).expect(200);

    // Each shift's hire reads its own day.
    const starts = await Promise.all([fri, sat, sun].map((id) => jobStart(world, ada, id)));
    expect(starts.map((start) => start.getTime() - starts[0].getTime())).toEqual([0, 24 * HOUR, 48 * HOUR]);
    const hire = async (id: number) => (await request(http).get(`/api/hires/${id}`).set(employer.auth)).body.data;
    expect((await hire(sat)).listing).toMatchObject({ job_id: posted.id, id: posted.shifts[1].id });

    // "Next shift" funding: each shift is paid for on its own.
    await fundHire(world, employer, fri);
    await fundHire(world, employer, sat);
    await fundHire(world, employer, sun);
    const agreed = (await hire(fri)).agreed_amount_minor as number;
    expect(await balances(world)).toMatchObject({ [`escrow:${fri}`]: agreed, [`escrow:${sat}`]: agreed, [`escrow:${sun}`]: agreed });

    // Friday: on Friday's clock Saturday's check-in is not open yet.
    await atTime(world.t, new Date(starts[0].getTime() + 60_000), async () => {
      expect((await request(http).post(`/api/freelancer/hires/${sat}/start`).set(ada.auth)).status).toBe(409);
      await request(http).post(`/api/freelancer/hires/${fri}/start`).set(ada.auth).expect(200);
      await request(http).post(`/api/freelancer/hires/${fri}/done`).set(ada.auth).expect(200);
    });
    await request(http).post(`/api/employer/hires/${fri}/complete`).set(employer.auth).expect(200);
    const payout = await world.t.dataSource.getRepository(Payout).findOneByOrFail({ application_id: fri });
    await world.paystack.control.settleTransfer(payout.reference!, 'success');
    expect((await hire(fri)).status).toBe('paid');
    expect((await hire(sat)).status).toBe('funded');

    // Saturday: Ada misses it; the no-show refunds Saturday alone.
    await atTime(world.t, new Date(starts[1].getTime() + 61 * 60_000), async () => {
      await request(http).post(`/api/employer/hires/${sat}/no-show`).set(employer.auth).expect(200);
    });
    expect((await hire(sat)).status).toBe('refunded');
    expect((await hire(sun)).status).toBe('funded');

    // Sunday: cancelled two days ahead, under the cancellation rules (no late fee): refunded in full.
    await atTime(world.t, new Date(starts[2].getTime() - 48 * HOUR), async () => {
      await request(http).post(`/api/hires/${sun}/cancel`).set(employer.auth).send({ reason: 'schedule_changed' }).expect(200);
    });
    expect(await hire(sun)).toMatchObject({ status: 'refunded' });
    for (const refund of world.paystack.control.state().refunds.filter((r) => r.status === 'pending')) await world.paystack.control.settleRefund(refund.id, 'processed');
    const books = await balances(world);
    expect(books[`freelancer:${ada.id}`] ?? 0).toBe(0);
    expect(books[`escrow:${sat}`] ?? 0).toBe(0);
    expect(books[`escrow:${sun}`] ?? 0).toBe(0);
    // Friday was paid once, the other two never.
    expect(await world.t.dataSource.getRepository(Payout).countBy({ application_id: sat })).toBe(0);
    expect(await world.t.dataSource.getRepository(Payout).countBy({ application_id: sun })).toBe(0);
  });
});
