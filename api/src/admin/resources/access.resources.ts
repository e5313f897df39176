import { normaliseTaxId, taxIdKind } from '@gigmarket/shared';
import { message } from '../../i18n/message';
import { HttpStatus } from '@nestjs/common';
import { EntityManager, In, IsNull } from 'typeorm';
import { ADMIN_SORTABLE, ALL_PERMISSIONS, digitsOnly } from '@gigmarket/shared';
import { AuthToken } from '../../auth/auth-token.entity';
import { DomainError } from '../../common/domain-error';
import { hashPassword } from '../../common/passwords';
import { Permission } from '../../roles/permission.entity';
import { Role } from '../../roles/role.entity';
import { User } from '../../users/user.entity';
import { AdminRecord, defineResource } from '../admin-resource';
import { CreatePermissionDto, CreateRoleDto, UpdatePermissionDto, UpdateRoleDto } from '../dto/roles.dto';
import { CreateUserDto, UpdateUserDto } from '../dto/users.dto';
import { eqs, range } from '../simple-rest/list-query';
import { omit } from './helpers';
import { ADMIN_MESSAGES } from '../../i18n/messages/admin';
import { COMMON_MESSAGES } from '../../i18n/messages/spec';
import { ERASURE_MESSAGES } from '../../i18n/messages/erasure';

/** Users, roles and permissions: the superadmin's (the access guard never lets a role reach them). */

function permissionParts(name: string): { name: string; resource: string; action: string } {
  const [resource, action] = name.split('.');
  return { name, resource, action };
}

/** The permission rows of `names`, inserting any that are missing (names are checked against ALL_PERMISSIONS by the DTO). */
export async function permissionRows(manager: EntityManager, names: string[]): Promise<Permission[]> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return [];
  const found = await manager.find(Permission, { where: { name: In(wanted) } });
  const missing = wanted.filter((name) => !found.some((row) => row.name === name));
  if (missing.length) {
    await manager.insert(Permission, missing.map(permissionParts));
    return manager.find(Permission, { where: { name: In(wanted) } });
  }
  return found;
}

/** Makes the permissions table list every `resource.action` of the back office (idempotent). */
export async function syncPermissions(manager: EntityManager): Promise<void> {
  await permissionRows(manager, ALL_PERMISSIONS);
}

export const usersResource = defineResource<User>({
  resource: 'users',
  entity: User,
  label: 'user',
  list: {
    filters: { ...eqs('string', 'user_type', 'status', 'gender'), ...eqs('int', 'role_id'), ...range('created_at') },
    sortable: ADMIN_SORTABLE.users,
    search: ['name', 'first_name', 'last_name', 'email', 'phone'],
    counted: ['user_type', 'status'],
  },
  createDto: CreateUserDto,
  updateDto: UpdateUserDto,
  readOnly: ['name', 'email_verified_at', 'profile_completed_at', 'erase_after', 'erased_at'],
  inUseMessage: ADMIN_MESSAGES.userInUse,
  toRecord: (user) => omit(user, 'password') as unknown as AdminRecord,
  async prepare(input, { actor, existing }) {
    const values = { ...input } as Partial<User>;
    // An erased account stays erased (docs/privacy.md "Deleting an account").
    if (existing?.status === 'erased') throw new DomainError(ERASURE_MESSAGES.alreadyErased, HttpStatus.CONFLICT);
    if (existing && existing.id === actor.id) {
      if (values.status && values.status !== 'active')
        throw DomainError.field('status', 'self', ADMIN_MESSAGES.blockSelf);
      if (values.user_type && values.user_type !== existing.user_type) {
        throw DomainError.field('user_type', 'self', ADMIN_MESSAGES.ownUserType);
      }
    }
    if (typeof input.password === 'string') values.password = await hashPassword(input.password);
    if (typeof values.phone === 'string') values.phone = digitsOnly(values.phone);
    if (typeof values.email === 'string') values.email = values.email.trim().toLowerCase();
    if (values.tax_id !== undefined) {
      values.tax_id = normaliseTaxId(values.tax_id);
      if (values.tax_id !== null && !taxIdKind(values.tax_id)) throw DomainError.field('tax_id', 'format', message('tax.idInvalid'));
    }
    if (values.first_name !== undefined || values.last_name !== undefined) {
      const first = values.first_name ?? existing?.first_name ?? '';
      const last = values.last_name ?? existing?.last_name ?? '';
      values.name = `${first} ${last}`.trim() || null;
    }
    return values;
  },
  async afterSave(saved, input, { manager, existing, now }) {
    // A new password or a block ends every session of the user.
    if (existing && (typeof input.password === 'string' || saved.status !== 'active')) {
      await manager.update(AuthToken, { user_id: saved.id, revoked_at: IsNull() }, { revoked_at: now });
    }
  },
  beforeDelete(existing, { actor }) {
    if (existing.id === actor.id) throw new DomainError(COMMON_MESSAGES.deleteOwnAccount, HttpStatus.BAD_REQUEST);
  },
});

export const rolesResource = defineResource<Role>({
  resource: 'roles',
  entity: Role,
  label: 'role',
  list: { filters: {}, sortable: ADMIN_SORTABLE.roles, search: ['name', 'description'] },
  createDto: CreateRoleDto,
  updateDto: UpdateRoleDto,
  relations: { permissions: true },
  inUseMessage: ADMIN_MESSAGES.roleInUse,
  toRecord: (role) => ({
    id: role.id,
    name: role.name,
    description: role.description,
    permissions: (role.permissions ?? []).map((permission) => permission.name).sort(),
    created_at: role.created_at,
    updated_at: role.updated_at,
  }),
  async prepare(input, { manager }) {
    const { permissions, ...rest } = input as { permissions?: string[] } & Partial<Role>;
    return permissions === undefined ? rest : { ...rest, permissions: await permissionRows(manager, permissions) };
  },
});

export const permissionsResource = defineResource<Permission>({
  resource: 'permissions',
  entity: Permission,
  label: 'permission',
  list: { filters: eqs('string', 'resource', 'action'), sortable: ADMIN_SORTABLE.permissions, search: ['name'] },
  createDto: CreatePermissionDto,
  updateDto: UpdatePermissionDto,
  readOnly: ['resource', 'action'],
  prepare: (input) => (typeof input.name === 'string' ? permissionParts(input.name) : {}),
});
