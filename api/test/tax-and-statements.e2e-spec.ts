import request from 'supertest';
import { formatMoney, lagosYear } from '@gigmarket/shared';
import { Clock } from '../src/common/clock';
import { TaxIdReminders } from '../src/statements/tax-reminders';
import { Payout, Refund } from '../src/payments/payment.entities';
import { Transaction } from '../src/transactions/transaction.entity';
import { JobApplication } from '../src/applications/job-application.entity';
import { LedgerEntry } from '../src/ledger/ledger.entities';
import { Notification } from '../src/notifications/notification.entity';
import { User } from '../src/users/user.entity';
import { readSms } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeLookups, type Lookups, type Person } from './support/marketplace-fixtures';
import {
  approvedHire,
  balances,
  checkIn,
  closeWorld,
  fundHire,
  paymentsWorld,
  saveBankAccount,
  trialBalance,
  workDone,
  type PaymentsWorld,
} from './support/payment-fixtures';
import { binary, pdfText } from './support/pdf-text';

/** A small seeded generator (mulberry32), so a failing run can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(databaseKinds())('Tax IDs, receipts and statements (%s)', (kind) => {
  let world: PaymentsWorld;
  let lookups: Lookups;
  let employer: Person;
  let otherEmployer: Person;
  let freelancer: Person;
  let http: PaymentsWorld['t']['http'];
  const year = String(lagosYear(new Date()));

  beforeAll(async () => {
    world = await paymentsWorld(kind);
    http = world.t.http;
    lookups = await makeLookups(world.t.dataSource);
    employer = await makeEmployer(world.t, 'Acme Works');
    otherEmployer = await makeEmployer(world.t, 'Other Ltd');
    freelancer = await makeFreelancer(world.t, undefined, 'Ada Worker');
    await saveBankAccount(world, freelancer);
  });
  afterAll(() => closeWorld(world));

  const pdf = async (path: string, who: { Authorization: string }, language = 'en') => {
    const answer = await request(http).get(path).set(who).set('accept-language', language).buffer(true).parse(binary);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    return pdfText(answer.body as Buffer);
  };

  it('checks the Tax ID with a clear 400 that changes nothing, and keeps a good one', async () => {
    for (const bad of ['123456789', '123456789012', '12345678-001', 'ABCDEFGHIJ', 42]) {
      const answer = await request(http).put('/api/profile/tax-id').set(freelancer.auth).send({ tax_id: bad });
      expect(answer.status).toBe(400);
      expect(answer.body.errors.tax_id).toBeDefined();
    }
    expect((await request(http).put('/api/profile/tax-id').set(freelancer.auth).send({})).status).toBe(400);
    expect((await world.t.dataSource.getRepository(User).findOneByOrFail({ id: freelancer.id })).tax_id).toBeNull();
    const fr = await request(http).put('/api/profile/tax-id').set(freelancer.auth).set('accept-language', 'fr').send({ tax_id: '1234' });
    expect(String(fr.body.errors.tax_id)).toMatch(/NIN à 11 chiffres/);

    const saved = await request(http).put('/api/profile/tax-id').set(freelancer.auth).send({ tax_id: '1234 5678 901' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ tax_id: '12345678901' });
    expect((await request(http).get('/api/profile/tax-id').set(freelancer.auth)).body.data).toEqual({ tax_id: '12345678901' });
    expect((await request(http).get('/api/profile').set(freelancer.auth)).body.data).not.toHaveProperty('tax_id');
    const legacy = await request(http).put('/api/profile/tax-id').set(employer.auth).send({ tax_id: '12345678-0001' });
    expect(legacy.body.data).toEqual({ tax_id: '12345678-0001' });
    expect((await request(http).put('/api/profile/tax-id').set(otherEmployer.auth).send({ tax_id: '1234567890' })).status).toBe(200);
    const removed = await request(http).put('/api/profile/tax-id').set(otherEmployer.auth).send({ tax_id: null });
    expect(removed.body.data).toEqual({ tax_id: null });

    // The back office shows and edits it, with the same rule.
    const refused = await request(http).put(`/api/admin/users/${otherEmployer.id}`).set(world.superadmin).send({ tax_id: '12-34' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.tax_id).toBeDefined();
    const edited = await request(http).put(`/api/admin/users/${otherEmployer.id}`).set(world.superadmin).send({ tax_id: '0987654321' });
    expect(edited.status).toBe(200);
    expect((await request(http).get(`/api/admin/users/${otherEmployer.id}`).set(world.superadmin)).body.tax_id).toBe('0987654321');
    await request(http).put(`/api/admin/users/${otherEmployer.id}`).set(world.superadmin).send({ tax_id: '' }).expect(200);
    expect((await world.t.dataSource.getRepository(User).findOneByOrFail({ id: otherEmployer.id })).tax_id).toBeNull();
  });

  it('numbers receipts without gaps under parallel payments, each read from the ledger', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push(await approvedHire(world, lookups, employer, freelancer, { amount: `${10000 + i * 1000}.00` }));
    const references: string[] = [];
    for (const id of ids) {
      const fund = await request(http).post(`/api/employer/hires/${id}/fund`).set(employer.auth);
      references.push(fund.body.data.reference);
    }
    await Promise.all(references.map((reference) => world.paystack.control.pay(reference)));
    const charges = await world.t.dataSource.getRepository(Transaction).findBy({ transaction_type: 'charge', status: 'success' });
    const numbers: number[] = [];
    for (const charge of charges) {
      const answer = await request(http).get(`/api/employer/payments/${charge.id}/receipt`).set(employer.auth);
      expect(answer.status).toBe(200);
      numbers.push(answer.body.data.number);
    }
    expect([...numbers].sort((a, b) => a - b)).toEqual(charges.map((_, index) => index + 1));

    const charge = charges.find((row) => row.application_id === ids[3])!;
    const receipt = (await request(http).get(`/api/employer/payments/${charge.id}/receipt`).set(employer.auth)).body.data;
    const entries = await world.t.dataSource.getRepository(LedgerEntry).findBy({ posting_key: `charge:${charge.transaction_id}` });
    const line = (code: string) => entries.find((entry) => entry.account_code === code)?.amount_minor;
    expect(receipt).toMatchObject({
      application_id: ids[3],
      agreed_minor: line(`escrow:${ids[3]}`),
      fee_minor: line('platform:fees'),
      total_minor: line('gateway:clearing'),
      refunded_minor: 0,
      payer: { id: employer.id, name: 'Acme Works Boss', tax_id: '12345678-0001' },
      platform: { name: 'GigMarket Nigeria Ltd' },
    });
    expect(receipt.total_minor).toBe(1_300_000 + 19_500);
    // Only the payer reads it; the back office does.
    expect((await request(http).get(`/api/employer/payments/${charge.id}/receipt`).set(otherEmployer.auth)).status).toBe(404);
    expect((await request(http).get(`/api/employer/payments/${charge.id}/receipt/pdf`).set(otherEmployer.auth)).status).toBe(404);
    expect((await request(http).get(`/api/admin/receipts/${charge.id}`).set(world.superadmin)).body.data.number).toBe(receipt.number);

    const text = await pdf(`/api/employer/payments/${charge.id}/receipt/pdf`, employer.auth);
    expect(text).toContain(receipt.number_text);
    expect(text).toContain('12345678-0001');
    expect(text).toContain(formatMoney(receipt.total_minor, 'NGN', 'en'));
    expect(text).toContain(formatMoney(receipt.fee_minor, 'NGN', 'en'));
    const french = await pdf(`/api/employer/payments/${charge.id}/receipt/pdf`, employer.auth, 'fr');
    expect(french).toContain('Total payé');
    expect(french).toContain(formatMoney(receipt.total_minor, 'NGN', 'fr').replace(/[\u00a0\u202f]/g, ' '));
  });

  it('states a year of random hires, splits and refunds equal to the ledger, and the books to the gateway', async () => {
    const random = seeded(20260101);
    const worker = await makeFreelancer(world.t, undefined, 'Bola Ade');
    await saveBankAccount(world, worker, '1234567890');
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const naira = 5000 + Math.floor(random() * 15000);
      const kobo = Math.floor(random() * 100);
      const id = await approvedHire(world, lookups, employer, worker, { agreed: `${naira}.${String(kobo).padStart(2, '0')}` });
      await fundHire(world, employer, id);
      const outcome = (['release', 'split', 'refund'] as const)[Math.floor(random() * 3)];
      outcomes.push(outcome);
      if (outcome === 'release') {
        await workDone(world, worker, id);
        expect((await request(http).post(`/api/employer/hires/${id}/complete`).set(employer.auth)).status).toBe(200);
      } else if (outcome === 'refund') {
        expect((await request(http).post(`/api/hires/${id}/cancel`).set(employer.auth).send({ reason: 'schedule_changed' })).status).toBe(200);
      } else {
        await checkIn(world, worker, id);
        await request(http).post(`/api/hires/${id}/dispute`).set(worker.auth).send({ reason: 'Half done' }).expect(200);
        const list = await request(http).get(`/api/admin/disputes?filter=${encodeURIComponent(JSON.stringify({ application_id: id }))}`).set(world.superadmin);
        const part = 100 + Math.floor(random() * (naira - 200));
        await request(http).post(`/api/admin/disputes/${list.body[0].id}/resolve`).set(world.superadmin).send({ resolution: 'split', freelancer_amount: `${part}.00` }).expect(200);
      }
    }
    // Every transfer and refund reaches its end at the gateway.
    for (const transfer of world.paystack.control.state().transfers.filter((t) => t.status === 'pending')) await world.paystack.control.settleTransfer(transfer.reference, 'success');
    for (const refund of world.paystack.control.state().refunds.filter((r) => r.status === 'pending')) await world.paystack.control.settleRefund(refund.id, 'processed');

    const statement = (await request(http).get(`/api/freelancer/statements/${year}`).set(worker.auth)).body.data;
    const ds = world.t.dataSource;
    const mine = await ds.getRepository(JobApplication).findBy({ user_id: worker.id });
    const entries = (await ds.getRepository(LedgerEntry).find()).filter((entry) => mine.some((hire) => hire.id === entry.application_id));
    const sum = (test: (entry: LedgerEntry) => boolean) => entries.filter(test).reduce((total, entry) => total + entry.amount_minor, 0);
    const earning = (entry: LedgerEntry) => ['release', 'split', 'cancel-fee'].includes(entry.posting_kind);
    expect(statement.totals).toEqual({
      net_minor: sum((entry) => entry.account_code === `freelancer:${worker.id}` && entry.direction === 'credit' && earning(entry)),
      commission_minor: sum((entry) => entry.account_code === 'platform:revenue' && entry.direction === 'credit'),
      refunded_minor: sum((entry) => entry.account_code.startsWith('employer:') && entry.direction === 'credit' && entry.posting_kind !== 'owed-back'),
      agreed_minor: sum((entry) => entry.account_code.startsWith('escrow:') && entry.direction === 'debit'),
      jobs: outcomes.filter((outcome) => outcome !== 'refund').length,
    });
    expect(statement.lines).toHaveLength(5);
    for (const line of statement.lines) {
      expect(line.agreed_minor).toBe(line.commission_minor + line.net_minor + line.refunded_minor);
      if (line.net_minor > 0) expect(line.payout).toMatchObject({ status: 'success', reference: expect.stringMatching(/^GM-PO-/) });
    }
    // The months add up to the year.
    const month = (await request(http).get(`/api/freelancer/statements/${year}-${String(new Date(Date.now() + 3_600_000).getUTCMonth() + 1).padStart(2, '0')}`).set(worker.auth)).body.data;
    expect(month.totals).toEqual(statement.totals);
    // Only the freelancer's own; a bad period is a 400.
    expect((await request(http).get(`/api/freelancer/statements/${year}`).set(freelancer.auth)).body.data.lines.map((l: { application_id: number }) => l.application_id)).not.toContain(statement.lines[0].application_id);
    expect((await request(http).get(`/api/freelancer/statements/${year}-13`).set(worker.auth)).status).toBe(400);
    expect((await request(http).get(`/api/freelancer/statements/${year}`).set(employer.auth)).status).toBe(403);

    const text = await pdf(`/api/freelancer/statements/${year}/pdf`, worker.auth);
    expect(text).toContain(`Year ${year}`);
    expect(text).toContain(formatMoney(statement.totals.net_minor, 'NGN', 'en'));
    expect(text).toContain(formatMoney(statement.totals.commission_minor, 'NGN', 'en'));
    const french = await pdf(`/api/freelancer/statements/${year}/pdf`, worker.auth, 'fr');
    expect(french).toContain('Relevé de gains');
    expect(french).toContain(formatMoney(statement.totals.net_minor, 'NGN', 'fr').replace(/[\u00a0\u202f]/g, ' '));

    // Each account against its records, and the books against the local Paystack's balance.
    const books = await balances(world);
    expect((await trialBalance(world)).balanced).toBe(true);
    expect(books['gateway:clearing'] ?? 0).toBe(world.paystack.control.state().balance);
    for (const hire of mine) expect({ hire: hire.id, escrow: books[`escrow:${hire.id}`] ?? 0 }).toEqual({ hire: hire.id, escrow: 0 });
    const waiting = (await ds.getRepository(Payout).findBy({ freelancer_id: worker.id })).filter((p) => !['pending', 'success'].includes(p.status));
    expect(books[`freelancer:${worker.id}`] ?? 0).toBe(waiting.reduce((total, p) => total + p.amount_minor, 0));
    const owed = (await ds.getRepository(Refund).findBy({ employer_id: employer.id })).filter((r) => ['due', 'failed'].includes(r.status));
    expect(books[`employer:${employer.id}`] ?? 0).toBe(owed.reduce((total, r) => total + r.amount_minor, 0));
  });

  it('reminds people without a Tax ID once a year, by bell and SMS, on the clock', async () => {
    const clock = world.t.app.get(Clock);
    const reminders = world.t.app.get(TaxIdReminders);
    const notices = () => world.t.dataSource.getRepository(Notification).findBy({ user_id: otherEmployer.id, notice_type: 'tax' });
    const phone = (await world.t.dataSource.getRepository(User).findOneByOrFail({ id: otherEmployer.id })).phone;
    const texts = () => readSms(world.t).filter((line) => line.to === phone && /Tax ID/.test(line.message));
    const at = (iso: string) => jest.spyOn(clock, 'now').mockReturnValue(new Date(iso));

    at('2026-03-01T09:00:00Z');
    expect(await reminders.remindDue()).toBeGreaterThan(0);
    expect(await notices()).toHaveLength(1);
    expect(texts()).toHaveLength(1);
    expect(await reminders.remindDue()).toBe(0);
    expect(await world.t.dataSource.getRepository(Notification).countBy({ user_id: freelancer.id, notice_type: 'tax' })).toBe(0);

    at('2026-12-31T23:30:00Z'); // already 2027 in Lagos
    expect(await reminders.remindDue()).toBeGreaterThan(0);
    expect(await notices()).toHaveLength(2);
    expect(texts()).toHaveLength(2);
    jest.restoreAllMocks();
  });
});
