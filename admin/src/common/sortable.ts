import { ADMIN_SORTABLE } from '@gigmarket/shared';
import { restName } from '../routes';

/**
 * Whether the API sorts `resource`'s list (a route name such as `admin/payouts`, or a REST name)
 * by `field`: `id` always, anything else only when it is in the API's own allow-list,
 * `ADMIN_SORTABLE` of @gigmarket/shared. A sort the API would refuse is never offered.
 */
export function isSortable(resource: string | undefined, field: string | undefined): boolean {
  if (!resource || !field) return false;
  if (field === 'id') return true;
  const rest = restName(resource) ?? (resource in ADMIN_SORTABLE ? (resource as keyof typeof ADMIN_SORTABLE) : undefined);
  if (!rest || rest === 'apikeys' || rest === 'webhooks') return false;
  return (ADMIN_SORTABLE[rest] as readonly string[]).includes(field);
}
