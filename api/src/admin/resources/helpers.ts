import { HttpStatus, Type } from '@nestjs/common';
import { EntityManager, Not, ObjectLiteral } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { ADMIN_MESSAGES } from '../../i18n/messages/admin';
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
  throw DomainError.field(column, 'unique', ADMIN_MESSAGES.taken(column), HttpStatus.CONFLICT);
}

const NOT_OF_TYPE = { employer: ADMIN_MESSAGES.notEmployer, freelancer: ADMIN_MESSAGES.notFreelancer };

/** The user behind a reference field, who must be an employer or a freelancer as `type` says. */
export async function requireUserOfType(
  manager: EntityManager,
  field: string,
  id: number,
  type: keyof typeof NOT_OF_TYPE,
): Promise<User> {
  const user = await manager.findOne(User, { where: { id } });
  if (!user) throw DomainError.field(field, 'exists', ADMIN_MESSAGES.notAUser(field));
  if (user.user_type !== type) throw DomainError.field(field, 'userType', NOT_OF_TYPE[type](field));
  return user;
}

export function omit<T extends object, K extends string>(value: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...value } as Record<string, unknown>;
  for (const key of keys) delete copy[key];
  return copy as Omit<T, K>;
}
