import { HttpStatus, Type } from '@nestjs/common';
import { EntityManager, Not, ObjectLiteral } from 'typeorm';
import type { UserType } from '@gigmarket/shared';
import { DomainError } from '../../common/domain-error';
import { User } from '../../users/user.entity';
import { slugify } from '../dto/fields';

/** A slug free in `column`: the given one, or the name's with -2, -3 ... appended. */
export async function uniqueSlug<E extends ObjectLiteral>(
  manager: EntityManager,
  entity: Type<E>,
  column: string,
  base: string,
  excludeId?: number,
): Promise<string> {
  const root = slugify(base);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    const where = { [column]: candidate, ...(excludeId ? { id: Not(excludeId) } : {}) };
    if (!(await manager.exists(entity, { where: where as never }))) return candidate;
  }
  throw DomainError.uncatalogued(`${column} is already taken`, HttpStatus.CONFLICT, { field: column, rule: 'unique' });
}

/** The user behind a reference field, who must be of one of `types`. */
export async function requireUserOfType(
  manager: EntityManager,
  field: string,
  id: number,
  types: UserType[],
): Promise<User> {
  const user = await manager.findOne(User, { where: { id } });
  if (!user) throw DomainError.uncatalogued(`${field} does not name a user`, HttpStatus.BAD_REQUEST, { field, rule: 'exists' });
  if (!types.includes(user.user_type))
    throw DomainError.uncatalogued(`${field} must be a ${types.join(' or ')}`, HttpStatus.BAD_REQUEST, { field, rule: 'userType' });
  return user;
}

export function omit<T extends object, K extends string>(value: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...value } as Record<string, unknown>;
  for (const key of keys) delete copy[key];
  return copy as Omit<T, K>;
}
