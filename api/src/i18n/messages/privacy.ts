import { message } from '../message';

/** Consents and "Download my data" (docs/privacy.md). */
export const PRIVACY_MESSAGES = {
  exportRequested: message('privacy.exportRequested'),
  exportTooMany: (max: number, at: string) => message('privacy.exportTooMany', { max, at }),
  exportNotFound: message('privacy.exportNotFound'),
  exportNotReady: message('privacy.exportNotReady'),
  exportExpired: message('privacy.exportExpired'),
  userNotFound: message('privacy.exportUserNotFound'),
  notSiteUser: message('privacy.exportNotSiteUser'),
  consentSaved: message('privacy.consentSaved'),
};
