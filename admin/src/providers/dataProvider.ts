import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import { restName } from '../routes';
import type { ApiSchemas } from './api-schemas';
import { API_URL, httpClient } from './httpClient';

/** `GET /api/admin/dashboard`: the figures, the twelve months' series, the recent listings and the USSD days. */
export type DashboardData = ApiSchemas['AdminDashboardDto'];

/** One of the dashboard's latest open or closed listings. */
export type RecentListing = ApiSchemas['RecentListingDto'];

/** `GET /api/admin/dashboard/health`: null figures are the ones the admin may not see. */
export type MarketplaceHealth = ApiSchemas['MarketplaceHealthDto'];
/** `GET /api/admin/dashboard/sources`: where job views came from (docs/seo-and-feeds.md). */
export type JobSources = ApiSchemas['JobSourcesDto'];

/** `POST /api/uploads`: the stored image's name and where to read it. */
export type UploadResult = ApiSchemas['UploadedImageDto'];

/** One ledger account with its sums, from `GET /api/admin/ledger/accounts` (integer minor units). */
export type LedgerAccount = ApiSchemas['AccountBalanceDto'];

/** `GET /api/admin/ledger/trial-balance`: every debit and every credit, in minor units. */
export type TrialBalance = ApiSchemas['TrialBalanceDto'];

/** `GET /api/admin/messaging/cost?days=`: WhatsApp messages and cost beside the SMS, per Lagos day (micro-dollars). */
export type MessagingCost = ApiSchemas['MessagingCostDto'];

/** The `{ result, message, data }` answer of the API's actions; `data` is the action's DTO. */
export type ActionAnswer<T = unknown> = Omit<ApiSchemas['ApiAnswer'], 'data'> & { data: T };

/** `POST /api/admin/disputes/:id/resolve`: release, refund or split (`freelancer_amount` in major units, split only). */
export type ResolveDisputeBody = ApiSchemas['ResolveDisputeDto'];
export type DisputeResolution = ResolveDisputeBody['resolution'];

/** docs/trust.md: an admin's decision on a contested no-show. */
export type ResolveReliabilityBody = ApiSchemas['ResolveNoShowDto'];

/** `POST /api/admin/messagereports/:id/resolve`: resolved (acted on) or dismissed, with an optional note. */
export type ResolveReportBody = ApiSchemas['ResolveReportDto'];

/** What `POST /api/admin/reconciliation/run` answers in `data`: how many new differences it found. */
export type ReconciliationRun = ApiSchemas['ReconciliationRunDto'];

/** One move of a hire's status, from `GET /api/admin/disputes/:id/timeline` (oldest first). */
export type HireTimelineEvent = ApiSchemas['HireEventDto'];

/** Who moved a hire: one of its two sides, an admin, the gateway or the clock. */
export type HireActor = HireTimelineEvent['actor'];

/** A thread as the back office reads it (through a report or a dispute), oldest message first. */
export type AdminThread = ApiSchemas['AdminThreadDto'];

export interface AppDataProvider extends DataProvider {
  getDashboard: () => Promise<DashboardData>;
  /** `GET /api/admin/dashboard/health`: the money and trust figures of "Marketplace health". */
  dashboardHealth: () => Promise<MarketplaceHealth>;
  /** `GET /api/admin/dashboard/sources?days=`: job views, shares and applications by source. */
  jobSources: (days: number) => Promise<JobSources>;
  decideApplication: (id: Identifier, decision: 'approve' | 'disapprove') => Promise<ActionAnswer<ApiSchemas['AdminJobapplicationRecord']>>;
  upload: (file: File) => Promise<UploadResult>;
  changeListingStatus: (id: Identifier, change: ListingStatusChange) => Promise<ActionAnswer<ApiSchemas['AdminListingsRecord']>>;
  ledgerAccounts: () => Promise<LedgerAccount[]>;
  trialBalance: () => Promise<TrialBalance>;
  retryPayout: (applicationId: Identifier) => Promise<ActionAnswer<ApiSchemas['PayoutDto']>>;
  /** `POST /api/admin/refunds/:id/retry` (refunds.edit): sends again a refund that is due or failed. */
  retryRefund: (id: Identifier) => Promise<ActionAnswer<ApiSchemas['RefundDto']>>;
  resolveDispute: (id: Identifier, body: ResolveDisputeBody) => Promise<ActionAnswer<ApiSchemas['DisputeDto']>>;
  /** The disputed hire's moves, oldest first (disputes.show). */
  disputeTimeline: (id: Identifier) => Promise<HireTimelineEvent[]>;
  /** The disputed hire's conversation, unmasked and read-only (disputes.show). */
  disputeThread: (id: Identifier) => Promise<AdminThread>;
  runReconciliation: () => Promise<ActionAnswer<ReconciliationRun>>;
  /** docs/webhooks.md "In the back office": one more attempt of an endpoint's delivery (the superadmin's). */
  resendWebhookDelivery: (endpointId: Identifier, deliveryId: Identifier) => Promise<ApiSchemas['WebhookDeliveryDto']>;
  resolveReliability: (id: Identifier, body: ResolveReliabilityBody) => Promise<ActionAnswer<ApiSchemas['ReliabilityEventDto']>>;
  /** Conversations: close a message report, read its thread, the alert volume. */
  resolveMessageReport: (id: Identifier, body: ResolveReportBody) => Promise<ActionAnswer<ApiSchemas['MessageReportDto']>>;
  messageReportThread: (id: Identifier) => Promise<ReportedThread>;
  alertVolume: (days: number) => Promise<AlertVolume>;
  /** docs/whatsapp.md "Consent and cost": messages and cost per channel per day (adminsettings.list). */
  messagingCost: (days: number) => Promise<MessagingCost>;
  /** docs/trust.md "Identity and safe jobs": remove a verified badge with a reason (identities.edit). */
  revokeIdentity: (id: Identifier, reason: string) => Promise<ActionAnswer<ApiSchemas['AdminIdentityDto']>>;
  /** docs/privacy.md: ask for a person's "Download my data" archive; it goes to them, never to the admin (superadmin). */
  requestDataExport: (userId: Identifier) => Promise<ActionAnswer<ApiSchemas['DataExportDto']>>;
  /** Take a reported job down for good, with a reason; the employer is told (listingreports.edit). */
  takeDownListing: (listingId: Identifier, reason: string) => Promise<ActionAnswer<ApiSchemas['ModeratedListingDto']>>;
  /** Show a hidden or taken-down job in search again, with an optional note; the employer is told (listingreports.edit). */
  restoreListing: (listingId: Identifier, note?: string) => Promise<ActionAnswer<ApiSchemas['ModeratedListingDto']>>;
  /** Restore every job still hidden by one reporter's reports (listingreports.edit). */
  restoreHiddenByReporter: (reporterId: Identifier, note?: string) => Promise<ActionAnswer<ApiSchemas['RestoredByReporterDto']>>;
}

export type ReportedThread = AdminThread;

/** `GET /api/admin/alerts/volume`: alerts per day and kind over the last `days`. */
export type AlertVolume = ApiSchemas['AlertVolumeDto'];

/** PRODUCT.md's listing lifecycle: draft -> open (publish) -> closed (close) -> open (reopen). */
export type ListingStatusChange = 'publish' | 'close' | 'reopen';

const rest = simpleRestProvider(`${API_URL}/admin`, httpClient);

/** The REST name behind a react-admin resource; unknown names pass through unchanged. */
const toRest = (resource: string): string => restName(resource) ?? resource;

/**
 * ra-data-simple-rest as it is; the wrapper only turns the route-named resources
 * (`admin/custom-messages`) into their REST names (`notifications`), and adds the calls that are
 * not CRUD (dashboard, decisions, uploads, and the money actions of hire to pay).
 */
export const dataProvider: AppDataProvider = {
  getList: (resource, params) => rest.getList(toRest(resource), params),
  getOne: (resource, params) => rest.getOne(toRest(resource), params),
  getMany: (resource, params) => rest.getMany(toRest(resource), params),
  getManyReference: (resource, params) => rest.getManyReference(toRest(resource), params),
  create: (resource, params) => rest.create(toRest(resource), params),
  update: (resource, params) => rest.update(toRest(resource), params),
  updateMany: (resource, params) => rest.updateMany(toRest(resource), params),
  delete: (resource, params) => rest.delete(toRest(resource), params),
  deleteMany: (resource, params) => rest.deleteMany(toRest(resource), params),

  async getDashboard() {
    const { json } = await httpClient(`${API_URL}/admin/dashboard`);
    return (json as { data: DashboardData }).data;
  },

  async dashboardHealth() {
    const { json } = await httpClient(`${API_URL}/admin/dashboard/health`);
    return (json as { data: MarketplaceHealth }).data;
  },

  async jobSources(days: number) {
    const { json } = await httpClient(`${API_URL}/admin/dashboard/sources?days=${days}`);
    return (json as { data: JobSources }).data;
  },

  async decideApplication(id, decision) {
    const { json } = await httpClient(`${API_URL}/admin/jobapplication/${id}/${decision}`, {
      method: 'POST',
    });
    return json as ActionAnswer<ApiSchemas['AdminJobapplicationRecord']>;
  },

  async changeListingStatus(id, change) {
    const { json } = await httpClient(`${API_URL}/admin/listings/${id}/${change}`, { method: 'POST' });
    return json as ActionAnswer<ApiSchemas['AdminListingsRecord']>;
  },

  async ledgerAccounts() {
    const { json } = await httpClient(`${API_URL}/admin/ledger/accounts`);
    const body = json as ActionAnswer<LedgerAccount[]> | LedgerAccount[];
    return Array.isArray(body) ? body : (body.data ?? []);
  },

  async trialBalance() {
    const { json } = await httpClient(`${API_URL}/admin/ledger/trial-balance`);
    return (json as ActionAnswer<TrialBalance>).data;
  },

  async retryPayout(applicationId) {
    const { json } = await httpClient(`${API_URL}/admin/payouts/${encodeURIComponent(String(applicationId))}/retry`, {
      method: 'POST',
      body: JSON.stringify({}),
    });
    return json as ActionAnswer<ApiSchemas['PayoutDto']>;
  },

  async retryRefund(id) {
    const { json } = await httpClient(`${API_URL}/admin/refunds/${encodeURIComponent(String(id))}/retry`, {
      method: 'POST',
      body: JSON.stringify({}),
    });
    return json as ActionAnswer<ApiSchemas['RefundDto']>;
  },

  async disputeTimeline(id) {
    const { json } = await httpClient(`${API_URL}/admin/disputes/${encodeURIComponent(String(id))}/timeline`);
    return (json as ActionAnswer<HireTimelineEvent[]>).data ?? [];
  },

  async disputeThread(id) {
    const { json } = await httpClient(`${API_URL}/admin/disputes/${encodeURIComponent(String(id))}/thread`);
    return (json as ActionAnswer<AdminThread>).data;
  },

  async resolveDispute(id, body) {
    const { json } = await httpClient(`${API_URL}/admin/disputes/${encodeURIComponent(String(id))}/resolve`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    return json as ActionAnswer<ApiSchemas['DisputeDto']>;
  },

  async resendWebhookDelivery(endpointId, deliveryId) {
    const { json } = await httpClient(
      `${API_URL}/admin/webhooks/${encodeURIComponent(String(endpointId))}/deliveries/${encodeURIComponent(String(deliveryId))}/resend`,
      { method: 'POST', body: JSON.stringify({}) },
    );
    return json as ApiSchemas['WebhookDeliveryDto'];
  },

  async runReconciliation() {
    const { json } = await httpClient(`${API_URL}/admin/reconciliation/run`, { method: 'POST', body: JSON.stringify({}) });
    return json as ActionAnswer<ReconciliationRun>;
  },

  async resolveMessageReport(id, body) {
    const { json } = await httpClient(`${API_URL}/admin/messagereports/${encodeURIComponent(String(id))}/resolve`, { method: 'POST', body: JSON.stringify(body) });
    return json as ActionAnswer<ApiSchemas['MessageReportDto']>;
  },
  async messageReportThread(id) {
    const { json } = await httpClient(`${API_URL}/admin/messagereports/${encodeURIComponent(String(id))}/thread`);
    return (json as { data: ReportedThread }).data;
  },
  async alertVolume(days) {
    const { json } = await httpClient(`${API_URL}/admin/alerts/volume?days=${days}`);
    return (json as { data: AlertVolume }).data;
  },
  async messagingCost(days) {
    const { json } = await httpClient(`${API_URL}/admin/messaging/cost?days=${days}`);
    return (json as { data: MessagingCost }).data;
  },
  async resolveReliability(id, body) {
    const { json } = await httpClient(`${API_URL}/admin/reliability/${encodeURIComponent(String(id))}/resolve`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    return json as ActionAnswer<ApiSchemas['ReliabilityEventDto']>;
  },

  async requestDataExport(userId) {
    const { json } = await httpClient(`${API_URL}/admin/users/${encodeURIComponent(String(userId))}/data-export`, { method: 'POST', body: JSON.stringify({}) });
    return json as ActionAnswer<ApiSchemas['DataExportDto']>;
  },
  async revokeIdentity(id, reason) {
    const { json } = await httpClient(`${API_URL}/admin/identities/${encodeURIComponent(String(id))}/revoke`, { method: 'POST', body: JSON.stringify({ reason }) });
    return json as ActionAnswer<ApiSchemas['AdminIdentityDto']>;
  },
  async takeDownListing(listingId, reason) {
    const { json } = await httpClient(`${API_URL}/admin/listings/${encodeURIComponent(String(listingId))}/take-down`, { method: 'POST', body: JSON.stringify({ reason }) });
    return json as ActionAnswer<ApiSchemas['ModeratedListingDto']>;
  },
  async restoreListing(listingId, note) {
    const { json } = await httpClient(`${API_URL}/admin/listings/${encodeURIComponent(String(listingId))}/restore`, { method: 'POST', body: JSON.stringify(note ? { note } : {}) });
    return json as ActionAnswer<ApiSchemas['ModeratedListingDto']>;
  },
  async restoreHiddenByReporter(reporterId, note) {
    const { json } = await httpClient(`${API_URL}/admin/reporters/${encodeURIComponent(String(reporterId))}/restore-hidden`, { method: 'POST', body: JSON.stringify(note ? { note } : {}) });
    return json as ActionAnswer<ApiSchemas['RestoredByReporterDto']>;
  },

  async upload(file) {
    const body = new FormData();
    body.append('file', file);
    const { json } = await httpClient(`${API_URL}/uploads`, { method: 'POST', body });
    return (json as { data: UploadResult }).data;
  },
};
