import { message } from '../message';

/** Answers and refusals of the webhook endpoints (docs/webhooks.md). */
export const WEBHOOK_MESSAGES = {
  created: message('webhooks.created'),
  updated: message('webhooks.updated'),
  deleted: message('webhooks.deleted'),
  rotated: message('webhooks.rotated'),
  resent: message('webhooks.resent'),
  notFound: message('webhooks.notFound'),
  deliveryNotFound: message('webhooks.deliveryNotFound'),
  tooMany: (max: number) => message('webhooks.tooMany', { max }),
  urlInvalid: message('webhooks.urlInvalid'),
  urlHttps: message('webhooks.urlHttps'),
  urlCredentials: message('webhooks.urlCredentials'),
  urlUnresolvable: message('webhooks.urlUnresolvable'),
  urlPrivate: message('webhooks.urlPrivate'),
};
