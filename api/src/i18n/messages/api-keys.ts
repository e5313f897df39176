import { message } from '../message';

/** API keys for other systems (docs/api-keys.md): refusals and answers. */
export const API_KEY_MESSAGES = {
  invalid: message('apikeys.invalid'),
  missingScope: (scope: string) => message('apikeys.missingScope', { scope }),
  notForKeys: message('apikeys.notForKeys'),
  created: message('apikeys.created'),
  revoked: message('apikeys.revoked'),
  notFound: message('apikeys.notFound'),
  tooMany: (limit: number) => message('apikeys.tooMany', { limit }),
  ownerType: message('apikeys.ownerType'),
  expiryPast: message('apikeys.expiryPast'),
  expiryTooFar: (days: number) => message('apikeys.expiryTooFar', { days }),
  badCursor: message('apikeys.badCursor'),
  cursorWithPage: message('apikeys.cursorWithPage'),
};
