import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENTITIES } from '../database/entities';
import { MIGRATIONS } from '../database/migrations';
import { User } from '../users/user.entity';
import { JobApplication } from '../applications/job-application.entity';
import { Listing } from '../listings/listing.entity';
import { accountBalances, InsufficientBalanceError, post, trialBalance } from './ledger';
import { POSTINGS } from './postings';

/**
 * Any sequence of the hire-to-pay postings, valid or not, keeps total debits equal to total
 * credits and never takes a guarded account below zero: a refused posting writes nothing.
 */
describe('ledger invariants (property-based, on SQLite)', () => {
  let dataSource: DataSource;
  const employers = [0, 0];
  const freelancers = [0, 0];
  const applications = [0, 0, 0];

  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'better-sqlite3',
      database: join(mkdtempSync(join(tmpdir(), 'gig-ledger-')), 'ledger.sqlite'),
      entities: ENTITIES,
      migrations: MIGRATIONS,
      migrationsRun: true,
    });
    await dataSource.initialize();
    const users = dataSource.getRepository(User);
    for (let i = 0; i < 2; i++) {
      employers[i] = (
        await users.save({
          name: `E${i}`,
          first_name: 'E',
          last_name: `${i}`,
          user_type: 'employer',
          status: 'active',
          phone: `0800000000${i}`,
        })
      ).id;
      freelancers[i] = (
        await users.save({
          name: `F${i}`,
          first_name: 'F',
          last_name: `${i}`,
          user_type: 'freelancer',
          status: 'active',
          phone: `0810000000${i}`,
        })
      ).id;
    }
    for (let i = 0; i < 3; i++) {
      const listing = await dataSource
        .getRepository(Listing)
        .save({ user_id: employers[i % 2], job_title: `Job ${i}`, status: 'open', pricing: 'fixed' });
      applications[i] = (
        await dataSource
          .getRepository(JobApplication)
          .save({ user_id: freelancers[i % 2], listing_id: listing.id, status: 'approved' })
      ).id;
    }
  });

  afterAll(() => dataSource.destroy());

  const amount = fc.integer({ min: 1, max: 5_000_000 });
  const pick = <T>(items: T[]) => fc.integer({ min: 0, max: items.length - 1 }).map((i) => items[i]);
  const reference = fc.stringMatching(/^[A-Z]{2}[0-9]{1,3}$/);
  const operation = fc.oneof(
    fc
      .tuple(reference, pick(applications), amount, fc.integer({ min: 0, max: 100_000 }))
      .map(([ref, app, agreed, fee]) => POSTINGS.charge(ref, app, agreed, fee)),
    fc
      .tuple(pick(applications), pick(freelancers), amount, fc.integer({ min: 0, max: 10 }))
      .map(([app, who, agreed, tenth]) => POSTINGS.release(app, who, agreed, Math.floor((agreed * tenth) / 100))),
    fc.tuple(pick(applications), pick(employers), amount).map(([app, who, value]) => POSTINGS.refund(app, who, value)),
    fc
      .tuple(reference, pick(applications), pick(freelancers), amount)
      .map(([ref, app, who, value]) => POSTINGS.payout(ref, app, who, value)),
    fc.tuple(reference, pick(applications), amount).map(([ref, app, value]) => POSTINGS.payoutSettled(ref, app, value)),
    fc
      .tuple(reference, pick(applications), pick(freelancers), amount)
      .map(([ref, app, who, value]) => POSTINGS.payoutReturned(ref, app, who, value)),
    fc
      .tuple(reference, pick(applications), pick(employers), amount)
      .map(([ref, app, who, value]) => POSTINGS.refundSent(ref, app, who, value)),
  );

  it('keeps debits equal to credits and no guarded account negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
        for (const request of operations) {
          try {
            await dataSource.transaction((manager) => post(manager, request));
          } catch (error) {
            if (!(error instanceof InsufficientBalanceError)) throw error;
          }
        }
        const books = await trialBalance(dataSource.manager);
        expect(books.balanced).toBe(true);
        expect(books.debits).toBe(books.credits);
        for (const account of await accountBalances(dataSource.manager)) {
          if (account.kind !== 'gateway') expect(account.balance_minor).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('answers a key posted before with the first posting and writes nothing', async () => {
    const request = POSTINGS.charge('SAME-KEY', applications[0], 1000, 15);
    const first = await dataSource.transaction((manager) => post(manager, request));
    const again = await dataSource.transaction((manager) => post(manager, { ...request, lines: [...request.lines] }));
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(again.posting.id).toBe(first.posting.id);
    expect(
      await dataSource.query(`SELECT COUNT(*) AS n FROM ledger_entries WHERE posting_key = 'charge:SAME-KEY'`),
    ).toEqual([{ n: 3 }]);
  });

  it('refuses unbalanced postings and keeps entries immutable', async () => {
    await expect(
      dataSource.transaction((manager) =>
        post(manager, {
          key: 'bad',
          kind: 'charge',
          lines: [
            { account: 'gateway:clearing', direction: 'debit', amount: 10 },
            { account: 'platform:fees', direction: 'credit', amount: 9 },
          ],
        }),
      ),
    ).rejects.toThrow('does not balance');
    await expect(dataSource.query(`UPDATE ledger_entries SET amount_minor = 1`)).rejects.toThrow(/immutable/);
    await expect(dataSource.query(`DELETE FROM ledger_postings`)).rejects.toThrow(/immutable/);
  });
});
