import { CanAccess, CreateButton, ExportButton, FilterButton, TopToolbar, useResourceDefinition } from 'react-admin';

/** Filters, create and CSV export; export only for admins holding `<resource>.export`. */
export function ListActions({ filters = true }: { filters?: boolean }) {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      {filters && <FilterButton />}
      {hasCreate && <CreateButton />}
      <CanAccess action="export">
        <ExportButton />
      </CanAccess>
    </TopToolbar>
  );
}
