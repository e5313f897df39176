import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, Like, type Repository } from 'typeorm';
import { statementBounds } from '@gigmarket/shared';
import type { JobApplication } from '../applications/job-application.entity';
import { InjectJobApplications } from '../applications/repositories';
import { DomainError } from '../common/domain-error';
import { transaction } from '../common/transaction';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { message } from '../i18n/message';
import { ACCOUNTS } from '../ledger/ledger';
import type { LedgerEntry } from '../ledger/ledger.entities';
import { InjectLedgerEntries } from '../ledger/repositories';
import type { Payout } from '../payments/payment.entities';
import { PaymentSettingsReader } from '../payments/payment-settings';
import { allocateReceipt, receiptOf } from '../payments/receipts';
import { InjectPayouts } from '../payments/repositories';
import { InjectTransactions } from '../transactions/repositories';
import type { Transaction } from '../transactions/transaction.entity';
import type { Profile } from '../users/profile.entity';
import { InjectProfiles, InjectUsers } from '../users/repositories';
import type { User } from '../users/user.entity';
import type { DocumentPartyDto, PlatformDetailsDto, ReceiptDto, StatementDto, StatementLineDto } from './documents-answers.dto';

/** The postings a statement lists: money settled out of a freelancer's escrow. */
export const STATEMENT_KINDS = ['release', 'split', 'cancel-fee', 'refund'] as const;

export const receiptNumberText = (number: number): string => `R-${String(number).padStart(6, '0')}`;

type EntryRow = Pick<LedgerEntry, 'posting_id' | 'posting_kind' | 'account_code' | 'direction' | 'amount_minor' | 'application_id' | 'created_at'>;

/**
 * Employers' receipts and freelancers' statements (docs/tax-and-statements.md), every figure read
 * from the ledger's entries. A caller who is not the payer (or the freelancer) reads 404.
 */
@Injectable()
export class MoneyDocumentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectLedgerEntries() private readonly entries: Repository<LedgerEntry>,
    @InjectTransactions() private readonly transactions: Repository<Transaction>,
    @InjectJobApplications() private readonly applications: Repository<JobApplication>,
    @InjectPayouts() private readonly payouts: Repository<Payout>,
    @InjectUsers() private readonly users: Repository<User>,
    @InjectProfiles() private readonly profiles: Repository<Profile>,
    private readonly settings: PaymentSettingsReader,
  ) {}

  platform(): PlatformDetailsDto {
    return {
      name: this.config.PLATFORM_LEGAL_NAME,
      address: this.config.PLATFORM_ADDRESS,
      rc_number: this.config.PLATFORM_RC_NUMBER,
      tax_id: this.config.PLATFORM_TAX_ID,
    };
  }

  async party(userId: number): Promise<DocumentPartyDto & { language: string }> {
    const [user, profile] = await Promise.all([
      this.users.findOneByOrFail({ id: userId }),
      this.profiles.findOne({ where: { user_id: userId } }),
    ]);
    const name = user.name || [user.first_name, user.last_name].filter(Boolean).join(' ');
    return { id: user.id, name, company_name: profile?.company_name ?? null, tax_id: user.tax_id ?? null, language: user.language };
  }

  /** The receipt of a successful charge; `payerId` null for an administrator. */
  async receipt(paymentId: number, payerId: number | null): Promise<ReceiptDto & { language: string }> {
    const charge = await this.transactions.findOne({
      where: { id: paymentId, transaction_type: 'charge', status: 'success', ...(payerId === null ? {} : { user_id: payerId }) },
    });
    if (!charge) throw new DomainError(message('tax.receiptNotFound'), HttpStatus.NOT_FOUND);
    // Charges settled before receipts existed (the demo's history) are numbered when first asked for.
    const receipt = (await receiptOf(this.dataSource.manager, charge.id)) ?? (await transaction(this.dataSource, (manager) => allocateReceipt(manager, charge)));
    // A charge covering several shifts is booked as one posting per hire (docs/shifts.md): `charge:<reference>:<hire>`.
    const lines = await this.entries.find({ where: [{ posting_key: `charge:${charge.transaction_id}` }, { posting_key: Like(`charge:${charge.transaction_id}:%`) }] });
    const sum = (test: (row: LedgerEntry) => boolean) => lines.filter(test).reduce((total, row) => total + Number(row.amount_minor), 0);
    const agreed = sum((row) => row.direction === 'credit' && row.account_code.startsWith('escrow:'));
    const fee = sum((row) => row.direction === 'credit' && row.account_code === ACCOUNTS.platformFees);
    const owedBack = sum((row) => row.direction === 'credit' && row.account_code === ACCOUNTS.employer(charge.user_id));
    const total = sum((row) => row.direction === 'debit' && row.account_code === ACCOUNTS.gatewayClearing);
    let refunded = owedBack;
    const funded = [...new Set(lines.filter((row) => row.direction === 'credit' && row.account_code.startsWith('escrow:')).map((row) => Number(row.account_code.slice('escrow:'.length))))];
    if (agreed > 0 && funded.length) {
      const back = await this.entries.find({
        where: {
          application_id: In(funded),
          posting_kind: In(['refund', 'cancel-fee', 'split']),
          account_code: ACCOUNTS.employer(charge.user_id),
          direction: 'credit',
        },
      });
      refunded += back.reduce((sumOf, row) => sumOf + Number(row.amount_minor), 0);
    }
    const application = charge.application_id
      ? await this.applications.findOne({ where: { id: charge.application_id }, relations: { listing: true, user: true }, withDeleted: true })
      : null;
    const payer = await this.party(charge.user_id);
    return {
      number: receipt.number,
      number_text: receiptNumberText(receipt.number),
      payment_id: charge.id,
      reference: charge.transaction_id,
      paid_at: charge.paid_at,
      currency: charge.currency,
      application_id: charge.application_id,
      job_title: application?.listing?.job_title ?? null,
      freelancer_name: application?.user?.name ?? null,
      agreed_minor: agreed,
      fee_minor: fee,
      total_minor: total,
      refunded_minor: refunded,
      payer: { id: payer.id, name: payer.name, company_name: payer.company_name, tax_id: payer.tax_id },
      platform: this.platform(),
      language: payer.language,
    };
  }

  /** A freelancer's statement for a Lagos month or year (`2026`, `2026-03`). */
  async statement(freelancerId: number, period: string): Promise<StatementDto & { language: string }> {
    const bounds = statementBounds(period);
    if (!bounds) throw DomainError.field('period', 'format', message('tax.periodInvalid'));
    const table = this.applications.metadata.tableName;
    const postings = await this.entries
      .createQueryBuilder('entry')
      .innerJoin(table, 'application', 'application.id = entry.application_id')
      .select('DISTINCT entry.posting_id', 'posting_id')
      .where('application.user_id = :freelancerId AND entry.posting_kind IN (:...kinds)', { freelancerId, kinds: STATEMENT_KINDS })
      .andWhere('entry.created_at >= :from AND entry.created_at < :to', { from: bounds.from, to: bounds.to })
      .getRawMany<{ posting_id: number | string }>();
    const rows: EntryRow[] = postings.length
      ? await this.entries.find({ where: { posting_id: In(postings.map((row) => Number(row.posting_id))) }, order: { posting_id: 'ASC', id: 'ASC' } })
      : [];
    const own = ACCOUNTS.freelancer(freelancerId);
    const byApplication = new Map<number, StatementLineDto>();
    for (const row of rows) {
      const id = Number(row.application_id);
      const line =
        byApplication.get(id) ??
        ({ application_id: id, job_title: null, kind: row.posting_kind, date: row.created_at, agreed_minor: 0, commission_minor: 0, net_minor: 0, refunded_minor: 0, payout: null } as StatementLineDto);
      byApplication.set(id, line);
      const amount = Number(row.amount_minor);
      if (row.posting_kind !== 'refund' && line.kind === 'refund') line.kind = row.posting_kind as StatementLineDto['kind'];
      if (row.created_at > line.date) line.date = row.created_at;
      if (row.direction === 'debit' && row.account_code === ACCOUNTS.escrow(id)) line.agreed_minor += amount;
      else if (row.direction === 'credit' && row.account_code === ACCOUNTS.platformRevenue) line.commission_minor += amount;
      else if (row.direction === 'credit' && row.account_code === own) line.net_minor += amount;
      else if (row.direction === 'credit' && row.account_code.startsWith('employer:')) line.refunded_minor += amount;
    }
    const ids = [...byApplication.keys()];
    const [applications, payouts] = ids.length
      ? await Promise.all([
          this.applications.find({ where: { id: In(ids) }, relations: { listing: true }, withDeleted: true }),
          this.payouts.find({ where: { application_id: In(ids) } }),
        ])
      : [[], []];
    const references = payouts.map((payout) => payout.reference).filter((reference): reference is string => !!reference);
    const transfers = references.length ? await this.transactions.find({ where: { transaction_id: In(references), transaction_type: 'payout' } }) : [];
    const lines = [...byApplication.values()].sort((a, b) => a.date.getTime() - b.date.getTime() || a.application_id - b.application_id);
    for (const line of lines) {
      line.job_title = applications.find((application) => application.id === line.application_id)?.listing?.job_title ?? null;
      const payout = payouts.find((row) => row.application_id === line.application_id);
      if (payout) {
        const transfer = transfers.find((row) => row.transaction_id === payout.reference);
        line.payout = { status: payout.status, reference: payout.reference, paid_at: payout.status === 'success' ? (transfer?.paid_at ?? null) : null };
      }
    }
    const total = (pick: (line: StatementLineDto) => number) => lines.reduce((sum, line) => sum + pick(line), 0);
    const person = await this.party(freelancerId);
    const { currency } = await this.settings.read(this.dataSource.manager);
    return {
      period,
      from: bounds.from,
      to: bounds.to,
      currency,
      freelancer: { id: person.id, name: person.name, company_name: person.company_name, tax_id: person.tax_id },
      platform: this.platform(),
      lines,
      totals: {
        agreed_minor: total((line) => line.agreed_minor),
        commission_minor: total((line) => line.commission_minor),
        net_minor: total((line) => line.net_minor),
        refunded_minor: total((line) => line.refunded_minor),
        jobs: lines.filter((line) => line.net_minor > 0).length,
      },
      language: person.language,
    };
  }
}
