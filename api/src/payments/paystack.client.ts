import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { AdminSettings } from '../settings/admin-settings.entity';
import { InjectAdminSettings } from '../settings/repositories';

/** Paystack's answer envelope. */
interface Envelope<T> {
  status: boolean;
  message: string;
  data: T;
  meta?: { total?: number; page?: number; pageCount?: number; perPage?: number };
}

export interface PaystackTransaction {
  id: number;
  status: string;
  reference: string;
  amount: number;
  currency: string;
  paid_at?: string | null;
  gateway_response?: string | null;
  metadata?: unknown;
  /** Paystack's fee on the charge in minor units; null until it succeeds. */
  fees?: number | null;
  customer?: { id: number; customer_code: string; email: string };
}

export interface PaystackTransfer {
  id?: number;
  transfer_code: string;
  reference: string;
  amount: number;
  currency?: string;
  status: string;
  reason?: string | null;
  /** Paystack's fee on the transfer in minor units (fetch, list and the transfer events carry it). */
  fee_charged?: number;
  transferred_at?: string | null;
  /** Why a transfer failed, in the gateway's words (`reason` is the narration we sent). */
  gateway_response?: string | null;
}

/**
 * `POST /refund` answers `transaction` as an object; `GET /refund` and `GET /refund/:id` answer its
 * id with `transaction_reference` beside it.
 */
export interface PaystackRefund {
  id: number;
  amount: number;
  currency?: string;
  status: string;
  transaction?: { id?: number; reference?: string } | number | string;
  transaction_reference?: string;
  refunded_at?: string | null;
  deducted_amount?: number;
}

export interface PaystackCustomer {
  id: number;
  customer_code: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  /** True once an identification succeeded; the names are then those on the BVN. */
  identified: boolean;
  identifications: { country: string; type: string; value: string }[] | null;
}

/** What `POST /customer/:code/identification` sends; the BVN goes to Paystack and nowhere else. */
export interface PaystackIdentificationRequest {
  country: 'NG';
  type: 'bank_account';
  bvn: string;
  bank_code: string;
  account_number: string;
  first_name: string;
  last_name: string;
  middle_name?: string;
}

export interface PaystackBank {
  name: string;
  code: string;
}

/** The gateway refused or did not answer; the message is Paystack's own when it gave one. */
export class PaystackError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 15_000;

/**
 * The one typed client for Paystack's REST API over fetch. The base URL comes from
 * PAYSTACK_BASE_URL; the secret key from the back office's payment settings, else
 * PAYSTACK_SECRET_KEY. The same code talks to the local server and to Paystack itself.
 */
@Injectable()
export class PaystackClient {
  private readonly logger = new Logger(PaystackClient.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectAdminSettings() private readonly settings: Repository<AdminSettings>,
  ) {}

  /** The secret that signs webhooks and authorises calls. */
  async secretKey(): Promise<string> {
    const row = await this.settings
      .createQueryBuilder('settings')
      .addSelect('settings.payment_secret_key')
      .orderBy('settings.id', 'ASC')
      .getOne();
    const key = row?.payment_secret_key || this.config.PAYSTACK_SECRET_KEY;
    if (!key)
      throw new PaystackError(
        'Payments are not configured: set PAYSTACK_SECRET_KEY or the payment secret key in settings',
        503,
      );
    return key;
  }

  /** `secret`: the key read beforehand by a caller inside a database transaction. */
  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, secret?: string): Promise<Envelope<T>> {
    const key = secret ?? (await this.secretKey());
    let response: Response;
    try {
      response = await fetch(`${this.config.PAYSTACK_BASE_URL.replace(/\/$/, '')}${path}`, {
        method,
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      this.logger.warn(`Paystack ${method} ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
      throw new PaystackError('The payment provider did not answer: try again', 502);
    }
    const parsed = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (!response.ok || !parsed?.status) {
      const message = parsed?.message || `Paystack answered ${response.status}`;
      this.logger.warn(`Paystack ${method} ${path}: ${response.status} ${message}`);
      throw new PaystackError(message, response.status >= 500 || response.status === 0 ? 502 : response.status);
    }
    return parsed;
  }

  async initializeTransaction(
    input: {
      email: string;
      amount: number;
      currency: string;
      reference: string;
      callback_url: string;
      metadata: Record<string, unknown>;
    },
    secret?: string,
  ): Promise<{ authorization_url: string; access_code: string; reference: string }> {
    return (
      await this.call<{ authorization_url: string; access_code: string; reference: string }>(
        'POST',
        '/transaction/initialize',
        input,
        secret,
      )
    ).data;
  }

  async verifyTransaction(reference: string): Promise<PaystackTransaction> {
    return (await this.call<PaystackTransaction>('GET', `/transaction/verify/${encodeURIComponent(reference)}`)).data;
  }

  async listTransactions(page: number, perPage = 100): Promise<{ items: PaystackTransaction[]; pageCount: number }> {
    const answer = await this.call<PaystackTransaction[]>('GET', `/transaction?perPage=${perPage}&page=${page}`);
    return { items: answer.data, pageCount: answer.meta?.pageCount ?? 1 };
  }

  async listBanks(): Promise<PaystackBank[]> {
    return (await this.call<PaystackBank[]>('GET', '/bank?country=nigeria&currency=NGN')).data;
  }

  async resolveAccount(
    accountNumber: string,
    bankCode: string,
  ): Promise<{ account_number: string; account_name: string }> {
    const query = `account_number=${encodeURIComponent(accountNumber)}&bank_code=${encodeURIComponent(bankCode)}`;
    return (await this.call<{ account_number: string; account_name: string }>('GET', `/bank/resolve?${query}`)).data;
  }

  async createRecipient(input: {
    name: string;
    account_number: string;
    bank_code: string;
    currency: string;
  }): Promise<{ recipient_code: string }> {
    return (await this.call<{ recipient_code: string }>('POST', '/transferrecipient', { type: 'nuban', ...input }))
      .data;
  }

  async initiateTransfer(input: {
    amount: number;
    recipient: string;
    reference: string;
    reason: string;
    currency: string;
  }): Promise<PaystackTransfer> {
    return (await this.call<PaystackTransfer>('POST', '/transfer', { source: 'balance', ...input })).data;
  }

  /** A transfer by our reference; PaystackError 404 when Paystack never received it. */
  async verifyTransfer(reference: string): Promise<PaystackTransfer> {
    return (await this.call<PaystackTransfer>('GET', `/transfer/verify/${encodeURIComponent(reference)}`)).data;
  }

  /** A transfer by Paystack's id or transfer code; PaystackError 404 when unknown. */
  async fetchTransfer(idOrCode: string | number): Promise<PaystackTransfer> {
    return (await this.call<PaystackTransfer>('GET', `/transfer/${encodeURIComponent(String(idOrCode))}`)).data;
  }

  async listTransfers(page: number, perPage = 100): Promise<{ items: PaystackTransfer[]; pageCount: number }> {
    const answer = await this.call<PaystackTransfer[]>('GET', `/transfer?perPage=${perPage}&page=${page}`);
    return { items: answer.data, pageCount: answer.meta?.pageCount ?? 1 };
  }

  async createRefund(input: { transaction: string; amount: number }): Promise<PaystackRefund> {
    return (await this.call<PaystackRefund>('POST', '/refund', input)).data;
  }

  /** A refund by Paystack's id; PaystackError 404 when unknown. */
  async fetchRefund(id: string | number): Promise<PaystackRefund> {
    return (await this.call<PaystackRefund>('GET', `/refund/${encodeURIComponent(String(id))}`)).data;
  }

  /** Refunds, newest first, optionally of one charge (its reference or id). */
  async listRefunds(
    page: number,
    perPage = 100,
    transaction?: string,
  ): Promise<{ items: PaystackRefund[]; pageCount: number }> {
    const filter = transaction ? `&transaction=${encodeURIComponent(transaction)}` : '';
    const answer = await this.call<PaystackRefund[]>('GET', `/refund?perPage=${perPage}&page=${page}${filter}`);
    return { items: answer.data, pageCount: answer.meta?.pageCount ?? 1 };
  }

  /** What the integration holds at Paystack, per currency, in minor units. */
  async balance(): Promise<{ currency: string; balance: number }[]> {
    return (await this.call<{ currency: string; balance: number }[]>('GET', '/balance')).data;
  }

  /** Creates a customer, or answers the one Paystack already has for this email. */
  async createCustomer(input: {
    email: string;
    first_name?: string;
    last_name?: string;
    phone?: string;
  }): Promise<PaystackCustomer> {
    return (await this.call<PaystackCustomer>('POST', '/customer', input)).data;
  }

  /** A customer by email or customer code; PaystackError 404 when unknown. */
  async fetchCustomer(emailOrCode: string): Promise<PaystackCustomer> {
    return (await this.call<PaystackCustomer>('GET', `/customer/${encodeURIComponent(emailOrCode)}`)).data;
  }

  /**
   * Asks Paystack to check a customer's identity against their BVN and bank account. Paystack
   * answers 202 at once; the outcome arrives as `customeridentification.success` or
   * `customeridentification.failed`. Never log `input`: it holds the BVN.
   */
  async requestIdentification(customerCode: string, input: PaystackIdentificationRequest): Promise<string> {
    return (await this.call<undefined>('POST', `/customer/${encodeURIComponent(customerCode)}/identification`, input))
      .message;
  }
}
