import type { ErasureBlocker } from '@gigmarket/shared';
import { message } from '../message';

/** Deleting an account (docs/privacy.md "Deleting an account"). */
export const ERASURE_MESSAGES = {
  blocked: (blocker: ErasureBlocker) => message(`erasure.blocked.${blocker}`),
  codeSent: message('erasure.codeSent'),
  scheduled: (days: number) => message('erasure.scheduled', { days }),
  cancelled: message('erasure.cancelled'),
  nothingToCancel: message('erasure.nothingToCancel'),
  alreadyScheduled: message('erasure.alreadyScheduled'),
  notSiteUser: message('erasure.notSiteUser'),
  alreadyErased: message('erasure.alreadyErased'),
  notFound: message('erasure.notFound'),
} as const;
