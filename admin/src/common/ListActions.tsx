import type { ReactNode } from 'react';
import { CanAccess, CreateButton, ExportButton, FilterButton, TopToolbar, useResourceDefinition, useTranslate } from 'react-admin';

/**
 * CSV export, for admins holding `<resource>.export`. Disabled (nothing to export), react-admin
 * draws it on a phone as an icon without a name: the name is given here.
 */
export function ListExportButton() {
  const translate = useTranslate();
  return (
    <CanAccess action="export">
      <ExportButton aria-label={translate('ra.action.export')} />
    </CanAccess>
  );
}

/** Filters, create and CSV export. Extra buttons of a resource (`children`) come first. */
export function ListActions({ filters = true, children }: { filters?: boolean; children?: ReactNode }) {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      {children}
      {filters && <FilterButton />}
      {hasCreate && <CreateButton />}
      <ListExportButton />
    </TopToolbar>
  );
}
