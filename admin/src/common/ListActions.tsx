import type { ReactNode } from 'react';
import { CanAccess, CreateButton, ExportButton, FilterButton, TopToolbar, useResourceDefinition } from 'react-admin';

/**
 * Filters, create and CSV export; export only for admins holding `<resource>.export`. Extra
 * buttons of a resource (`children`) come first.
 */
export function ListActions({ filters = true, children }: { filters?: boolean; children?: ReactNode }) {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      {children}
      {filters && <FilterButton />}
      {hasCreate && <CreateButton />}
      <CanAccess action="export">
        <ExportButton />
      </CanAccess>
    </TopToolbar>
  );
}
