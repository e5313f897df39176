import { In, type EntityManager } from 'typeorm';
import { IdentityCheck } from './identity.entities';

/**
 * The "ID verified" badges and when they were given, for `userIds` (people without one are absent).
 * One indexed statement; read by the trust summary, job search, applicants, profiles and hires.
 */
export async function verifiedAtOf(manager: EntityManager, userIds: number[]): Promise<Map<number, Date>> {
  const ids = [...new Set(userIds)].filter((id) => Number.isInteger(id) && id > 0);
  if (!ids.length) return new Map();
  const rows = await manager.find(IdentityCheck, {
    where: { user_id: In(ids), status: 'verified' },
    select: { id: true, user_id: true, verified_at: true },
  });
  return new Map(rows.filter((row) => row.verified_at).map((row) => [row.user_id, row.verified_at!]));
}

/** SQL (no parameters) for "the listing `l`'s employer holds the badge": the `verified_employers` search filter. */
export const VERIFIED_EMPLOYER_SQL = (listing: string) =>
  `${listing}.user_id IN (SELECT ic.user_id FROM identity_checks ic WHERE ic.status = 'verified')`;
