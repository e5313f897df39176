import { HttpStatus, Logger } from '@nestjs/common';
import { BVN_PATTERN, IDENTITY_MESSAGES } from '@gigmarket/shared';
import type { Repository } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { profileNames, type IdentityService } from '../../identity/identity.service';
import type { BankAccountsService } from '../../payments/bank-accounts.service';
import type { User } from '../../users/user.entity';
import { cut } from '../gsm7';
import { shortDate, userOf, type ScreenGroup } from '../screen';
import type { IdentityScreens } from '../screen-data';
import { ACCOUNT_NUMBER, bankPickerScreens } from './bank-account';

/** What the identity screens need from the engine. */
export interface IdentityScreenDeps {
  accounts: BankAccountsService;
  identity: IdentityService;
  users: Repository<User>;
}

const logger = new Logger('UssdIdentity');

/**
 * "Verify my ID" behind the PIN (docs/ussd.md, docs/trust.md "Identity"): the bank, the 10-digit
 * account number (resolved at once), then the 11-digit BVN, which is the last answer and is acted
 * on in the same hop: it is sent to Paystack by `IdentityService.request` (the site's own call)
 * and never kept in the session, a screen or a log. From the main menu: `6`, the PIN, a bank,
 * the account number, the BVN: five answers (six through "More").
 */
export function identityScreens(deps: IdentityScreenDeps): ScreenGroup<keyof IdentityScreens> {
  const picker = bankPickerScreens(
    deps,
    { more: (page) => ({ go: 'id_bank_more', data: { page } }), next: (bank) => ({ go: 'id_number', data: { bank } }) },
    (t) => ({ common: t.idBankTitle, others: t.idOtherBanks }),
  );
  return {
    id_bank_more: picker.more,
    identity: {
      // Verified, being checked, locked or out of tries for today: said before any bank is asked.
      view: async (c) => {
        const now = await deps.identity.view(userOf(c), c.state.lang);
        if (now.status === 'verified' && now.verified_at) return { end: `${c.t.idVerified} ${shortDate(now.verified_at, true)}.` };
        if (now.status === 'checking') return { end: c.t.idAlreadyChecking };
        const today = await deps.identity.limits(userOf(c));
        if (today.locked) return { end: c.t.idLocked };
        if (today.exhausted) return { end: c.t.idTooMany };
        return picker.first.view(c);
      },
      answer: picker.first.answer,
    },

    id_number: {
      view: async (c) => ({ body: [`${c.t.idEnterAccount} ${cut(c.data.bank.name, 40)}:`] }),
      answer: async (c, input) => {
        if (!ACCOUNT_NUMBER.test(input)) return { invalid: c.t.badAccount };
        const bank = c.data.bank;
        try {
          await deps.accounts.resolve(bank.code, input);
        } catch (error) {
          if (error instanceof DomainError) return { invalid: c.t.accountNotFound };
          logger.warn(`Resolving an account failed: ${error instanceof Error ? error.message : String(error)}`);
          return { invalid: c.t.bankUnavailable };
        }
        return { go: 'id_bvn', data: { bank, accountNumber: input } };
      },
    },

    // The BVN is the last answer: checked, sent and forgotten in this one hop.
    id_bvn: {
      view: async (c) => {
        const user = await deps.users.findOne({ where: { id: userOf(c) }, select: { id: true, first_name: true, last_name: true, name: true } });
        const names = user ? profileNames(user) : null;
        const who = names ? `${names.first_name} ${names.last_name}` : '';
        const bank = c.data.bank;
        return {
          body: [`${c.t.idBvnFor} ${cut(who, 30)}, ${cut(bank.name, 20)} ...${c.data.accountNumber.slice(-4)}:`, `${c.t.idBvnAsk}:`],
        };
      },
      answer: async (c, input) => {
        if (!BVN_PATTERN.test(input)) return { invalid: c.t.badBvn };
        const bank = c.data.bank;
        try {
          await deps.identity.request(userOf(c), { bvn: input, bank_code: bank.code, account_number: c.data.accountNumber }, 'ussd', c.state.lang);
        } catch (error) {
          if (!(error instanceof DomainError)) {
            logger.warn(`A USSD identity check failed: ${error instanceof Error ? error.constructor.name : 'error'}`);
            return { end: c.t.bankUnavailable };
          }
          const status = error.getStatus();
          if (status === HttpStatus.CONFLICT) return { end: c.t.idAlreadyChecking };
          if (status === HttpStatus.TOO_MANY_REQUESTS) return { end: error.message === IDENTITY_MESSAGES.locked ? c.t.idLocked : c.t.idTooMany };
          if (error.fieldErrors.some((field) => field.field === 'name')) return { end: c.t.idNameNeeded };
          if (status === HttpStatus.BAD_GATEWAY) return { end: c.t.bankUnavailable };
          return { end: c.t.accountNotFound };
        }
        return { end: c.t.idChecking, outcome: 'id_requested' };
      },
    },
  };
}
