/**
 * The keyed answers of the features whose words live in packages/shared (the site shows them
 * too): identity and safety, conversations and saved searches, listing expiry, offline actions and
 * USSD's API answers.
 */
import { IDENTITY_MESSAGES as IDENTITY_TEXTS, LISTING_EXPIRY_MESSAGES as EXPIRY_TEXTS, MESSAGING_MESSAGES as MESSAGING_TEXTS, OFFLINE_MESSAGES as OFFLINE_TEXTS, USSD_API_MESSAGES as USSD_TEXTS } from '@gigmarket/shared';
import { keyedTable } from '../message';

export const IDENTITY_MESSAGES = keyedTable('identity', IDENTITY_TEXTS);
export const MESSAGING_MESSAGES = keyedTable('messaging', MESSAGING_TEXTS);
export const LISTING_EXPIRY_MESSAGES = keyedTable('expiry', EXPIRY_TEXTS);
export const OFFLINE_MESSAGES = keyedTable('offline', OFFLINE_TEXTS);
export const USSD_API_MESSAGES = keyedTable('ussd', USSD_TEXTS);
