import type { RaRecord } from 'react-admin';
import { userLabel } from '../common/UserReferenceField';

export type Side = 'employer' | 'freelancer';

/**
 * Which side of the disputed hire a value names: the API answers a user's id (`opened_by`,
 * `answered_by`, a message's `sender_id`) or the party itself (`employer` / `freelancer`).
 */
export function sideOf(record: RaRecord | undefined, value: unknown): Side | null {
  if (!record || value === null || value === undefined || value === '') return null;
  if (value === 'employer' || String(value) === String(record.employer_id)) return 'employer';
  if (value === 'freelancer' || String(value) === String(record.freelancer_id)) return 'freelancer';
  return null;
}

/** The other side of a hire. */
export function otherSide(side: Side | null): Side | null {
  if (side === 'employer') return 'freelancer';
  if (side === 'freelancer') return 'employer';
  return null;
}

/** "Emeka Obi (Employer)": a side's name from the dispute record, and the side in words. */
export function sideLabel(record: RaRecord, side: Side, translate: (key: string) => string): string {
  const name = userLabel(record[`${side}_name`], null) ?? translate('app.unnamed_user');
  return `${name} (${translate(`app.user_type.${side}`)})`;
}
