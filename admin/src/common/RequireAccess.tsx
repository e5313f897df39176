import type { ReactNode } from 'react';
import { Loading, useCanAccess, useGetResourceLabel } from 'react-admin';
import { NoPermission } from './NoPermission';

/** Renders its children only when the signed-in admin may do `action` on `resource`. */
export function RequireAccess({
  resource,
  action,
  page,
  children,
}: {
  resource: string;
  action: string;
  page?: string;
  children: ReactNode;
}) {
  const { canAccess, isPending } = useCanAccess({ resource, action });
  const getResourceLabel = useGetResourceLabel();
  if (isPending) return <Loading />;
  if (!canAccess) return <NoPermission page={page ?? getResourceLabel(resource, 2)} />;
  return <>{children}</>;
}
