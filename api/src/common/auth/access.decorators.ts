import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { AdminAction, AdminResource, UserType } from '@gigmarket/shared';
import type { AuthUser } from './auth-user';

export const PUBLIC_KEY = 'access:public';
export const USER_TYPES_KEY = 'access:userTypes';
export const PERMISSION_KEY = 'access:permission';

/** Open to anonymous callers (a valid token, when sent, still identifies the caller). */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** Only these user types (e.g. employer-only or freelancer-only routes). */
export const UserTypes = (...types: UserType[]) =>
  applyDecorators(SetMetadata(USER_TYPES_KEY, types), ApiBearerAuth());

export interface RequiredPermission {
  resource: AdminResource;
  action: AdminAction;
}

/** Back-office routes: the superadmin passes; other admins need `resource.action` in their role. */
export const RequirePermission = (resource: AdminResource, action: AdminAction) =>
  applyDecorators(SetMetadata(PERMISSION_KEY, { resource, action } satisfies RequiredPermission), ApiBearerAuth());

/** The signed-in caller, as the access guard loaded it. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser | undefined => {
  return context.switchToHttp().getRequest().user;
});
