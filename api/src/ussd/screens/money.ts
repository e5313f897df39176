import { formatMoney, fromMinor, lagosYear } from '@gigmarket/shared';
import { t } from '../../i18n/i18n';
import { ACCOUNTS, balanceOf } from '../../ledger/ledger';
import { money, shortDate, userOf, type ScreenGroup, type UssdServices } from '../screen';
import type { MoneyScreens } from '../screen-data';
import { moneyBankLines } from './bank-account';

type MoneyDeps = Pick<UssdServices, 'dataSource' | 'transactions' | 'marketplace' | 'bankAccounts' | 'documents' | 'clock' | 'sms'>;

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
          options: [bank.option, `2 ${c.t.textYearTotal.replace('{year}', String(lagosYear(deps.clock.now())))}`],
        };
      },
      answer: async (c, input) => {
        if (input === '1') return { go: 'bank' };
        if (input !== '2') return { invalid: true };
        // "Text me my 2026 total": the year's net from the statement, which reads the ledger.
        const year = String(lagosYear(deps.clock.now()));
        const { totals, currency, freelancer } = await deps.documents.statement(userOf(c), year);
        const sms = t(c.state.lang, 'tax.yearTotalSms', {
          year,
          net: formatMoney(totals.net_minor, currency, c.state.lang, { gsm: true }),
          count: totals.jobs,
          commission: formatMoney(totals.commission_minor, currency, c.state.lang, { gsm: true }),
          taxId: freelancer.tax_id ?? t(c.state.lang, 'tax.noTaxId'),
        });
        await deps.sms(c.state.phone, sms);
        return { end: c.t.yearTotalSent.replace('{year}', year) };
      },
    },
  };
}
