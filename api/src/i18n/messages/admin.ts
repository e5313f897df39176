import type { ListingAction } from '@gigmarket/shared';
import type { MessageKey } from '../catalogue.en';
import { message } from '../message';

/** One key per listing action: its past participle is part of the sentence in each language. */
const LISTING_ACTION_REFUSED = {
  publish: 'admin.onlyToPublish',
  close: 'admin.onlyToClose',
  reopen: 'admin.onlyToReopen',
} as const satisfies Record<ListingAction, MessageKey>;

/**
 * The back office's refusals (api/src/admin): the simple-rest list protocol's, the CRUD's and each
 * resource's rules. Values are the request's field names, a resource's label or name and stored
 * codes (statuses), inserted as they are.
 */
export const ADMIN_MESSAGES = {
  confirmWarnBeforeAsk: message('admin.confirmWarnBeforeAsk'),
  // The list protocol (admin/simple-rest/list-query.ts)
  invalidJson: (field: string) => message('admin.invalidJson', { field }),
  sortShape: message('admin.sortShape'),
  sortOrder: message('admin.sortOrder'),
  rangeShape: message('admin.rangeShape'),
  rangeMax: (max: number) => message('admin.rangeMax', { max }),
  filterObject: message('admin.filterObject'),
  searchText: (max: number) => message('admin.searchText', { max }),
  filterIdsMax: (max: number) => message('admin.filterIdsMax', { max }),
  filterInteger: (field: string) => message('admin.filterInteger', { field }),
  filterNumber: (field: string) => message('admin.filterNumber', { field }),
  filterBoolean: (field: string) => message('admin.filterBoolean', { field }),
  filterDate: (field: string) => message('admin.filterDate', { field }),
  filterText: (field: string, max: number) => message('admin.filterText', { field, max }),
  filterOneValue: (field: string) => message('admin.filterOneValue', { field }),
  filterValues: (field: string, max: number) => message('admin.filterValues', { field, max }),

  // Any resource (admin/admin-crud.service.ts, admin-settings.controller.ts, resources/helpers.ts)
  badReference: (label: string) => message('admin.badReference', { label }),
  inUse: (label: string) => message('admin.inUse', { label }),
  updateOnly: (resource: string) => message('admin.updateOnly', { resource }),
  settingsOnlyRecord: (id: number) => message('admin.settingsOnlyRecord', { id }),
  taken: (field: string) => message('admin.taken', { field }),
  notAUser: (field: string) => message('admin.notAUser', { field }),
  notEmployer: (field: string) => message('admin.notEmployer', { field }),
  notFreelancer: (field: string) => message('admin.notFreelancer', { field }),

  // Records others depend on (each resource's `inUseMessage`)
  userInUse: message('admin.userInUse'),
  roleInUse: message('admin.roleInUse'),
  categoryInUse: message('admin.categoryInUse'),
  lookupInUse: (label: string) => message('admin.lookupInUse', { label }),
  countryInUse: message('admin.countryInUse'),
  stateInUse: message('admin.stateInUse'),
  postCategoryInUse: message('admin.postCategoryInUse'),
  applicationInUse: message('admin.applicationInUse'),

  // The resources' own rules (admin/resources/*.resources.ts, admin-actions.service.ts)
  blockSelf: message('admin.blockSelf'),
  ownUserType: message('admin.ownUserType'),
  postPasswordRequired: message('admin.postPasswordRequired'),
  listingTransition: (from: string, to: string) => message('admin.listingTransition', { from, to }),
  newListingStatus: message('admin.newListingStatus'),
  listingActionRefused: (action: ListingAction, from: string, status: string) =>
    message(LISTING_ACTION_REFUSED[action], { from, status }),
  applicationStatus: message('admin.applicationStatus'),
  applicationFixed: message('admin.applicationFixed'),
  notAListing: message('admin.notAListing'),
  applyOnlyOpen: message('admin.applyOnlyOpen'),
  noRecipients: message('admin.noRecipients'),
  hiddenReasonRequired: message('admin.hiddenReasonRequired'),
  // The search dictionary (resources/synonyms.resource.ts)
  synonymNoName: message('admin.synonymNoName'),
  synonymTaken: (term: string, group: number, names: string) => message('admin.synonymTaken', { term, group, names }),
  synonymClash: (term: string, other: string, group: number, names: string) => message('admin.synonymClash', { term, other, group, names }),
} as const;
