import request from 'supertest';
import { Clock } from '../src/common/clock';
import { OffersService } from '../src/offers/offers.service';
import { User } from '../src/users/user.entity';
import { authEnv, readSms } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { count, makeEmployer, makeFreelancer, makeListing, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * "Book again" (docs/roster.md): the prefill from the last hire, the offer and its SMS with the
 * link, accept (a hire at the offered amount, ready to fund), decline and expiry (the employer told;
 * the job opens to everyone only when chosen), one effect of racing answers, who may see and answer
 * what, and bad input. On SQLite and MariaDB, the clock moved, never slept.
 */
describe.each(databaseKinds())('book again (%s)', (kind) => {
  let t: TestApp;
  let lookups: Lookups;
  let clock: Clock;
  let employer: Person;
  let other: Person;
  let ada: Person;
  let bo: Person;
  let cy: Person;
  let lastJob: number;

  const http = () => request(t.http);
  const phoneOf = async (id: number) => (await t.dataSource.getRepository(User).findOneByOrFail({ id })).phone as string;
  const textsTo = async (id: number) => {
    const phone = await phoneOf(id);
    return readSms(t).filter((line) => line.to === phone).map((line) => line.message);
  };
  const nextDay = () => new Date(clock.now().getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
  const book = (who: Person, body: Record<string, unknown>) => http().post('/api/employer/offers').set(who.auth).send({ job_date: nextDay(), ...body });
  const listingRow = async (id: number) =>
    (await t.dataSource.query(`SELECT status, closed_reason, positions_filled FROM listings WHERE id = ?`, [id]))[0] as { status: string; closed_reason: string | null; positions_filled: number };

  beforeAll(async () => {
    t = await createTestApp(kind, authEnv({ SITE_URL: 'https://gigs.example' }));
    clock = t.app.get(Clock);
    lookups = await makeLookups(t.dataSource);
    employer = await makeEmployer(t, 'Again Works');
    other = await makeEmployer(t, 'Elsewhere Ltd');
    ada = await makeFreelancer(t, undefined, 'Ada Again');
    bo = await makeFreelancer(t, undefined, 'Bo Blocked');
    cy = await makeFreelancer(t, undefined, 'Cy Stranger');
    lastJob = (
      await makeListing(t.dataSource, employer.id, lookups, {
        job_title: 'Paint the warehouse gate',
        work_description: 'Two coats, green.',
        address: '12 Gate Road',
        job_sart_time: '09:00',
        job_end_time: '17:00',
        positions: 5,
      })
    ).id;
    for (const who of [ada, bo]) {
      const applied = await http().post(`/api/jobs/${lastJob}/apply`).set(who.auth).send({});
      expect(applied.status).toBe(201);
      const approved = await http().post(`/api/employer/applications/${applied.body.data.id}/approve`).set(employer.auth).send({ agreed_amount: '12500' });
      expect(approved.status).toBe(200);
    }
    expect((await http().put(`/api/employer/blocks/${bo.id}`).set(employer.auth)).status).toBe(200);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  it('prefills the new job from the last hire: title, description, place, hours and the agreed pay, no date', async () => {
    const prefill = await http().get(`/api/employer/book-again/${ada.id}`).set(employer.auth);
    expect(prefill.status).toBe(200);
    expect(prefill.body.data).toMatchObject({
      freelancer: { id: ada.id, name: 'Ada Again' },
      from_listing_id: lastJob,
      job_title: 'Paint the warehouse gate',
      work_description: 'Two coats, green.',
      amount: '12500.00',
      address: '12 Gate Road',
      job_sart_time: '09:00',
      job_end_time: '17:00',
    });
    expect(prefill.body.data.job_date).toBeUndefined();
  });

  it('refuses a freelancer never hired, another employer, a blocked freelancer, and other kinds of user', async () => {
    expect((await http().get(`/api/employer/book-again/${cy.id}`).set(employer.auth)).status).toBe(404);
    expect((await http().get(`/api/employer/book-again/${ada.id}`).set(other.auth)).status).toBe(404);
    expect((await book(other, { freelancer_id: ada.id })).status).toBe(404);
    const blocked = await book(employer, { freelancer_id: bo.id });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message_key).toBe('offer.blocked');
    expect((await http().get(`/api/employer/book-again/${employer.id}`).set(employer.auth)).status).toBe(404);
    expect((await http().get(`/api/employer/book-again/${ada.id}`).set(ada.auth)).status).toBe(403);
    expect(await count(t.dataSource, 'offers', {})).toBe(0);
  });

  it('answers bad input with a 400 naming the field and the rule, and writes nothing', async () => {
    const listings = await count(t.dataSource, 'listings', { user_id: employer.id });
    const cases: [Record<string, unknown>, string][] = [
      [{ freelancer_id: 'x' }, 'freelancer_id'],
      [{ freelancer_id: ada.id, job_date: '02/11/2030' }, 'job_date'],
      [{ freelancer_id: ada.id, job_date: '2020-01-01' }, 'job_date'],
      [{ freelancer_id: ada.id, amount: '-5' }, 'amount'],
      [{ freelancer_id: ada.id, amount: '0' }, 'amount'],
      [{ freelancer_id: ada.id, job_title: 'ab' }, 'job_title'],
      [{ freelancer_id: ada.id, open_if_declined: 'perhaps' }, 'open_if_declined'],
    ];
    for (const [body, field] of cases) {
      const answer = await book(employer, body);
      expect(answer.status).toBe(400);
      expect(answer.body.details.map((error: { field: string }) => error.field)).toContain(field);
      expect(answer.body.details[0].rule).toEqual(expect.any(String));
    }
    expect((await http().get('/api/employer/book-again/abc').set(employer.auth)).status).toBe(400);
    expect((await http().post('/api/freelancer/offers/abc/accept').set(ada.auth)).status).toBe(400);
    expect(await count(t.dataSource, 'offers', {})).toBe(0);
    expect(await count(t.dataSource, 'listings', { user_id: employer.id })).toBe(listings);
  });

  it('offers the job to the freelancer alone, who reads the link by SMS and accepts: a hire at the offered amount, ready to fund', async () => {
    const sent = await book(employer, { freelancer_id: ada.id, amount: '15000' });
    expect(sent.status).toBe(201);
    const offer = sent.body.data;
    expect(offer).toMatchObject({ status: 'pending', amount: '15000.00', job_title: 'Paint the warehouse gate', address: '12 Gate Road', open_if_declined: false, listing_status: 'draft' });
    expect(new Date(offer.expires_at).getTime() - clock.now().getTime()).toBeGreaterThan(23.9 * 3_600_000);
    // The new job is an unpublished draft: nobody else finds it.
    expect((await listingRow(offer.listing_id)).status).toBe('draft');
    const sms = (await textsTo(ada.id)).at(-1)!;
    expect(sms).toContain(`https://gigs.example/freelancer/offers/${offer.id}`);
    expect(sms).toContain('Again Works');
    const bell = await http().get('/api/notifications').set(ada.auth);
    expect(JSON.stringify(bell.body.data)).toContain(`/freelancer/offers/${offer.id}`);

    // Only Ada sees and answers it; the employer sees their own.
    expect((await http().get(`/api/freelancer/offers/${offer.id}`).set(cy.auth)).status).toBe(404);
    expect((await http().post(`/api/freelancer/offers/${offer.id}/accept`).set(cy.auth)).status).toBe(404);
    expect((await http().get(`/api/employer/offers/${offer.id}`).set(other.auth)).status).toBe(404);
    expect((await http().get(`/api/employer/offers/${offer.id}`).set(employer.auth)).body.data.status).toBe('pending');

    const accepted = await http().post(`/api/freelancer/offers/${offer.id}/accept`).set(ada.auth);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', application_id: expect.any(Number) });
    const hireId = accepted.body.data.application_id;
    const hire = await http().get(`/api/hires/${hireId}`).set(employer.auth);
    expect(hire.status).toBe(200);
    expect(hire.body.data).toMatchObject({ status: 'approved', agreed_amount_minor: 1500000 });
    expect(hire.body.data.can.fund).toBe(true);
    // The job's one position is taken: published and filled, out of search.
    expect(await listingRow(offer.listing_id)).toMatchObject({ status: 'closed', closed_reason: 'filled', positions_filled: 1 });
    const employerBell = await http().get('/api/notifications').set(employer.auth);
    expect(JSON.stringify(employerBell.body.data)).toContain('Offer accepted');
    // Answered once.
    expect((await http().post(`/api/freelancer/offers/${offer.id}/decline`).set(ada.auth)).status).toBe(409);
    expect((await http().post(`/api/freelancer/offers/${offer.id}/accept`).set(ada.auth)).status).toBe(409);
  });

  it('tells the employer of a decline by bell and SMS; the job stays unpublished unless chosen', async () => {
    const sent = await book(employer, { freelancer_id: ada.id, job_title: 'Paint the back gate' });
    const offer = sent.body.data;
    const declined = await http().post(`/api/freelancer/offers/${offer.id}/decline`).set(ada.auth);
    expect(declined.status).toBe(200);
    expect(declined.body.data.status).toBe('declined');
    expect((await textsTo(employer.id)).at(-1)).toContain('Ada Again declined your offer for "Paint the back gate"');
    const bell = await http().get('/api/notifications').set(employer.auth);
    expect(JSON.stringify(bell.body.data)).toContain('Offer declined');
    expect((await listingRow(offer.listing_id)).status).toBe('draft');

    const open = (await book(employer, { freelancer_id: ada.id, job_title: 'Paint the side gate', open_if_declined: true })).body.data;
    expect((await http().post(`/api/freelancer/offers/${open.id}/decline`).set(ada.auth)).status).toBe(200);
    expect((await listingRow(open.listing_id)).status).toBe('open');
  });

  it('expires with the clock moved: the employer is told, and the job opens to everyone only when chosen', async () => {
    const kept = (await book(employer, { freelancer_id: ada.id, job_title: 'Oil the gate hinges' })).body.data;
    const opened = (await book(employer, { freelancer_id: ada.id, job_title: 'Fix the gate latch', open_if_declined: true })).body.data;
    const offers = t.app.get(OffersService);
    expect(await offers.expireDue()).toBe(0);
    const later = new Date(clock.now().getTime() + 25 * 3_600_000);
    jest.spyOn(clock, 'now').mockReturnValue(later);
    // Too late to accept, even before the task runs.
    expect((await http().post(`/api/freelancer/offers/${kept.id}/accept`).set(ada.auth)).status).toBe(409);
    expect(await offers.expireDue()).toBe(2);
    expect(await offers.expireDue()).toBe(0);
    expect((await http().get(`/api/employer/offers/${kept.id}`).set(employer.auth)).body.data.status).toBe('expired');
    expect((await listingRow(kept.listing_id)).status).toBe('draft');
    expect((await listingRow(opened.listing_id)).status).toBe('open');
    const texts = await textsTo(employer.id);
    expect(texts.some((text) => text.includes('expired without an answer') && text.includes('Oil the gate hinges'))).toBe(true);
    expect(texts.some((text) => text.includes('expired without an answer') && text.includes('Fix the gate latch'))).toBe(true);
  });

  it('takes exactly one of an accept and a decline sent together', async () => {
    const offer = (await book(employer, { freelancer_id: ada.id, job_title: 'Sand the gate posts', open_if_declined: true })).body.data;
    const before = (await textsTo(employer.id)).length;
    const [accept, decline] = await Promise.all([
      http().post(`/api/freelancer/offers/${offer.id}/accept`).set(ada.auth),
      http().post(`/api/freelancer/offers/${offer.id}/decline`).set(ada.auth),
    ]);
    expect([accept.status, decline.status].sort()).toEqual([200, 409]);
    const status = (await http().get(`/api/employer/offers/${offer.id}`).set(employer.auth)).body.data.status;
    const hires = await count(t.dataSource, 'jobapplication', { listing_id: offer.listing_id });
    if (status === 'accepted') {
      expect(hires).toBe(1);
      expect((await listingRow(offer.listing_id)).closed_reason).toBe('filled');
    } else {
      expect(status).toBe('declined');
      expect(hires).toBe(0);
      expect((await listingRow(offer.listing_id)).status).toBe('open');
      expect((await textsTo(employer.id)).length).toBe(before + 1);
    }
    expect(await t.app.get(OffersService).expireDue()).toBe(0);
  });
});
