import { fromMinor } from '@gigmarket/shared';
import { ACCOUNTS, balanceOf } from '../../ledger/ledger';
import { money, shortDate, userOf, type ScreenGroup, type UssdServices } from '../screen';
import type { MoneyScreens } from '../screen-data';
import { moneyBankLines } from './bank-account';

type MoneyDeps = Pick<UssdServices, 'dataSource' | 'transactions' | 'marketplace' | 'bankAccounts'>;

/** The balance, where payouts go and the last three payouts; `1` adds or changes the payout account (screens/bank-account.ts). */
export function moneyScreens(deps: MoneyDeps): ScreenGroup<keyof MoneyScreens> {
  return {
    money: {
      view: async (c) => {
        const manager = deps.dataSource.manager;
        const [{ currency }, balance, payouts] = await Promise.all([
          deps.marketplace.get(manager),
          balanceOf(manager, ACCOUNTS.freelancer(userOf(c))),
          deps.transactions.find({
            where: { paid_to: userOf(c), transaction_type: 'payout' },
            order: { created_at: 'DESC', id: 'DESC' },
            take: 3,
          }),
        ]);
        if (!c.state.outcome) c.state.outcome = 'viewed_money';
        const bank = moneyBankLines(c.t, await deps.bankAccounts.find(userOf(c)), balance);
        const lines = payouts.map(
          (payout) =>
            `${money(fromMinor(payout.amount_minor ?? 0), currency, c.state.lang)} ${c.t.statuses[payout.status] ?? payout.status} ${shortDate(payout.created_at)}`,
        );
        return {
          body: [
            `${c.t.balance}: ${money(fromMinor(balance), currency, c.state.lang)}`,
            ...bank.lines,
            `${c.t.payouts}:`,
            ...(lines.length ? lines : [c.t.noPayouts]),
          ],
          options: [bank.option],
        };
      },
      answer: async (_c, input) => (input === '1' ? { go: 'bank' } : { invalid: true }),
    },
  };
}
