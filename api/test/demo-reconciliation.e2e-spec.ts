import request from 'supertest';
import { chargeFee, transferFee } from '@gigmarket/paystack-local';
import { ACCOUNTS, balanceOf } from '../src/ledger/ledger';
import { ReconciliationItem } from '../src/payments/payment.entities';
import { demoChargeFee, demoGatewayHistory, demoTransferFee } from '../src/seed/demo-gateway';
import { seed } from '../src/seed/seed';
import { Transaction } from '../src/transactions/transaction.entity';
import { databaseKinds } from './support/databases';
import { makeEmployer, makeFreelancer, makeLookups } from './support/marketplace-fixtures';
import { approvedHire, closeWorld, fundHire, paymentsWorld, trialBalance, type PaymentsWorld } from './support/payment-fixtures';

const options = { superadminEmail: 'root@gigmarket.test', superadminPassword: 'Sup3rSecret!' };

/**
 * The demo as `npm start` runs it: the seed's history of paid hires in the books, the same history
 * given to the local Paystack (demo-gateway.ts, PAYSTACK_LOCAL_HISTORY), and the back office's
 * reconciliation finding nothing to report, the books equal to the gateway's balance to the kobo.
 */
describe.each(databaseKinds())('the demo history at the gateway (%s)', (kind) => {
  let world: PaymentsWorld;

  beforeAll(async () => {
    world = await paymentsWorld(kind);
    await seed(world.t.dataSource, options);
  });
  afterAll(() => closeWorld(world));

  /** Runs the back office's reconciliation; answers every difference listed. */
  async function reconcile(): Promise<{ kind: string; reference: string; ours: string; theirs: string }[]> {
    await request(world.t.http).post('/api/admin/reconciliation/run').set(world.superadmin).expect(200);
    const listed = await request(world.t.http).get('/api/admin/reconciliation?range=[0,99]').set(world.superadmin).expect(200);
    return listed.body;
  }

  const clearing = () => balanceOf(world.t.dataSource.manager, ACCOUNTS.gatewayClearing);

  it('books what Paystack kept of each demo charge and transfer, at its own prices', async () => {
    const rows = await world.t.dataSource.getRepository(Transaction).find({ where: { payment_gateway: 'paystack' }, order: { id: 'ASC' } });
    const charges = rows.filter((row) => row.transaction_type === 'charge');
    expect(charges.length).toBeGreaterThan(0);
    for (const row of charges) {
      const paid = row.amount_minor! + row.fee_minor!;
      expect({ reference: row.transaction_id, kept: row.gateway_fee_minor }).toEqual({ reference: row.transaction_id, kept: chargeFee(paid) });
    }
    // The seed's own copy of Paystack's prices is the local Paystack's, over the whole range of amounts.
    for (let amount = 1; amount < 20_000_000; amount = Math.ceil(amount * 1.37) + 7) {
      expect([amount, demoChargeFee(amount), demoTransferFee(amount)]).toEqual([amount, chargeFee(amount), transferFee(amount)]);
    }
    const history = await demoGatewayHistory(world.t.dataSource.manager);
    expect(history.charges).toHaveLength(charges.length);
    expect(history.transfers).toHaveLength(rows.filter((row) => row.transaction_type === 'payout').length);
    for (const transfer of history.transfers) expect(transfer.fee).toBe(transferFee(transfer.amount));
    expect((await trialBalance(world)).balanced).toBe(true);
  });

  it('reports no difference once the local Paystack holds the demo history, and its balance is gateway:clearing', async () => {
    const history = await demoGatewayHistory(world.t.dataSource.manager);
    // As npm start hands it over: JSON in a file, taken in before the local Paystack answers anyone.
    expect(world.paystack.control.loadHistory(JSON.parse(JSON.stringify(history)))).toEqual({
      charges: history.charges.length,
      transfers: history.transfers.length,
      already: 0,
    });
    expect(await reconcile()).toEqual([]);
    expect(await world.t.dataSource.getRepository(ReconciliationItem).count()).toBe(0);
    expect(await clearing()).toBe(world.paystack.control.state().balance);
    expect(await clearing()).toBeGreaterThan(0);

    const state = world.paystack.control.state();
    expect(state.transactions.map((t) => [t.reference, t.status, t.amount])).toEqual(
      history.charges.map((c) => [c.reference, 'success', c.amount]),
    );
    expect(state.transfers.map((t) => [t.reference, t.status, t.amount])).toEqual(
      history.transfers.map((t) => [t.reference, 'success', t.amount]),
    );
    // Nothing was announced: the books already hold it all.
    expect(state.webhooks).toEqual([]);
  });

  it('gives the same history again after the seed runs again (npm start on MySQL seeds at every start)', async () => {
    const before = await demoGatewayHistory(world.t.dataSource.manager);
    await seed(world.t.dataSource, options);
    expect(await demoGatewayHistory(world.t.dataSource.manager)).toEqual(before);
    expect(world.paystack.control.loadHistory(before)).toMatchObject({ charges: 0, transfers: 0 });
    expect(await reconcile()).toEqual([]);
  });

  it('still reconciles after a new hire is paid for on top of the demo history', async () => {
    const lookups = await makeLookups(world.t.dataSource);
    const employer = await makeEmployer(world.t, 'Fresh Works');
    const freelancer = await makeFreelancer(world.t, undefined, 'Fresh Hand');
    const id = await approvedHire(world, lookups, employer, freelancer);
    await fundHire(world, employer, id);
    expect(await reconcile()).toEqual([]);
    expect(await clearing()).toBe(world.paystack.control.state().balance);
  });
});
