import { message } from '../message';

/** Favourites, blocks and hidden employers (docs/roster.md). */
export const ROSTER_MESSAGES = {
  notHired: message('roster.notHired'),
  freelancerNotFound: message('roster.freelancerNotFound'),
  employerNotFound: message('roster.employerNotFound'),
  favouriteAdded: message('roster.favouriteAdded'),
  favouriteRemoved: message('roster.favouriteRemoved'),
  favouriteNotFound: message('roster.favouriteNotFound'),
  favouriteBlocked: message('roster.favouriteBlocked'),
  blocked: message('roster.blocked'),
  unblocked: message('roster.unblocked'),
  blockNotFound: message('roster.blockNotFound'),
  employerHidden: message('roster.employerHidden'),
  employerUnhidden: message('roster.employerUnhidden'),
  hiddenNotFound: message('roster.hiddenNotFound'),
};
