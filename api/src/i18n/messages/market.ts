import { message } from '../message';

/** Refusals and confirmations of the marketplace calls (not in the spec's catalogue; worded in its voice). */
export const MARKET_MESSAGES = {
  listingNotFound: message('market.listingNotFound'),
  applicationNotFound: message('market.applicationNotFound'),
  userNotFound: message('market.userNotFound'),
  listingCreated: message('spec.recordAdded'),
  listingUpdated: message('spec.updateSuccessful'),
  listingPublished: message('market.listingPublished'),
  listingClosed: message('market.listingClosed'),
  listingReopened: message('market.listingReopened'),
  listingDeleted: message('market.listingDeleted'),
  alreadyOpen: message('market.alreadyOpen'),
  notOpenToClose: message('market.notOpenToClose'),
  notClosedToReopen: message('market.notClosedToReopen'),
  applyDraft: message('market.applyDraft'),
  applyClosed: message('market.applyClosed'),
  applyFull: message('market.applyFull'),
  positionsFull: (positions: number) => message('market.positionsFull', { positions }),
  positionsRange: (max: number) => message('market.positionsRange', { max }),
  positionsBelowFilled: (filled: number) => message('market.positionsBelowFilled', { filled }),
  alreadyDecided: (decision: string, status: string) => message('market.alreadyDecided', { decision, status }),
  reopenFull: message('market.reopenFull'),
  applyOwn: message('market.applyOwn'),
  alreadyApplied: message('market.alreadyApplied'),
  applied: message('market.applied'),
  withdrawn: message('market.withdrawn'),
  withdrawNotPending: (status: string) => message('market.withdrawNotPending', { status }),
  approved: message('hire.approved'),
  disapproved: message('market.disapproved'),
  bookmarkSaved: message('market.bookmarkSaved'),
  alreadyBookmarked: message('market.alreadyBookmarked'),
  bookmarkRemoved: message('market.bookmarkRemoved'),
  bookmarkNotFound: message('market.bookmarkNotFound'),
  connected: message('market.connected'),
  alreadyConnected: message('market.alreadyConnected'),
  disconnected: message('market.disconnected'),
  connectionNotFound: message('market.connectionNotFound'),
  connectSameSide: message('market.connectSameSide'),
  noPoint: message('market.noPoint'),
  pictureMissing: message('market.pictureMissing'),
  publishNeeds: (field: string) => message('market.publishNeeds', { field }),
  maxBelowMin: message('market.maxBelowMin'),
  cursorInvalid: message('market.cursorInvalid'),
  cursorSort: message('market.cursorSort'),
  stateUnknown: message('market.stateUnknown'),
  categoryUnknown: message('market.categoryUnknown'),
  jobTypeUnknown: message('market.jobTypeUnknown'),
  endDateBeforeStart: message('market.endDateBeforeStart'),
  endTimeBeforeStart: message('market.endTimeBeforeStart'),
} as const;

/** The blog's answers. */
export const POST_MESSAGES = {
  notFound: message('market.postNotFound'),
  protected: message('market.postProtected'),
  wrongPassword: message('market.postWrongPassword'),
} as const;

/** The portfolio's answers. */
export const PORTFOLIO_MESSAGES = {
  wrongType: message('market.portfolioWrongType'),
  needsFileOrLink: message('market.portfolioNeedsFileOrLink'),
  added: message('spec.recordAdded'),
  deleted: message('market.portfolioDeleted'),
  notFound: message('market.portfolioNotFound'),
} as const;
