import { Logger } from '@nestjs/common';
import { USSD_LIMITS, type UssdLanguage } from '@gigmarket/shared';
import { DomainError } from '../../common/domain-error';
import type { BankAccountView, BankAccountsService } from '../../payments/bank-accounts.service';
import { cut, foldGsm7, gsm7Length } from '../gsm7';
import { choice, userOf, type Ctx, type Go, type Screen, type ScreenGroup } from '../screen';
import type { Bank, BankAccountScreens } from '../screen-data';
import { USSD_COMMON_BANKS, type UssdText } from '../ussd-text';

/** What the bank screens need from the engine. */
export interface BankScreenDeps {
  accounts: BankAccountsService;
  /** The freelancer's ledger balance in minor units: the money that waits for a payout. */
  balance(userId: number): Promise<number>;
  /** Minor units as the screens write money ("N9,000"). */
  money(minor: number, lang: UssdLanguage): Promise<string>;
}

const { moreKey, backKey } = USSD_LIMITS;
/** Banks per "More" page: eight names fit one screen with the header and footer. */
export const BANKS_PER_PAGE = 8;
export const ACCOUNT_NUMBER = /^\d{10}$/;
const logger = new Logger('UssdBankAccount');


/** The gateway's banks split into the common ones (the names people use, in that order) and every other by name. */
export function bankChoices(all: Bank[]): { common: Bank[]; others: Bank[] } {
  const known = new Set(all.map((bank) => bank.code));
  const common: Bank[] = USSD_COMMON_BANKS.filter((bank) => known.has(bank.code)).map(({ code, name }) => ({
    code,
    name,
  }));
  const taken = new Set(common.map((bank) => bank.code));
  const others = all
    .filter((bank) => !taken.has(bank.code))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.code.localeCompare(b.code));
  return { common, others };
}

/** The gateway's bank list (cached an hour by the service), or null while the gateway cannot be reached. */
export async function banksOrNull(deps: Pick<BankScreenDeps, 'accounts'>): Promise<Bank[] | null> {
  try {
    return await deps.accounts.banks();
  } catch (error) {
    logger.warn(`Listing banks failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** "0123456789" -> "...6789": the screens never show a whole account number once saved. */
const lastDigits = (accountNumber: string) => `...${accountNumber.slice(-4)}`;

/**
 * The lines "My money" adds about the payout account, and its option: where payouts go, or a
 * prompt to add an account when money waits for one.
 */
export function moneyBankLines(t: UssdText, account: BankAccountView | null, balance: number) {
  const shortName =
    (account && USSD_COMMON_BANKS.find((bank) => bank.code === account.bank_code)?.name) ?? account?.bank_name;
  const lines = account
    ? [`${t.paidTo}: ${cut(shortName ?? '', 20)} ${lastDigits(account.account_number)}`]
    : balance > 0
      ? [t.addBankHint]
      : [];
  return { lines, option: `1 ${account ? t.changeBank : t.addBank}` };
}

/**
 * Lines that fit `room` characters together: the longest are cut to one common length, the
 * largest that lets them all fit, so a long name never loses more than the others.
 */
export function evenlyCut(lines: string[], room: number): string[] {
  const total = (cap: number) => lines.reduce((sum, line) => sum + Math.min(line.length, cap), lines.length - 1);
  let cap = Math.max(0, ...lines.map((line) => line.length));
  while (cap > 8 && total(cap) > room) cap -= 1;
  return lines.map((line) => (line.length > cap ? cut(line, cap) : line));
}

/**
 * A bank picker's two screens, `first` and `more` (the common banks, then every other by name, a
 * page at a time); a picked bank leads where `next` says. The payout account and the identity
 * check both start with it.
 */
export function bankPickerScreens(
  deps: Pick<BankScreenDeps, 'accounts'>,
  go: { more: (page: number) => Go; next: (bank: Bank) => Go },
  titles: (t: UssdText) => { common: string; others: string },
): { first: Screen<'bank' | 'identity'>; more: Screen<'bank_more' | 'id_bank_more'> } {
  const pick = async (c: Ctx<'bank' | 'identity' | 'bank_more' | 'id_bank_more'>, input: string) => {
    const banks = c.data.banks ?? [];
    const picked = choice(input, banks.length);
    return picked ? go.next(banks[picked - 1]) : { invalid: true as const };
  };
  return {
    first: {
      view: async (c) => {
        const all = await banksOrNull(deps);
        if (!all) return { end: c.t.bankUnavailable };
        const { common, others } = bankChoices(all);
        c.data.banks = common;
        return {
          body: [`${titles(c.t).common}:`, ...common.map((bank, index) => `${index + 1} ${bank.name}`)],
          options: others.length ? [`${moreKey} ${c.t.more}`] : [],
        };
      },
      answer: async (c, input) => (input === moreKey ? go.more(1) : pick(c, input)),
    },
    more: {
      view: async (c) => {
        const page = c.data.page;
        const all = await banksOrNull(deps);
        if (!all) return { end: c.t.bankUnavailable };
        const { others } = bankChoices(all);
        const banks = others.slice((page - 1) * BANKS_PER_PAGE, page * BANKS_PER_PAGE);
        c.data.banks = banks;
        const header = `${titles(c.t).others}:`;
        const options = page * BANKS_PER_PAGE < others.length ? [`${moreKey} ${c.t.more}`] : [];
        const footer = [...options, `${backKey} ${c.t.back}`].join('\n');
        const room = USSD_LIMITS.screenChars - gsm7Length(foldGsm7(`${header}\n${footer}`)) - 1;
        const lines = banks.map((bank, index) => foldGsm7(`${index + 1} ${bank.name}`));
        return { body: [header, ...evenlyCut(lines, room)], options };
      },
      answer: async (c, input) => (input === moreKey ? go.more(c.data.page + 1) : pick(c, input)),
    },
  };
}

/**
 * "My money" -> add or replace the payout account (docs/ussd.md, "My money"): a bank from a short
 * list (then "More"), the 10-digit account number, the name the bank gives for it to confirm.
 * Resolving and saving are the site's own calls (BankAccountsService.resolve and .save: Paystack
 * resolves the account and creates the transfer recipient; saving sends the payouts that waited).
 * Reached only from the money screen, so only after the PIN.
 */
export function bankAccountScreens(deps: BankScreenDeps): ScreenGroup<keyof BankAccountScreens> {
  const picker = bankPickerScreens(
    deps,
    { more: (page) => ({ go: 'bank_more', data: { page } }), next: (bank) => ({ go: 'bank_number', data: { bank } }) },
    (t) => ({ common: t.pickBank, others: t.otherBanks }),
  );
  return {
    bank: picker.first,
    bank_more: picker.more,

    bank_number: {
      view: async (c) => ({ body: [`${c.t.enterAccount} ${cut(c.data.bank.name, 40)}:`] }),
      answer: async (c, input) => {
        if (!ACCOUNT_NUMBER.test(input)) return { invalid: c.t.badAccount };
        const bank = c.data.bank;
        try {
          const resolved = await deps.accounts.resolve(bank.code, input);
          return { go: 'bank_confirm', data: { bank, accountNumber: input, accountName: resolved.account_name } };
        } catch (error) {
          if (error instanceof DomainError) return { invalid: c.t.accountNotFound };
          logger.warn(`Resolving an account failed: ${error instanceof Error ? error.message : String(error)}`);
          return { invalid: c.t.bankUnavailable };
        }
      },
    },

    bank_confirm: {
      view: async (c) => ({
        body: [
          `${c.t.confirmAccount} ${cut(c.data.accountName, 50)}, ${cut(c.data.bank.name, 30)} ${c.data.accountNumber}?`,
        ],
        options: [`1 ${c.t.confirm}`],
      }),
      answer: async (c, input) => {
        if (input !== '1') return { invalid: true };
        const bank = c.data.bank;
        const before = await deps.balance(userOf(c));
        try {
          await deps.accounts.save(userOf(c), {
            bank_code: bank.code,
            account_number: c.data.accountNumber,
            account_name: c.data.accountName,
          });
        } catch (error) {
          if (error instanceof DomainError && error.fieldErrors.some((field) => field.field === 'account_name'))
            return { end: c.t.accountNameChanged };
          if (error instanceof DomainError) return { end: c.t.accountNotFound };
          logger.warn(`Saving an account failed: ${error instanceof Error ? error.message : String(error)}`);
          return { end: c.t.bankUnavailable };
        }
        c.state.outcome = 'bank_saved';
        // What left the balance went out as payouts to the new account.
        const sent = before - (await deps.balance(userOf(c)));
        return { end: sent > 0 ? `${c.t.accountSaved} ${await deps.money(sent, c.state.lang)} ${c.t.onItsWay}` : c.t.accountSaved };
      },
    },
  };
}
