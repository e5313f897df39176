import { CanActivate, ExecutionContext, Injectable, HttpStatus } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { Repository } from 'typeorm';
import { SUPERADMIN_ONLY_RESOURCES, type UserType } from '@gigmarket/shared';
import type { User } from '../users/user.entity';
import { InjectUsers } from '../users/repositories';
import { PERMISSION_KEY, PUBLIC_KEY, RequiredPermission, USER_TYPES_KEY } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { IdentityCache } from './identity-cache';
import { TokenService } from './token.service';
import { DomainError } from '../common/domain-error';
import { SPEC_MESSAGES } from '../i18n/messages/spec';

function bearer(request: Request): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * The one guard every route passes through (registered globally):
 * - routes are signed-in only unless marked @Public();
 * - @UserTypes(...) limits a route to user types (403 otherwise);
 * - @RequirePermission(resource, action) admits the superadmin, and admins whose role holds
 *   `resource.action` (never for users/roles/permissions); everyone else gets 403.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    @InjectUsers() private readonly users: Repository<User>,
    private readonly cache: IdentityCache,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets) ?? false;

    const user = await this.authenticate(request);
    if (user) request.user = user;
    if (isPublic) return true;
    if (!user) throw new DomainError(SPEC_MESSAGES.unauthorized, HttpStatus.UNAUTHORIZED);

    const userTypes = this.reflector.getAllAndOverride<UserType[]>(USER_TYPES_KEY, targets);
    if (userTypes && !userTypes.includes(user.user_type)) throw new DomainError(SPEC_MESSAGES.forbidden, HttpStatus.FORBIDDEN);

    const permission = this.reflector.getAllAndOverride<RequiredPermission>(PERMISSION_KEY, targets);
    if (permission && !this.allows(user, permission)) throw new DomainError(SPEC_MESSAGES.forbidden, HttpStatus.FORBIDDEN);
    return true;
  }

  private allows(user: AuthUser, { resource, action }: RequiredPermission): boolean {
    if (user.user_type === 'superadmin') return true;
    if (user.user_type !== 'admin') return false;
    if (SUPERADMIN_ONLY_RESOURCES.includes(resource)) return false;
    return user.permissions.includes(`${resource}.${action}`);
  }

  private async authenticate(request: Request): Promise<AuthUser | null> {
    const token = bearer(request);
    if (!token) return null;
    // A recently verified token: its signature and expiry are checked again, the token row and
    // the user come from the identity cache (decision 0012).
    const cached = this.cache.ttlMs > 0 ? await this.tokens.claims(token) : null;
    const hit = cached && this.cache.get(cached.jti);
    if (hit && hit.id === cached.sub) return hit;
    const verified = await this.tokens.verifyWithExpiry(token);
    if (!verified) return null;
    const { claims } = verified;
    const user = await this.users.findOne({
      where: { id: claims.sub },
      relations: { role: { permissions: true } },
    });
    if (!user || user.status !== 'active') return null;
    const identity: AuthUser = {
      id: user.id,
      user_type: user.user_type,
      role_id: user.role_id,
      permissions: user.role?.permissions?.map((permission) => permission.name) ?? [],
      tokenId: claims.jti,
    };
    this.cache.set(claims.jti, identity, verified.expires_at);
    return identity;
  }
}
