import { In, type EntityManager } from 'typeorm';
import { nameWords } from '@gigmarket/shared';
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

/**
 * The people holding the badge, when they are at most `limit` (else null): the search engine
 * filters a search's employers by them (docs/search.md "Verified employers on the engine").
 */
export async function verifiedUserIds(manager: EntityManager, limit: number): Promise<number[] | null> {
  const rows = await manager.find(IdentityCheck, { where: { status: 'verified' }, select: { id: true, user_id: true }, take: limit + 1 });
  return rows.length > limit ? null : [...new Set(rows.map((row) => row.user_id))];
}

/**
 * The other people whose verified identity is `userIds`' own, by person (docs/trust.md "What
 * moderators see"): a verified check of the same bank and account (its last four digits) whose
 * holder's names are the same words. One person behind two accounts (a freelancer's and an
 * employer's) shows up here; the BVN is never stored, so the bank account is what links them.
 */
export async function sameVerifiedPeople(manager: EntityManager, userIds: number[]): Promise<Map<number, number[]>> {
  const ids = [...new Set(userIds)].filter((id) => Number.isInteger(id) && id > 0);
  const linked = new Map<number, number[]>();
  if (!ids.length) return linked;
  const rows = await manager
    .createQueryBuilder(IdentityCheck, 'mine')
    .innerJoin(IdentityCheck, 'other', 'other.bank_code = mine.bank_code AND other.account_last4 = mine.account_last4 AND other.user_id <> mine.user_id')
    .innerJoin('users', 'mu', 'mu.id = mine.user_id')
    .innerJoin('users', 'ou', 'ou.id = other.user_id')
    .select(['mine.user_id AS mine', 'other.user_id AS other'])
    .addSelect(['mu.first_name AS mine_first', 'mu.last_name AS mine_last', 'ou.first_name AS other_first', 'ou.last_name AS other_last'])
    .where('mine.user_id IN (:...ids)', { ids })
    .andWhere("mine.status = 'verified' AND other.status = 'verified'")
    .getRawMany<{ mine: number | string; other: number | string; mine_first: string | null; mine_last: string | null; other_first: string | null; other_last: string | null }>();
  const words = (first: string | null, last: string | null) => [...nameWords(first), ...nameWords(last)].sort().join(' ');
  for (const row of rows) {
    if (words(row.mine_first, row.mine_last) !== words(row.other_first, row.other_last)) continue;
    const mine = Number(row.mine);
    linked.set(mine, [...(linked.get(mine) ?? []), Number(row.other)]);
  }
  return linked;
}
