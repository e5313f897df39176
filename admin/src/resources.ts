import adminsettings from './adminsettings';
import bookmarks from './bookmarks';
import categories from './categories';
import connections from './connections';
import countries from './countries';
import disputes from './disputes';
import industries from './industries';
import jobapplication from './jobapplication';
import jobtypes from './jobtypes';
import ledger from './ledger';
import listings from './listings';
import notifications from './notifications';
import payouts from './payouts';
import permissions from './permissions';
import popularsearch from './popularsearch';
import portfolio from './portfolio';
import posts from './posts';
import postscategory from './postscategory';
import ratings from './ratings';
import reconciliation from './reconciliation';
import refunds from './refunds';
import reliability from './reliability';
import roles from './roles';
import skills from './skills';
import states from './states';
import synonyms from './synonyms';
import lgas from './lgas';
import transactions from './transactions';
import users from './users';
import messagereports from './messagereports';
import savedsearches from './savedsearches';
import ussdsessions from './ussdsessions';
import identities from './identities';
import listingreports from './listingreports';
import apikeys from './apikeys';
import webhooks from './webhooks';

export type { ResourceDefinition } from './common/defineResource';

/**
 * Menu order of the spec's "Admin shell": dashboard, categories, listings, job applications,
 * posts, transactions, countries, industries, skills, notifications (custom messages), job types,
 * popular searches (followed by the search synonyms), bookmarks, states, admin settings; then the
 * areas the spec lists without a menu place (post categories, connections, portfolio).
 */
export const MAIN_MENU = [
  categories,
  listings,
  jobapplication,
  posts,
  transactions,
  countries,
  industries,
  skills,
  notifications,
  jobtypes,
  popularsearch,
  // Finding work (docs/search.md "The dictionary"): beside the popular searches.
  synonyms,
  bookmarks,
  states,
  // Places (docs/places.md): the 774 LGAs, read-only.
  lgas,
  adminsettings,
  postscategory,
  connections,
  portfolio,
  // USSD: read-only sessions.
  ussdsessions,
];

/**
 * The money group of hire to pay (transactions keep their spec place above): refunds (money owed
 * back to employers) sit beside payouts (money owed to freelancers).
 */
export const MONEY_MENU = [ledger, payouts, refunds, disputes, reconciliation];

/**
 * The trust group (docs/trust.md): ratings to moderate, reliability events to decide, reported
 * messages, saved searches; identity checks and the queue of reported jobs ("Identity and safe jobs").
 */
export const TRUST_MENU = [ratings, reliability, messagereports, listingreports, identities, savedsearches];

/** The superadmin-only users group, with the API keys (docs/api-keys.md) and the webhook endpoints (docs/webhooks.md). */
export const SUPERADMIN_MENU = [users, roles, permissions, apikeys, webhooks];

export const ALL_RESOURCES = [...MAIN_MENU, ...MONEY_MENU, ...TRUST_MENU, ...SUPERADMIN_MENU];
