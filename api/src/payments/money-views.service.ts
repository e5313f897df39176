import { Injectable, HttpStatus } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type Repository } from 'typeorm';
import { decimalTextToMinor, maskAccountNumber } from '@gigmarket/shared';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
import { ACCOUNTS, balanceOf } from '../ledger/ledger';
import type { LedgerEntry } from '../ledger/ledger.entities';
import { InjectLedgerEntries } from '../ledger/repositories';
import type { Listing } from '../listings/listing.entity';
import { InjectListings } from '../listings/repositories';
import { InjectTransactions } from '../transactions/repositories';
import type { Transaction } from '../transactions/transaction.entity';
import type { WalletDto, WalletEarningDto, PaymentViewDto } from './payment-answers.dto';
import { Payout } from './payment.entities';
import { PaymentSettingsReader } from './payment-settings';
import { DomainError } from '../common/domain-error';
import { COMMON_MESSAGES } from '../i18n/messages/spec';

/** What employers and freelancers see of their money: payments, receipts, balance and payouts. */
@Injectable()
export class MoneyViewsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectTransactions() private readonly transactions: Repository<Transaction>,
    @InjectJobApplications() private readonly applications: Repository<JobApplication>,
    @InjectListings() private readonly listings: Repository<Listing>,
    @InjectLedgerEntries() private readonly ledgerEntries: Repository<LedgerEntry>,
    private readonly paymentSettings: PaymentSettingsReader,
  ) {}

  private async views(rows: Transaction[]): Promise<PaymentViewDto[]> {
    const applicationIds = [
      ...new Set(rows.map((row) => row.application_id).filter((id): id is number => id !== null)),
    ];
    const applications = applicationIds.length
      ? await this.applications.find({ where: { id: In(applicationIds) } })
      : [];
    const listings = applications.length
      ? await this.listings.find({ where: { id: In(applications.map((a) => a.listing_id)) }, withDeleted: true })
      : [];
    const titleOf = (applicationId: number | null) => {
      const application = applications.find((a) => a.id === applicationId);
      return listings.find((l) => l.id === application?.listing_id)?.job_title ?? null;
    };
    return rows.map((row) => {
      const amount = row.amount_minor ?? decimalTextToMinor(row.amount) ?? 0;
      const fee = row.fee_minor ?? 0;
      return {
        id: row.id,
        reference: row.transaction_id,
        type: row.transaction_type,
        status: row.status,
        amount_minor: amount,
        fee_minor: fee,
        total_minor: amount + fee,
        currency: row.currency,
        application_id: row.application_id,
        job_title: titleOf(row.application_id),
        bank_name: row.bank_name,
        account_number: maskAccountNumber(row.account_number),
        account_name: row.account_name,
        failure_reason: row.failure_reason,
        created_at: row.created_at,
        paid_at: row.paid_at,
      };
    });
  }

  async employerPayments(employerId: number, page: number, perPage: number) {
    const [rows, total] = await this.transactions.findAndCount({
      where: { user_id: employerId, transaction_type: In(['charge', 'refund']) },
      order: { created_at: 'DESC', id: 'DESC' },
      skip: (page - 1) * perPage,
      take: perPage,
    });
    return { items: await this.views(rows), total, page, per_page: perPage };
  }

  async employerPayment(employerId: number, id: number): Promise<PaymentViewDto> {
    const row = await this.transactions.findOne({ where: { id, user_id: employerId, transaction_type: In(['charge', 'refund']) } });
    if (!row) throw new DomainError(COMMON_MESSAGES.paymentNotFound, HttpStatus.NOT_FOUND);
    return (await this.views([row]))[0];
  }

  async wallet(freelancerId: number): Promise<WalletDto> {
    const manager = this.dataSource.manager;
    const settings = await this.paymentSettings.read(manager);
    // Held for the freelancer's hires: the balances of their escrow accounts (not the hires' statuses).
    const held = await this.ledgerEntries
      .createQueryBuilder('entry')
      .innerJoin('entry.account', 'account')
      .innerJoin(this.applications.metadata.tableName, 'application', 'application.id = account.application_id')
      .select("COALESCE(SUM(CASE WHEN entry.direction = 'credit' THEN entry.amount_minor ELSE -entry.amount_minor END), 0)", 'total')
      .where("account.kind = 'escrow' AND application.user_id = :freelancerId", { freelancerId })
      .getRawOne<{ total: string | number }>();
    const paid = await this.transactions
      .createQueryBuilder('payment')
      .select('COALESCE(SUM(payment.amount_minor), 0)', 'total')
      .where("payment.paid_to = :freelancerId AND payment.transaction_type = 'payout' AND payment.status = 'success'", { freelancerId })
      .getRawOne<{ total: string | number }>();
    const payouts = await this.transactions.find({
      where: { paid_to: freelancerId, transaction_type: 'payout' },
      order: { created_at: 'DESC', id: 'DESC' },
      take: 20,
    });
    return {
      currency: settings.currency,
      balance_minor: await balanceOf(manager, ACCOUNTS.freelancer(freelancerId)),
      in_escrow_minor: Number(held?.total ?? 0),
      paid_out_minor: Number(paid?.total ?? 0),
      commission_percent: settings.commissionPercent,
      earnings: await this.earnings(freelancerId),
      payouts: await this.views(payouts),
    };
  }

  /** What each of the freelancer's latest hires released to them and what the platform kept, from the ledger. */
  private async earnings(freelancerId: number): Promise<WalletEarningDto[]> {
    const manager = this.dataSource.manager;
    const own = ACCOUNTS.freelancer(freelancerId);
    const rows = await this.ledgerEntries
      .createQueryBuilder('entry')
      .innerJoin(this.applications.metadata.tableName, 'application', 'application.id = entry.application_id')
      .select('entry.application_id', 'application_id')
      .addSelect('SUM(CASE WHEN entry.account_code = :own THEN entry.amount_minor ELSE 0 END)', 'released')
      .addSelect('SUM(CASE WHEN entry.account_code = :revenue THEN entry.amount_minor ELSE 0 END)', 'commission')
      .addSelect('MAX(entry.id)', 'latest')
      .where("entry.direction = 'credit' AND entry.posting_kind IN (:...kinds) AND application.user_id = :freelancerId", {
        kinds: ['release', 'split', 'cancel-fee'],
        freelancerId,
      })
      .setParameters({ own, revenue: ACCOUNTS.platformRevenue })
      .groupBy('entry.application_id')
      .orderBy('latest', 'DESC')
      .limit(20)
      .getRawMany<{ application_id: number | string; released: number | string; commission: number | string }>();
    const ids = rows.map((row) => Number(row.application_id));
    const [applications, payouts] = ids.length
      ? await Promise.all([
          this.applications.find({ where: { id: In(ids) }, relations: { listing: true }, withDeleted: true }),
          manager.find(Payout, { where: { application_id: In(ids) } }),
        ])
      : [[], []];
    return rows.map((row) => {
      const id = Number(row.application_id);
      return {
        application_id: id,
        job_title: applications.find((application) => application.id === id)?.listing?.job_title ?? null,
        released_minor: Number(row.released),
        commission_minor: Number(row.commission),
        payout_status: payouts.find((payout) => payout.application_id === id)?.status ?? null,
      };
    });
  }
}
