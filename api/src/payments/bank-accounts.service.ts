import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { transaction } from '../common/transaction';
import { PAYMENT_MESSAGES } from '../i18n/messages/hire';
import { BankAccount } from './payment.entities';
import { PaymentSettingsReader } from './payment-settings';
import { PaystackClient, PaystackError, type PaystackBank } from './paystack.client';
import { PayoutsService } from './payouts.service';
import type { BankAccountViewDto } from './payment-answers.dto';

/** The name the USSD screens read; the answer itself is `BankAccountViewDto`. */
export type BankAccountView = BankAccountViewDto;
import { message } from '../i18n/message';
import { HttpStatus } from '@nestjs/common';

const BANKS_TTL_MS = 60 * 60 * 1000;
const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/** Freelancers' payout accounts, resolved by the gateway so the name shown is the bank's own. */
@Injectable()
export class BankAccountsService {
  private banksCache: { at: number; banks: PaystackBank[] } | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly paystack: PaystackClient,
    private readonly payouts: PayoutsService,
    private readonly paymentSettings: PaymentSettingsReader,
  ) {}

  async banks(): Promise<{ name: string; code: string }[]> {
    if (!this.banksCache || Date.now() - this.banksCache.at > BANKS_TTL_MS) {
      this.banksCache = { at: Date.now(), banks: await this.paystack.listBanks() };
    }
    return this.banksCache.banks.map(({ name, code }) => ({ name, code }));
  }

  async resolve(bankCode: string, accountNumber: string) {
    const bank = (await this.banks()).find((candidate) => candidate.code === bankCode);
    if (!bank) throw DomainError.field('bank_code', 'exists', message('validation.bank', { field: 'bank_code' }));
    try {
      const resolved = await this.paystack.resolveAccount(accountNumber, bankCode);
      return {
        account_name: resolved.account_name,
        account_number: accountNumber,
        bank_code: bankCode,
        bank_name: bank.name,
      };
    } catch (error) {
      if (error instanceof PaystackError && error.status < 500)
        // The payment provider's own words, as they are.
        throw DomainError.foreign(error.message, HttpStatus.BAD_REQUEST, [{ field: 'account_number', rule: 'resolve', message: error.message }]);
      throw error;
    }
  }

  /** Saves the account whose resolved name the freelancer confirmed, then sends payouts that waited for it. */
  async save(
    userId: number,
    input: { bank_code: string; account_number: string; account_name: string },
  ): Promise<BankAccountViewDto> {
    const resolved = await this.resolve(input.bank_code, input.account_number);
    if (!sameName(resolved.account_name, input.account_name))
      throw DomainError.field('account_name', 'match', PAYMENT_MESSAGES.accountNameMismatch);
    const { currency } = await this.paymentSettings.read(this.dataSource.manager);
    const recipient = await this.paystack.createRecipient({
      name: resolved.account_name,
      account_number: resolved.account_number,
      bank_code: resolved.bank_code,
      currency,
    });
    const values = {
      bank_code: resolved.bank_code,
      bank_name: resolved.bank_name,
      account_number: resolved.account_number,
      account_name: resolved.account_name,
      recipient_code: recipient.recipient_code,
    };
    await transaction(this.dataSource, async (manager) => {
      const existing = await manager.findOne(BankAccount, { where: { user_id: userId } });
      if (existing) await manager.update(BankAccount, { id: existing.id }, values);
      else await manager.insert(BankAccount, { user_id: userId, ...values });
    });
    await this.payouts.sendWaiting(userId);
    return (await this.find(userId))!;
  }

  async find(userId: number): Promise<BankAccountViewDto | null> {
    const row = await this.dataSource.getRepository(BankAccount).findOneBy({ user_id: userId });
    return row
      ? {
          bank_code: row.bank_code,
          bank_name: row.bank_name,
          account_number: row.account_number,
          account_name: row.account_name,
          confirmed_at: row.updated_at,
        }
      : null;
  }
}
