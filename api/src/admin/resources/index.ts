import type { AdminResource } from '@gigmarket/shared';
import type { AdminResourceDefinition } from '../admin-resource';
import { permissionsResource, rolesResource, usersResource } from './access.resources';
import {
  bookmarksResource,
  connectionsResource,
  jobapplicationResource,
  listingsResource,
  notificationsResource,
  portfolioResource,
  transactionsResource,
} from './activity.resources';
import {
  categoriesResource,
  countriesResource,
  industriesResource,
  jobtypesResource,
  lgasResource,
  popularsearchResource,
  postscategoryResource,
  postsResource,
  skillsResource,
  statesResource,
} from './catalogue.resources';
import { disputesResource, ledgerResource, payoutsResource, reconciliationResource, refundsResource } from './money.resources';
import { ratingsResource, reliabilityResource } from './trust.resources';
import { messagereportsResource, savedsearchesResource } from './conversations.resources';
import { ussdsessionsResource } from './ussd.resources';
import { identitiesResource, listingreportsResource } from './safety.resources';
import { synonymsResource } from './search.resources';

/**
 * The resources served by the shared simple-rest controller: every one of ADMIN_RESOURCES but
 * `adminsettings`, a single record with its own controller.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one list of differently typed definitions
export const ADMIN_CRUD_RESOURCES: ReadonlyArray<AdminResourceDefinition<any>> = [
  usersResource,
  rolesResource,
  permissionsResource,
  categoriesResource,
  industriesResource,
  jobtypesResource,
  skillsResource,
  countriesResource,
  statesResource,
  lgasResource,
  listingsResource,
  jobapplicationResource,
  transactionsResource,
  bookmarksResource,
  connectionsResource,
  portfolioResource,
  postsResource,
  postscategoryResource,
  notificationsResource,
  popularsearchResource,
  ledgerResource,
  payoutsResource,
  disputesResource,
  refundsResource,
  reconciliationResource,
  ratingsResource,
  reliabilityResource,
  messagereportsResource,
  savedsearchesResource,
  ussdsessionsResource,
  identitiesResource,
  listingreportsResource,
  synonymsResource,
];

export function definitionOf(resource: AdminResource) {
  return ADMIN_CRUD_RESOURCES.find((definition) => definition.resource === resource);
}
