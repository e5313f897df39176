import { JobApplication } from '../src/applications/job-application.entity';
import { Dispute } from '../src/trust/dispute.entity';
import { Payout } from '../src/payments/payment.entities';
import { Transaction } from '../src/transactions/transaction.entity';
import { databaseKinds } from './support/databases';
import { createTestApp, TestApp } from './support/test-app';
import { as, insertListing, insertUser, listUrl, tokenFor, totalOf } from './support/admin-fixtures';

/**
 * Search by what an operator knows (the `q` filter): transactions by the user's name or phone,
 * their reference and their type; payouts by the freelancer's name; disputes by the job's title,
 * two primary-key hops away (dispute -> hire -> listing).
 */
describe.each(databaseKinds())('admin search by what an operator knows (%s)', (kind) => {
  let app: TestApp;
  let token: string;
  const ids = {} as Record<'charge' | 'payout' | 'refund' | 'payoutWedding' | 'payoutCleaner' | 'disputeWedding' | 'disputeCleaner', number>;

  const search = async (resource: string, q: string, filter: Record<string, unknown> = {}) => {
    const answer = await as(app, token).get(listUrl(resource, { filter: { q, ...filter }, range: [0, 99], sort: ['id', 'ASC'] }));
    expect(answer.status).toBe(200);
    expect(totalOf(answer)).toBe(answer.body.length);
    return answer.body.map((row: { id: number }) => row.id);
  };

  beforeAll(async () => {
    app = await createTestApp(kind);
    const ds = app.dataSource;
    token = await tokenFor(app, (await insertUser(ds, 'superadmin')).id);
    const employer = await insertUser(ds, 'employer', { first_name: 'Ngozi', last_name: 'Adebayo', name: 'Ngozi Adebayo', phone: '08037770001' });
    const tunde = await insertUser(ds, 'freelancer', { first_name: 'Tunde', last_name: 'Okonkwo', name: 'Tunde Okonkwo', phone: '08037770002' });
    const bisi = await insertUser(ds, 'freelancer', { first_name: 'Bisi', last_name: 'Alade', name: 'Bisi Alade', phone: '08037770003' });
    const wedding = await insertListing(ds, { user_id: employer.id, job_title: 'Wedding photographer in Lekki' });
    const cleaner = await insertListing(ds, { user_id: employer.id, job_title: 'Office cleaner, Yaba' });
    const hires = ds.getRepository(JobApplication);
    const weddingHire = await hires.save({ user_id: tunde.id, listing_id: wedding.id, status: 'paid', agreed_amount_minor: 5_000_000 });
    const cleanerHire = await hires.save({ user_id: bisi.id, listing_id: cleaner.id, status: 'completed', agreed_amount_minor: 1_500_000 });

    const money = (
      reference: string,
      type: 'charge' | 'payout' | 'refund',
      userId: number,
      applicationId: number,
      amountMinor: number,
    ): Partial<Transaction> => ({
      user_id: userId,
      application_id: applicationId,
      transaction_id: reference,
      transaction_type: type,
      amount: (amountMinor / 100).toFixed(2),
      amount_minor: amountMinor,
      currency: 'NGN',
      status: 'success',
      payment_gateway: 'paystack',
    });
    const transactions = ds.getRepository(Transaction);
    ids.charge = (await transactions.save(money('PSK-CHG-0001', 'charge', employer.id, weddingHire.id, 5_075_000))).id;
    ids.payout = (
      await transactions.save({ ...money('PSK-TRF-0002', 'payout', tunde.id, weddingHire.id, 4_500_000), paid_to: tunde.id, account_name: 'TUNDE OKONKWO', account_number: '0123456789' })
    ).id;
    ids.refund = (await transactions.save(money('PSK-RFD-0003', 'refund', employer.id, cleanerHire.id, 1_522_500))).id;

    const payouts = ds.getRepository(Payout);
    ids.payoutWedding = (await payouts.save({ application_id: weddingHire.id, freelancer_id: tunde.id, amount_minor: 4_500_000, status: 'success', reference: 'PSK-TRF-0002', attempts: 1 })).id;
    ids.payoutCleaner = (await payouts.save({ application_id: cleanerHire.id, freelancer_id: bisi.id, amount_minor: 1_350_000, status: 'awaiting_account', attempts: 0 })).id;

    const disputes = ds.getRepository(Dispute);
    ids.disputeWedding = (await disputes.save({ application_id: weddingHire.id, opened_by: employer.id, reason: 'Photos never delivered', status: 'open' })).id;
    ids.disputeCleaner = (await disputes.save({ application_id: cleanerHire.id, opened_by: bisi.id, reason: 'Paid less than agreed', status: 'resolved', resolution: 'release' })).id;
  });
  afterAll(async () => app?.close());

  it('finds transactions by the user’s name or phone', async () => {
    expect(await search('transactions', 'tunde')).toEqual([ids.payout]);
    expect(await search('transactions', 'OKONKWO')).toEqual([ids.payout]);
    expect(await search('transactions', 'ngozi adebayo')).toEqual([ids.charge, ids.refund]);
    expect(await search('transactions', '08037770002')).toEqual([ids.payout]);
    // Part of a phone, as an operator reads it off a call.
    expect(await search('transactions', '7770001')).toEqual([ids.charge, ids.refund]);
  });

  it('finds transactions by reference and by type, and still by account name', async () => {
    expect(await search('transactions', 'PSK-TRF-0002')).toEqual([ids.payout]);
    expect(await search('transactions', 'psk-')).toEqual([ids.charge, ids.payout, ids.refund]);
    expect(await search('transactions', 'refund')).toEqual([ids.refund]);
    expect(await search('transactions', 'payout')).toEqual([ids.payout]);
    expect(await search('transactions', 'tunde okonkwo', { transaction_type: 'charge' })).toEqual([]);
    // The account number is not a search key: a search never reveals digits a caller may not read.
    expect(await search('transactions', '0123456789')).toEqual([]);
  });

  it('finds payouts by the freelancer’s name', async () => {
    expect(await search('payouts', 'okonkwo')).toEqual([ids.payoutWedding]);
    expect(await search('payouts', 'Bisi')).toEqual([ids.payoutCleaner]);
    expect(await search('payouts', 'bisi', { status: 'success' })).toEqual([]);
    expect(await search('payouts', 'PSK-TRF')).toEqual([ids.payoutWedding]);
  });

  it('finds disputes by the job’s title', async () => {
    expect(await search('disputes', 'wedding')).toEqual([ids.disputeWedding]);
    expect(await search('disputes', 'YABA')).toEqual([ids.disputeCleaner]);
    expect(await search('disputes', 'in lekki', { status: 'open' })).toEqual([ids.disputeWedding]);
    expect(await search('disputes', 'lekki', { status: 'resolved' })).toEqual([]);
    // Its own reason still counts; `%` and `_` match themselves.
    expect(await search('disputes', 'never delivered')).toEqual([ids.disputeWedding]);
    expect(await search('disputes', '%')).toEqual([]);
  });

  it('answers the same records whole, with their names', async () => {
    const answer = await as(app, token).get(listUrl('disputes', { filter: { q: 'wedding' } }));
    expect(answer.body[0]).toMatchObject({ id: ids.disputeWedding, job_title: 'Wedding photographer in Lekki', freelancer_name: 'Tunde Okonkwo' });
  });
});
