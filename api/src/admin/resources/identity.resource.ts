import { In, type EntityManager } from 'typeorm';
import { displayName } from '../reference-names';
import { User } from '../../users/user.entity';
import type { IdentityCheck } from '../../identity/identity.entities';

/** An identity check as the back office answers it: never the held account number (it is not even loaded). */
export function identityFields(row: IdentityCheck): Record<string, unknown> & { id: number } {
  const { payout_account: _held, ...rest } = row;
  void _held;
  return { ...rest, use_for_payouts: Boolean(row.use_for_payouts) };
}

/** The record with the person's and the revoking admin's names, and (for a show) the audit trail. */
export async function identityRecord(
  manager: EntityManager,
  row: IdentityCheck,
  events?: unknown[],
): Promise<Record<string, unknown> & { id: number }> {
  const ids = [row.user_id, row.revoked_by].filter((id): id is number => typeof id === 'number');
  const people = await manager.find(User, { where: { id: In(ids) }, select: { id: true, name: true, first_name: true, last_name: true } });
  const nameOf = (id: number | null) => {
    const person = people.find((candidate) => candidate.id === id);
    return person ? displayName(person) : null;
  };
  return {
    ...identityFields(row),
    user_name: nameOf(row.user_id),
    revoked_by_name: nameOf(row.revoked_by),
    ...(events ? { events } : {}),
  };
}
