import { message } from '../message';

/** "Book again" offers (docs/roster.md "Book again"). */
export const OFFER_MESSAGES = {
  notFound: message('offer.notFound'),
  noPastHire: message('offer.noPastHire'),
  blocked: message('offer.blocked'),
  sent: message('offer.sent'),
  accepted: message('offer.accepted'),
  declined: message('offer.declined'),
  notPending: message('offer.notPending'),
  dateInPast: message('offer.dateInPast'),
  amountNeeded: message('offer.amountNeeded'),
};
