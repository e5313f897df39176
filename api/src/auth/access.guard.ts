import { CanActivate, ExecutionContext, Injectable, HttpStatus } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { Repository } from 'typeorm';
import { SUPERADMIN_ONLY_RESOURCES, type ApiKeyScope, type UserType } from '@gigmarket/shared';
import type { User } from '../users/user.entity';
import { InjectUsers } from '../users/repositories';
import { PERMISSION_KEY, PUBLIC_KEY, RequiredPermission, USER_TYPES_KEY } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { IdentityCache } from './identity-cache';
import { TokenService } from './token.service';
import { DomainError } from '../common/domain-error';
import { SPEC_MESSAGES } from '../i18n/messages/spec';
import { API_KEY_MESSAGES } from '../i18n/messages/api-keys';
import { ApiKeysService, looksLikeApiKey } from './api-keys/api-keys.service';
import { KeyRateLimit } from './api-keys/key-rate-limit';
import { SCOPES_KEY, scopeOfPermission } from './scopes';

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
 * - An API key (`Bearer gm_live_…`, docs/api-keys.md) is counted against its limit, then reaches a
 *   route only when the route's @RequireScopes(...) are all among the key's (403 naming the first
 *   missing scope); a route without scopes is closed to keys, a public one answers the key as an
 *   anonymous visitor. Past that the key is its owner: the checks above and ownership apply as to
 *   the owner. An unknown, revoked or expired key is 401 on every route, public ones included.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    @InjectUsers() private readonly users: Repository<User>,
    private readonly cache: IdentityCache,
    private readonly apiKeys: ApiKeysService,
    private readonly keyLimit: KeyRateLimit,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets) ?? false;

    const credential = bearer(request);
    if (credential && looksLikeApiKey(credential)) return this.admitKey(context, credential, isPublic);

    const user = await this.authenticate(request);
    if (user) request.user = user;
    if (isPublic) return true;
    if (!user) throw new DomainError(SPEC_MESSAGES.unauthorized, HttpStatus.UNAUTHORIZED);
    return this.admit(context, user);
  }

  /** A key: valid (401), within its limit (429), holding the route's scopes (403), then as its owner. */
  private async admitKey(context: ExecutionContext, credential: string, isPublic: boolean): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: AuthUser }>();
    const caller = await this.apiKeys.authenticate(credential);
    if (!caller) throw new DomainError(API_KEY_MESSAGES.invalid, HttpStatus.UNAUTHORIZED);
    await this.keyLimit.count(caller.key.id, http.getResponse<Response>());
    const targets = [context.getHandler(), context.getClass()];
    let scopes = this.reflector.getAllAndOverride<ApiKeyScope[]>(SCOPES_KEY, targets);
    if (!scopes) {
      // A public route answers a key as it answers anyone.
      if (isPublic) return true;
      const permission = this.reflector.getAllAndOverride<RequiredPermission>(PERMISSION_KEY, targets);
      const derived = permission && caller.user.user_type === 'superadmin' ? scopeOfPermission(permission.resource, permission.action) : null;
      if (!derived) throw new DomainError(API_KEY_MESSAGES.notForKeys, HttpStatus.FORBIDDEN);
      scopes = [derived];
    }
    const missing = scopes.find((scope) => !caller.key.scopes.includes(scope));
    if (missing) throw new DomainError(API_KEY_MESSAGES.missingScope(missing), HttpStatus.FORBIDDEN, [], { missing_scope: missing });
    request.user = caller.user;
    return this.admit(context, caller.user);
  }

  private admit(context: ExecutionContext, user: AuthUser): boolean {
    const targets = [context.getHandler(), context.getClass()];

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
