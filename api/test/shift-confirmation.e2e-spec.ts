import request from 'supertest';
import { JobApplication } from '../src/applications/job-application.entity';
import { ShiftConfirmations } from '../src/hires/shift-confirmation';
import { Listing } from '../src/listings/listing.entity';
import { ReliabilityEvent } from '../src/trust/trust.entities';
import { TrustService } from '../src/trust/trust.service';
import { Transaction } from '../src/transactions/transaction.entity';
import { User } from '../src/users/user.entity';
import { readSms } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { count, makeEmployer, makeFreelancer, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import { approvedHire, atTime, balances, closeWorld, fundHire, paymentsWorld, trialBalance, type PaymentsWorld } from './support/payment-fixtures';
import { allowUssdGateway, ussdJourney } from './support/ussd-fixtures';

const HOUR = 3_600_000;

/**
 * A confirmation before each shift (docs/shift-confirmation.md): the ask at the first mark, the
 * confirmation by the SMS's page, the site and USSD, the employer's warning at the second mark and
 * the release of the place through the cancellation rules, with the books equal to the local
 * Paystack's balance after every case.
 */
describe.each(databaseKinds())('shift confirmation (%s)', (kind) => {
  let world: PaymentsWorld;
  let lookups: Lookups;
  let http: PaymentsWorld['t']['http'];
  let day = 0;

  beforeAll(async () => {
    world = await paymentsWorld(kind);
    http = world.t.http;
    lookups = await makeLookups(world.t.dataSource);
  });
  afterAll(() => closeWorld(world));

  afterEach(async () => {
    const books = await balances(world);
    expect((await trialBalance(world)).balanced).toBe(true);
    expect(books['gateway:clearing'] ?? 0).toBe(world.paystack.control.state().balance);
  });

  const shifts = () => world.t.app.get(ShiftConfirmations);
  const row = (id: number) => world.t.dataSource.getRepository(JobApplication).findOneByOrFail({ id });
  const phoneOf = async (person: Person) => (await world.t.dataSource.getRepository(User).findOneByOrFail({ id: person.id })).phone!;
  /** The texts a phone received matching `pattern`, waited for with a deadline (they leave once the transaction commits). */
  const textsTo = async (phone: string, pattern: RegExp, atLeast = 1) => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const texts = readSms(world.t).filter((sms) => sms.to === phone && pattern.test(sms.message)).map((sms) => sms.message);
      if (texts.length >= atLeast || Date.now() > deadline) return texts;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const bell = async (who: Person) => JSON.stringify((await request(http).get('/api/notifications').set(who.auth)).body.data);

  /** A hire on a job of its own day, starting at 09:00 Lagos (08:00 UTC); answers its id and start. */
  async function shift(name: string, options: { funded?: boolean } = {}) {
    day += 1;
    const employer = await makeEmployer(world.t, `${name} Ltd`);
    const worker = await makeFreelancer(world.t, undefined, `Ada ${name}`);
    const date = new Date(Date.UTC(2031, 0, day)).toISOString().slice(0, 10);
    const id = await approvedHire(world, lookups, employer, worker, { listing: { job_title: `${name} shift`, job_date: date, job_end_date: date, job_sart_time: '09:00' } });
    if (options.funded) await fundHire(world, employer, id);
    const start = new Date(`${date}T08:00:00.000Z`);
    return { id, employer, worker, start, askAt: new Date(start.getTime() - 24 * HOUR), warnAt: new Date(start.getTime() - 12 * HOUR) };
  }
  const at = <T>(when: Date, work: () => Promise<T>) => atTime(world.t, when, work);
  const confirm = (who: Person, id: number, via?: 'link' | 'site') =>
    request(http).post(`/api/freelancer/hires/${id}/confirm`).set(who.auth).send(via ? { via } : {});
  const release = (who: Person, id: number) => request(http).post(`/api/employer/hires/${id}/release`).set(who.auth);

  it('asks once at the mark (not before) by bell and SMS with the link, and the link confirms once, in time', async () => {
    const { id, employer, worker, askAt, warnAt, start } = await shift('Ask', { funded: true });
    const phone = await phoneOf(worker);
    await at(new Date(askAt.getTime() - 60_000), () => shifts().askDue());
    expect((await row(id)).confirm_asked_at).toBeNull();
    const early = await at(new Date(askAt.getTime() - 60_000), () => confirm(worker, id, 'link'));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The shift can be confirmed from 24 hours before the start');

    await at(new Date(askAt.getTime() + 60_000), () => Promise.all([shifts().askDue(), shifts().askDue(), shifts().askDue()]));
    await at(new Date(askAt.getTime() + 120_000), () => shifts().askDue());
    expect((await row(id)).confirm_asked_at).not.toBeNull();
    const texts = await textsTo(phone, /please confirm you will work "Ask shift"/);
    const lagos = `${start.toISOString().slice(8, 10)}/${start.toISOString().slice(5, 7)} 09:00`;
    expect(texts).toEqual([`GigMarket: please confirm you will work "Ask shift" on ${lagos}. Tap to confirm: http://127.0.0.1:4101/freelancer/hires/${id}/confirm`]);
    expect(await bell(worker)).toContain('Confirm your shift');

    const before = (await world.t.app.get(TrustService).standing([worker.id])).get(worker.id)!.reliability.hires;
    const confirmed = await at(new Date(askAt.getTime() + HOUR), () => confirm(worker, id, 'link'));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'funded', confirmed_via: 'link', can: { confirm: false, release: false } });
    const again = await at(new Date(askAt.getTime() + 2 * HOUR), () => confirm(worker, id, 'site'));
    expect(again.status).toBe(200);
    expect(again.body.data.confirmed_at).toBe(confirmed.body.data.confirmed_at);
    expect(await row(id)).toMatchObject({ confirmed_via: 'link', confirmed_on_time: true });
    expect(await bell(employer)).toContain('Shift confirmed');
    // Confirmed in time counts for the freelancer's reliability.
    expect((await world.t.app.get(TrustService).standing([worker.id])).get(worker.id)!.reliability.hires).toBe(before + 1);

    // Confirmed: no warning at the second mark, and the place cannot be released.
    await at(new Date(warnAt.getTime() + 60_000), () => shifts().warnDue());
    expect((await row(id)).unconfirmed_warned_at).toBeNull();
    const refused = await at(new Date(warnAt.getTime() + 120_000), () => release(employer, id));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The freelancer confirmed this shift: the place cannot be released');
  });

  it('confirms on the site and by USSD; another freelancer’s or employer’s hire is a 404', async () => {
    const site = await shift('Site');
    const other = await makeFreelancer(world.t, undefined, 'Ada Other');
    const otherEmployer = await makeEmployer(world.t, 'Other Boss Ltd');
    await at(new Date(site.askAt.getTime() + 60_000), async () => {
      expect((await confirm(other, site.id)).status).toBe(404);
      expect((await confirm(site.worker, site.id)).body.data).toMatchObject({ status: 'approved', confirmed_via: 'site' });
    });
    expect((await release(otherEmployer, site.id)).status).toBe(404);
    expect((await release(site.worker as Person, site.id)).status).toBe(403);

    const ussd = await shift('Ussd', { funded: true });
    await allowUssdGateway(world.t);
    const phone = await phoneOf(ussd.worker);
    await at(new Date(ussd.askAt.getTime() + 60_000), async () => {
      await shifts().askDue();
      const screens = await ussdJourney(world.t, phone, ['2', '1']);
      expect(screens.at(-1)).toMatch(/\n1 Check in\n2 Confirm\n0 Back$/);
      const done = await ussdJourney(world.t, phone, ['2', '1', '2', '1']);
      expect(done.at(-2)).toMatch(/Confirm you will work Ussd shift\?/);
      expect(done.at(-1)).toBe('END Shift confirmed. The employer has been told.');
      expect((await ussdJourney(world.t, phone, ['2', '1'])).at(-1)).toMatch(/\n1 Check in\n0 Back$/);
    });
    expect(await row(ussd.id)).toMatchObject({ confirmed_via: 'ussd' });
  });

  it('warns the employer once at the later mark; the release refunds a funded hire as a cancellation, reopens the job, and a later confirmation is refused', async () => {
    const { id, employer, worker, askAt, warnAt, start } = await shift('Warn', { funded: true });
    const employerPhone = await phoneOf(employer);
    await at(new Date(askAt.getTime() + 60_000), () => shifts().askDue());
    const tooEarly = await at(new Date(warnAt.getTime() - 60_000), async () => {
      await shifts().warnDue();
      return release(employer, id);
    });
    expect((await row(id)).unconfirmed_warned_at).toBeNull();
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.message).toBe('The place can be released once the shift is still unconfirmed 12 hours before the start');

    await at(new Date(warnAt.getTime() + 60_000), () => Promise.all([shifts().warnDue(), shifts().warnDue()]));
    await at(new Date(warnAt.getTime() + 120_000), () => shifts().warnDue());
    expect(await textsTo(employerPhone, /has not confirmed "Warn shift"/)).toHaveLength(1);
    expect(await bell(employer)).toContain('Shift not confirmed');
    const view = (await request(http).get(`/api/hires/${id}`).set(employer.auth)).body.data;
    expect(view.can).toMatchObject({ release: true, confirm: false });

    const released = await at(new Date(warnAt.getTime() + HOUR), () => release(employer, id));
    expect(released.status).toBe(200);
    expect(released.body.data).toMatchObject({ status: 'refunded', cancel_reason: 'released', cancel_fee_minor: null, cancelled_by: employer.id });
    // The cancellation's refund: the agreed amount back to the employer through the funding charge.
    const refund = await world.t.dataSource.getRepository(Transaction).findOneByOrFail({ application_id: id, transaction_type: 'refund' });
    expect(refund).toMatchObject({ status: 'pending', amount_minor: 1_200_000 });
    const gatewayRefund = world.paystack.control.state().refunds.find((r) => String(r.id) === refund.account)!;
    expect(gatewayRefund.amount).toBe(1_200_000);
    await world.paystack.control.settleRefund(gatewayRefund.id, 'processed');
    expect(await balances(world)).toMatchObject({ [`escrow:${id}`]: 0, [`employer:${employer.id}`]: 0 });
    expect(await count(world.t.dataSource, 'ledger_postings', { application_id: id, kind: 'cancel-fee' })).toBe(0);
    // The position is free again and the job, still ahead, open.
    const listing = await world.t.dataSource.getRepository(Listing).findOneByOrFail({ id: (await row(id)).listing_id });
    expect(listing).toMatchObject({ positions_filled: 0, status: 'open' });
    // It counts against the freelancer, not the employer.
    expect(await world.t.dataSource.getRepository(ReliabilityEvent).findBy({ application_id: id })).toEqual([
      expect.objectContaining({ kind: 'released_unconfirmed', user_id: worker.id }),
    ]);
    expect(await textsTo(await phoneOf(worker), /released your place on "Warn shift"/)).toHaveLength(1);

    const late = await at(new Date(warnAt.getTime() + 2 * HOUR), () => confirm(worker, id, 'link'));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The employer released this place because the shift was not confirmed in time');
    expect((await at(new Date(start.getTime() - 60_000), () => release(employer, id))).status).toBe(409);
  });

  it('releasing an unfunded hire cancels it with no money moved', async () => {
    const { id, employer, askAt, warnAt } = await shift('Unfunded');
    await at(new Date(askAt.getTime() + 60_000), () => shifts().askDue());
    await at(new Date(warnAt.getTime() + 60_000), () => shifts().warnDue());
    const released = await at(new Date(warnAt.getTime() + 120_000), () => release(employer, id));
    expect(released.body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'released' });
    expect(await count(world.t.dataSource, 'ledger_postings', { application_id: id })).toBe(0);
    expect(await count(world.t.dataSource, 'transactions', { application_id: id, transaction_type: 'refund' })).toBe(0);
  });

  it('a confirmation racing a release has one effect', async () => {
    for (const round of [1, 2, 3]) {
      const { id, employer, worker, askAt, warnAt } = await shift(`Race ${round}`, { funded: true });
      await at(new Date(askAt.getTime() + 60_000), () => shifts().askDue());
      await at(new Date(warnAt.getTime() + 60_000), () => shifts().warnDue());
      const [confirmed, released] = await at(new Date(warnAt.getTime() + 120_000), () => Promise.all([confirm(worker, id), release(employer, id)]));
      expect([confirmed.status, released.status].sort()).toEqual([200, 409]);
      const after = await row(id);
      if (confirmed.status === 200) {
        expect(after).toMatchObject({ status: 'funded', released_at: null });
        expect(released.body.message).toBe('The freelancer confirmed this shift: the place cannot be released');
      } else {
        expect(after).toMatchObject({ status: 'refunded', confirmed_at: null });
        expect(confirmed.body.message).toBe('The employer released this place because the shift was not confirmed in time');
        // The gateway processes the refund, so the books still equal its balance.
        const refund = await world.t.dataSource.getRepository(Transaction).findOneByOrFail({ application_id: id, transaction_type: 'refund' });
        await world.paystack.control.settleRefund(world.paystack.control.state().refunds.find((r) => String(r.id) === refund.account)!.id, 'processed');
      }
    }
  });

  it('the marks are settings: the warning must come after the ask', async () => {
    const bad = await request(http).put('/api/admin/adminsettings/1').set(world.superadmin).send({ confirm_ask_hours: 10, confirm_warn_hours: 12 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('confirm_warn_hours');
    const ok = await request(http).put('/api/admin/adminsettings/1').set(world.superadmin).send({ confirm_ask_hours: 48, confirm_warn_hours: 6 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ confirm_ask_hours: 48, confirm_warn_hours: 6 });
    await request(http).put('/api/admin/adminsettings/1').set(world.superadmin).send({ confirm_ask_hours: 24, confirm_warn_hours: 12 }).expect(200);
  });
});
