import { SHIFTS } from '@gigmarket/shared';
import { message } from '../message';

/** Several days in one job (docs/shifts.md). */
export const SHIFT_MESSAGES = {
  count: message('shifts.count', { min: SHIFTS.min, max: SHIFTS.max }),
  range: message('shifts.range', { min: SHIFTS.min, max: SHIFTS.max }),
  order: message('shifts.order'),
  overlap: message('shifts.overlap'),
  future: message('shifts.future'),
  endAfterStart: message('shifts.endAfterStart'),
  datesWithShifts: message('shifts.datesWithShifts'),
  notOfJob: message('shifts.notOfJob'),
  started: message('shifts.started'),
  full: message('shifts.full'),
  noShiftOpen: message('shifts.noShiftOpen'),
  fixed: message('shifts.fixed'),
  notAShift: message('shifts.notAShift'),
};
