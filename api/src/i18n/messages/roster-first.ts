import { ROSTER_FIRST } from '@gigmarket/shared';
import { message } from '../message';

/** "Roster first" (docs/roster.md "Roster first"). */
export const ROSTER_FIRST_MESSAGES = {
  noFavourites: message('rosterFirst.noFavourites'),
  hours: message('rosterFirst.hours', { min: ROSTER_FIRST.minHours, max: ROSTER_FIRST.maxHours }),
  publishOnly: message('rosterFirst.publishOnly'),
  alreadyOffered: message('rosterFirst.alreadyOffered'),
  notWaiting: message('rosterFirst.notWaiting'),
  opened: message('rosterFirst.opened'),
};
