import { ADMIN_SORTABLE } from '@gigmarket/shared';
import { JobApplication } from '../../applications/job-application.entity';
import { Dispute } from '../../trust/dispute.entity';
import { Listing } from '../../listings/listing.entity';
import { LedgerEntry } from '../../ledger/ledger.entities';
import { Payout, ReconciliationItem, Refund } from '../../payments/payment.entities';
import { defineResource, NoWritesDto, type AdminRecord } from '../admin-resource';
import { eqs, range } from '../simple-rest/list-query';

/** Ledger entries, one line each, with their posting's key and kind (docs/hire-to-pay.md). */
export const ledgerResource = defineResource<LedgerEntry>({
  resource: 'ledger',
  entity: LedgerEntry,
  label: 'ledger entry',
  writable: false,
  list: {
    filters: {
      ...eqs('string', 'account_code', 'posting_kind', 'posting_key', 'direction'),
      ...eqs('int', 'application_id', 'posting_id'),
      ...range('created_at'),
    },
    sortable: ADMIN_SORTABLE.ledger,
    search: ['account_code', 'posting_key'],
  },
  createDto: NoWritesDto,
  updateDto: NoWritesDto,
});

/** One payout per completed hire, with its latest attempt; the retry is an action. */
export const payoutsResource = defineResource<Payout>({
  resource: 'payouts',
  entity: Payout,
  label: 'payout',
  writable: false,
  list: {
    filters: { ...eqs('string', 'status'), ...eqs('int', 'freelancer_id', 'application_id'), ...range('created_at') },
    sortable: ADMIN_SORTABLE.payouts,
    search: ['reference'],
    searchNames: { people: ['freelancer_id'] },
  },
  createDto: NoWritesDto,
  updateDto: NoWritesDto,
  relations: { application: { listing: true } },
  names: { people: [{ column: 'freelancer_id', name: 'freelancer_name' }] },
  toRecord: ({ application, ...payout }) =>
    ({ ...payout, job_title: application?.listing?.job_title ?? null }) as AdminRecord,
});

/** Disputes with both sides named; resolving is an action. */
export const disputesResource = defineResource<Dispute>({
  resource: 'disputes',
  entity: Dispute,
  label: 'dispute',
  writable: false,
  list: {
    filters: {
      ...eqs('string', 'status', 'resolution'),
      ...eqs('int', 'application_id', 'opened_by'),
      ...range('created_at'),
    },
    sortable: ADMIN_SORTABLE.disputes,
    search: ['reason'],
    // The job title, two primary-key hops away: dispute -> hire -> listing.
    searchNames: { joined: [{ column: 'application_id', through: [{ entity: JobApplication, next: 'listing_id' }], entity: Listing, columns: ['job_title'] }] },
  },
  createDto: NoWritesDto,
  updateDto: NoWritesDto,
  relations: { application: { listing: true }, statements: true },
  names: {
    people: [
      { column: 'employer_id', name: 'employer_name' },
      { column: 'freelancer_id', name: 'freelancer_name' },
      { column: 'opened_by', name: 'opened_by_name' },
    ],
  },
  toRecord: ({ application, statements, ...dispute }) =>
    ({
      ...dispute,
      // Both sides: the opener's reason, then the other side's answer (docs/hire-to-pay.md "Disputes").
      answer: statements?.[0]?.statement ?? null,
      answer_photo: statements?.[0]?.photo ?? null,
      answered_by: statements?.[0]?.user_id ?? null,
      answered_at: statements?.[0]?.created_at ?? null,
      job_title: application?.listing?.job_title ?? null,
      employer_id: application?.listing?.user_id ?? null,
      freelancer_id: application?.user_id ?? null,
      agreed_amount_minor: application?.agreed_amount_minor ?? null,
    }) as AdminRecord,
});

/** Money owed back to employers, one per charge; the retry is an action (docs/hire-to-pay.md). */
export const refundsResource = defineResource<Refund>({
  resource: 'refunds',
  entity: Refund,
  label: 'refund',
  writable: false,
  list: {
    filters: { ...eqs('string', 'status', 'reason', 'charge_reference'), ...eqs('int', 'employer_id', 'application_id'), ...range('created_at') },
    sortable: ADMIN_SORTABLE.refunds,
    search: ['charge_reference', 'reference'],
  },
  createDto: NoWritesDto,
  updateDto: NoWritesDto,
  names: { people: [{ column: 'employer_id', name: 'employer_name' }] },
});

export const reconciliationResource = defineResource<ReconciliationItem>({
  resource: 'reconciliation',
  entity: ReconciliationItem,
  label: 'reconciliation difference',
  writable: false,
  list: {
    filters: { ...eqs('string', 'kind', 'reference'), ...range('detected_at') },
    sortable: ADMIN_SORTABLE.reconciliation,
    search: ['reference'],
  },
  createDto: NoWritesDto,
  updateDto: NoWritesDto,
});
