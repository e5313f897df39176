import { ADMIN_SORTABLE } from '@gigmarket/shared';
import { IdentityCheck } from '../../identity/identity.entities';
import { identityFields } from './identity.resource';
import { IdentityService } from '../../identity/identity.service';
import { translateMessage } from '../../i18n/i18n';
import { ListingReport } from '../../safety/listing-report.entity';
import { reporterPatterns } from '../../safety/reporter-pattern';
import { User } from '../../users/user.entity';
import { defineResource, NoWritesDto, type AdminRecord } from '../admin-resource';
import { eqs, range } from '../simple-rest/list-query';

/**
 * Identity checks (docs/trust.md "Identity"): the state, the reason of a failure or a revocation,
 * the bank and the account's last four digits, Paystack's customer; the show adds the audit trail
 * (`events`). Read-only here: `identity/` writes them, and an admin revokes a badge with
 * `POST /api/admin/identities/:id/revoke`. Never the BVN (it is not stored anywhere).
 */
export const identitiesResource = defineResource<IdentityCheck>({
  resource: 'identities',
  entity: IdentityCheck,
  label: 'identity check',
  writable: false,
  list: {
    filters: { ...eqs('string', 'status', 'user_type'), ...eqs('int', 'user_id'), ...range('requested_at'), ...range('verified_at') },
    sortable: ADMIN_SORTABLE.identities,
    search: ['customer_code'],
    searchNames: { people: ['user_id'] },
    defaultSort: ['created_at', 'DESC'],
  },
  createDto: NoWritesDto,
  updateDto: NoWritesDto,
  names: {
    people: [
      { column: 'user_id', name: 'user_name' },
      { column: 'revoked_by', name: 'revoked_by_name' },
    ],
  },
  toRecord: (row) => identityFields(row) as AdminRecord,
  showExtra: async (record, manager) => ({ events: await IdentityService.eventsOf(manager, manager.getRepository(User), Number(record.id)) }),
  // Why a check failed is the code's sentence, stored in English; an admin's revoke reason is theirs.
  localize: (record, language) => ({
    ...record,
    reason: typeof record.reason === 'string' && record.status === 'failed' ? translateMessage(language, record.reason) : record.reason,
    ...(Array.isArray(record.events)
      ? {
          events: (record.events as Array<{ action: string; reason: string | null }>).map((event) =>
            event.action === 'failed' && event.reason ? { ...event, reason: translateMessage(language, event.reason) } : event,
          ),
        }
      : {}),
  }),
});

/**
 * The queue of reports on jobs (docs/trust.md "Reports"): freelancers' reports and the fee rule
 * set's flags, with the job's title, employer and moderation. An admin acts on the job:
 * `POST /api/admin/listings/:id/take-down` or `/restore`.
 */
export const listingreportsResource = defineResource<ListingReport>({
  resource: 'listingreports',
  entity: ListingReport,
  label: 'listing report',
  writable: false,
  relations: { listing: true },
  list: {
    filters: {
      ...eqs('string', 'reason', 'rule', 'outcome', 'hid'),
      ...eqs('int', 'listing_id', 'reporter_id'),
      ...eqs('bool', 'reporter_verified'),
      listing_moderation: { column: 'moderation', type: 'string', op: 'eq', through: { table: 'listings', key: 'listing_id' } },
      ...range('created_at'),
    },
    sortable: ADMIN_SORTABLE.listingreports,
    search: ['note'],
    searchNames: { people: ['reporter_id'], listings: ['listing_id'] },
    defaultSort: ['created_at', 'DESC'],
  },
  createDto: NoWritesDto,
  updateDto: NoWritesDto,
  names: {
    people: [
      { column: 'reporter_id', name: 'reporter_name' },
      { column: 'employer_id', name: 'employer_name' },
      { column: 'reviewed_by', name: 'reviewed_by_name' },
    ],
  },
  toRecord: ({ listing, ...report }) =>
    ({
      ...report,
      reporter_verified: Boolean(report.reporter_verified),
      job_title: listing?.job_title ?? null,
      employer_id: listing?.user_id ?? null,
      category_id: listing?.category_id ?? null,
      listing_moderation: listing?.moderation ?? null,
    }) as AdminRecord,
  // The reporter's pattern beside each report (docs/trust.md "What moderators see").
  enrich: async (records, manager, now) => {
    const patterns = await reporterPatterns(
      manager,
      records.map((record) => ({
        reporter_id: (record.reporter_id as number | null) ?? null,
        employer_id: (record.employer_id as number | null) ?? null,
        category_id: (record.category_id as number | null) ?? null,
      })),
      now,
    );
    return records.map((record, index) => ({ ...record, ...patterns[index] }));
  },
});
