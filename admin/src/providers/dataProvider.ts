import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import { restName } from '../routes';
import type { ApiSchemas } from './api-schemas';
import { API_URL, httpClient } from './httpClient';

export interface RecentListing {
  id: Identifier;
  job_title: string;
  status: string;
  currency?: string | null;
  min_amount?: string | number | null;
  category?: { category_name?: string | null } | null;
  user?: { name?: string | null; profile?: { company_name?: string | null } | null } | null;
}

export interface DashboardData {
  totalListing: number;
  open: number;
  closed: number;
  joined: number;
  currency: string;
  amountSpent: string | number;
  totalConnection: number;
  freelancer: number;
  employer: number;
  months?: string[];
  /** `YYYY-MM` of each month, oldest first. */
  monthKeys?: string[];
  openChat: number[];
  closedChat: number[];
  employerChat: number[];
  freelancerChat: number[];
  recentListing: RecentListing[];
  /** USSD: the last 14 days, sessions and sessions that acted. */
  ussdDays?: string[];
  ussdSessions?: number[];
  ussdActions?: number[];
}

/** `GET /api/admin/dashboard/health`: null figures are the ones the admin may not see. */
export type MarketplaceHealth = ApiSchemas['MarketplaceHealthDto'];

/** `POST /api/uploads`: the stored image's name and where to read it. */
export type UploadResult = ApiSchemas['UploadedImageDto'];

/** One ledger account with its sums, from `GET /api/admin/ledger/accounts` (integer minor units). */
export interface LedgerAccount {
  code: string;
  kind: string;
  debits_minor: number | string;
  credits_minor: number | string;
  balance_minor: number | string;
  currency?: string;
}

/** `GET /api/admin/ledger/trial-balance`: every debit and every credit, in minor units. */
export interface TrialBalance {
  debits: number | string;
  credits: number | string;
  balanced: boolean;
}

/** The `{ result, message, data }` answer of the API's actions. */
export interface ActionAnswer<T = unknown> {
  result?: boolean;
  message?: string;
  data?: T;
}

export type DisputeResolution = 'release' | 'refund' | 'split';

export interface ResolveDisputeBody {
  resolution: DisputeResolution;
  /** Decimal string in major units ("5000.00"), split only. */
  freelancer_amount?: string;
  note?: string;
}

/** docs/trust.md: an admin's decision on a contested no-show. */
export interface ResolveReliabilityBody {
  decision: 'upheld' | 'dismissed';
  note?: string;
}

/** What `POST /api/admin/reconciliation/run` answers in `data`. */
export interface ReconciliationRun {
  /** How many differences the run found (`differences` or an array of them are read too). */
  found?: number;
  differences?: number | unknown[];
}

/** Who moved a hire (the API's `HireActor`): one of its two sides, an admin, the gateway or the clock. */
export type HireActor = 'employer' | 'freelancer' | 'admin' | 'gateway' | 'system';

/** One move of a hire's status, from `GET /api/admin/disputes/:id/timeline` (oldest first). */
export interface HireTimelineEvent {
  id: Identifier;
  application_id: number;
  /** A key of HIRE_MOVES (`approve`, `fund`, `dispute` ...). */
  move: string;
  from_status: string;
  to_status: string;
  actor: HireActor | string;
  actor_id: number | null;
  /** On the API's clock. */
  at: string;
}

/** A thread as the back office reads it (through a report or a dispute), oldest message first. */
export interface AdminThread {
  application_id: number;
  job_title: string;
  /** The employer and the freelancer (the dispute's thread answers them). */
  participants?: Array<{ id: number; name: string; role: 'employer' | 'freelancer' | string }>;
  items: Array<{
    id: number;
    sender_id: number;
    sender_name: string;
    body: string;
    created_at: string;
    seen_at?: string | null;
    reported: boolean;
  }>;
}

export interface AppDataProvider extends DataProvider {
  getDashboard: () => Promise<DashboardData>;
  /** `GET /api/admin/dashboard/health`: the money and trust figures of "Marketplace health". */
  dashboardHealth: () => Promise<MarketplaceHealth>;
  decideApplication: (id: Identifier, decision: 'approve' | 'disapprove') => Promise<unknown>;
  upload: (file: File) => Promise<UploadResult>;
  changeListingStatus: (id: Identifier, change: ListingStatusChange) => Promise<unknown>;
  ledgerAccounts: () => Promise<LedgerAccount[]>;
  trialBalance: () => Promise<TrialBalance>;
  retryPayout: (applicationId: Identifier) => Promise<ActionAnswer>;
  /** `POST /api/admin/refunds/:id/retry` (refunds.edit): sends again a refund that is due or failed. */
  retryRefund: (id: Identifier) => Promise<ActionAnswer>;
  resolveDispute: (id: Identifier, body: ResolveDisputeBody) => Promise<ActionAnswer>;
  /** The disputed hire's moves, oldest first (disputes.show). */
  disputeTimeline: (id: Identifier) => Promise<HireTimelineEvent[]>;
  /** The disputed hire's conversation, unmasked and read-only (disputes.show). */
  disputeThread: (id: Identifier) => Promise<AdminThread>;
  runReconciliation: () => Promise<ActionAnswer<ReconciliationRun | unknown[]>>;
  resolveReliability: (id: Identifier, body: ResolveReliabilityBody) => Promise<ActionAnswer>;
  /** Conversations: close a message report, read its thread, the alert volume. */
  resolveMessageReport: (id: Identifier, body: { decision: 'resolved' | 'dismissed'; note?: string }) => Promise<ActionAnswer>;
  messageReportThread: (id: Identifier) => Promise<ReportedThread>;
  alertVolume: (days: number) => Promise<AlertVolume>;
  /** docs/trust.md "Identity and safe jobs": remove a verified badge with a reason (identities.edit). */
  revokeIdentity: (id: Identifier, reason: string) => Promise<ActionAnswer>;
  /** Take a reported job down for good, with a reason; the employer is told (listingreports.edit). */
  takeDownListing: (listingId: Identifier, reason: string) => Promise<ActionAnswer>;
  /** Show a hidden or taken-down job in search again, with an optional note; the employer is told (listingreports.edit). */
  restoreListing: (listingId: Identifier, note?: string) => Promise<ActionAnswer>;
}

export type ReportedThread = AdminThread;

export interface AlertVolume {
  days: number;
  totals: Record<string, number>;
  saved_searches: number;
}

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

  async decideApplication(id, decision) {
    const { json } = await httpClient(`${API_URL}/admin/jobapplication/${id}/${decision}`, {
      method: 'POST',
    });
    return json;
  },

  async changeListingStatus(id, change) {
    const { json } = await httpClient(`${API_URL}/admin/listings/${id}/${change}`, { method: 'POST' });
    return json;
  },

  async ledgerAccounts() {
    const { json } = await httpClient(`${API_URL}/admin/ledger/accounts`);
    const body = json as ActionAnswer<LedgerAccount[]> | LedgerAccount[];
    return Array.isArray(body) ? body : (body.data ?? []);
  },

  async trialBalance() {
    const { json } = await httpClient(`${API_URL}/admin/ledger/trial-balance`);
    return (json as ActionAnswer<TrialBalance>).data as TrialBalance;
  },

  async retryPayout(applicationId) {
    const { json } = await httpClient(`${API_URL}/admin/payouts/${encodeURIComponent(String(applicationId))}/retry`, {
      method: 'POST',
      body: JSON.stringify({}),
    });
    return json as ActionAnswer;
  },

  async retryRefund(id) {
    const { json } = await httpClient(`${API_URL}/admin/refunds/${encodeURIComponent(String(id))}/retry`, {
      method: 'POST',
      body: JSON.stringify({}),
    });
    return json as ActionAnswer;
  },

  async disputeTimeline(id) {
    const { json } = await httpClient(`${API_URL}/admin/disputes/${encodeURIComponent(String(id))}/timeline`);
    return (json as ActionAnswer<HireTimelineEvent[]>).data ?? [];
  },

  async disputeThread(id) {
    const { json } = await httpClient(`${API_URL}/admin/disputes/${encodeURIComponent(String(id))}/thread`);
    return (json as ActionAnswer<AdminThread>).data as AdminThread;
  },

  async resolveDispute(id, body) {
    const { json } = await httpClient(`${API_URL}/admin/disputes/${encodeURIComponent(String(id))}/resolve`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    return json as ActionAnswer;
  },

  async runReconciliation() {
    const { json } = await httpClient(`${API_URL}/admin/reconciliation/run`, { method: 'POST', body: JSON.stringify({}) });
    return json as ActionAnswer<ReconciliationRun | unknown[]>;
  },

  async resolveMessageReport(id, body) {
    const { json } = await httpClient(`${API_URL}/admin/messagereports/${encodeURIComponent(String(id))}/resolve`, { method: 'POST', body: JSON.stringify(body) });
    return json as ActionAnswer;
  },
  async messageReportThread(id) {
    const { json } = await httpClient(`${API_URL}/admin/messagereports/${encodeURIComponent(String(id))}/thread`);
    return (json as { data: ReportedThread }).data;
  },
  async alertVolume(days) {
    const { json } = await httpClient(`${API_URL}/admin/alerts/volume?days=${days}`);
    return (json as { data: AlertVolume }).data;
  },
  async resolveReliability(id, body) {
    const { json } = await httpClient(`${API_URL}/admin/reliability/${encodeURIComponent(String(id))}/resolve`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    return json as ActionAnswer;
  },

  async revokeIdentity(id, reason) {
    const { json } = await httpClient(`${API_URL}/admin/identities/${encodeURIComponent(String(id))}/revoke`, { method: 'POST', body: JSON.stringify({ reason }) });
    return json as ActionAnswer;
  },
  async takeDownListing(listingId, reason) {
    const { json } = await httpClient(`${API_URL}/admin/listings/${encodeURIComponent(String(listingId))}/take-down`, { method: 'POST', body: JSON.stringify({ reason }) });
    return json as ActionAnswer;
  },
  async restoreListing(listingId, note) {
    const { json } = await httpClient(`${API_URL}/admin/listings/${encodeURIComponent(String(listingId))}/restore`, { method: 'POST', body: JSON.stringify(note ? { note } : {}) });
    return json as ActionAnswer;
  },

  async upload(file) {
    const body = new FormData();
    body.append('file', file);
    const { json } = await httpClient(`${API_URL}/uploads`, { method: 'POST', body });
    return (json as { data: UploadResult }).data;
  },
};
