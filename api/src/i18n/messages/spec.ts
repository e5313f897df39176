import { MESSAGES } from '@gigmarket/shared';
import { keyedTable, message } from '../message';

/** The spec's messages (`MESSAGES` of packages/shared, the words the site shares) by key. */
export const SPEC_MESSAGES = keyedTable('spec', MESSAGES);

/** Answers and refusals every part of the API may give. */
export const COMMON_MESSAGES = {
  ok: message('common.ok'),
  loginSuccessful: message('common.loginSuccessful'),
  loggedOut: message('common.loggedOut'),
  verificationSuccessful: message('common.verificationSuccessful'),
  uploadSuccessful: message('common.uploadSuccessful'),
  notificationDeleted: message('common.notificationDeleted'),
  notificationNotFound: message('common.notificationNotFound'),
  notifications: message('common.notifications'),
  dashboard: message('common.dashboard'),
  internal: message('common.internal'),
  invalidRequest: message('common.invalidRequest'),
  inUse: message('common.inUse'),
  exists: message('common.exists'),
  invalidUpload: message('common.invalidUpload'),
  imageTooLarge: (limit: number) => message('common.imageTooLarge', { limit }),
  noRecord: (label: string, id: number | string) => message('common.noRecord', { label, id }),
  readOnly: (resource: string) => message('common.readOnly', { resource }),
  deleteOwnAccount: message('common.deleteOwnAccount'),
  settingsSingle: message('common.settingsSingle'),
  settingsNoDelete: message('common.settingsNoDelete'),
  listingPublished: message('common.listingPublished'),
  listingClosed: message('common.listingClosed'),
  listingReopened: message('common.listingReopened'),
  applicationListingDeleted: message('common.applicationListingDeleted'),
  notAnImage: message('common.notAnImage'),
  notAVideo: message('common.notAVideo'),
  currentPasswordWrong: message('common.currentPasswordWrong'),
  payoutNotFound: message('common.payoutNotFound'),
  paymentNotFound: message('common.paymentNotFound'),
  invalidSignature: message('common.invalidSignature'),
  differencesFound: (found: number) => message('common.differencesFound', { found }),
  fileTooLarge: (limit: number) => message('common.fileTooLarge', { limit }),
  portfolioFileTooLarge: (limit: number) => message('common.portfolioFileTooLarge', { limit }),
  videoTooLarge: (limit: number) => message('common.videoTooLarge', { limit }),
} as const;
