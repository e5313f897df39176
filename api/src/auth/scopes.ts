import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { API_KEY_SCOPES, type AdminAction, type AdminResource, type ApiKeyScope } from '@gigmarket/shared';

export { API_KEY_SCOPES, type ApiKeyScope };

export const SCOPES_KEY = 'access:scopes';

/**
 * The scopes an API key must hold to call this route (docs/api-keys.md "Scopes"). On a controller
 * it covers every handler; on a handler it replaces the controller's. A person signed in with a
 * token is not concerned: the route's other rules (`@UserTypes`, `@RequirePermission`, ownership)
 * still decide for everyone. A route without it is closed to API keys (403), except public routes,
 * which a key calls as an anonymous visitor.
 *
 *   @RequireScopes('webhooks:manage')
 *   @UserTypes('employer')
 *   @Controller('employer/webhooks')
 *   export class WebhooksController { … }
 */
export const RequireScopes = (...scopes: [ApiKeyScope, ...ApiKeyScope[]]) =>
  applyDecorators(SetMetadata(SCOPES_KEY, scopes), ApiExtension('x-api-key-scopes', scopes));

const READS: readonly AdminAction[] = ['list', 'show', 'export'];

/**
 * The scope a superadmin's key needs for a back-office route that names no scopes of its own: the
 * listings and job applications resources map to their scopes; every other back-office route stays
 * closed to keys.
 */
export function scopeOfPermission(resource: AdminResource, action: AdminAction): ApiKeyScope | null {
  const read = READS.includes(action);
  if (resource === 'listings') return read ? 'listings:read' : 'listings:write';
  if (resource === 'jobapplication') return read ? 'applications:read' : 'hires:write';
  return null;
}
