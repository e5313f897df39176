import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import { restName } from '../routes';
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
}

export interface UploadResult {
  filename: string;
  url: string;
}

export interface AppDataProvider extends DataProvider {
  getDashboard: () => Promise<DashboardData>;
  decideApplication: (id: Identifier, decision: 'approve' | 'disapprove') => Promise<unknown>;
  upload: (file: File) => Promise<UploadResult>;
  changeListingStatus: (id: Identifier, change: ListingStatusChange) => Promise<unknown>;
}

/** PRODUCT.md's listing lifecycle: draft -> open (publish) -> closed (close) -> open (reopen). */
export type ListingStatusChange = 'publish' | 'close' | 'reopen';

const rest = simpleRestProvider(`${API_URL}/admin`, httpClient);

/** The REST name behind a react-admin resource; unknown names pass through unchanged. */
const toRest = (resource: string): string => restName(resource) ?? resource;

/**
 * ra-data-simple-rest as it is; the wrapper only turns the route-named resources
 * (`admin/custom-messages`) into their REST names (`notifications`), and adds the three calls
 * that are not CRUD.
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

  async upload(file) {
    const body = new FormData();
    body.append('file', file);
    const { json } = await httpClient(`${API_URL}/uploads`, { method: 'POST', body });
    return (json as { data: UploadResult }).data;
  },
};
