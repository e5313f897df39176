import { Children, cloneElement, isValidElement, type ReactElement } from 'react';
import { Datagrid, useResourceContext, type DatagridProps } from 'react-admin';
import { isSortable } from './sortable';

interface ColumnProps {
  source?: string;
  sortBy?: string;
  sortable?: boolean;
}

/**
 * The back office's one Datagrid: every column whose sort field (`sortBy`, else `source`) the
 * API accepts for this resource (`isSortable`, from the shared `ADMIN_SORTABLE`) gets a sort
 * button; every other column is a plain header. A column may still opt out with
 * `sortable={false}` (a person's id sorts by number, not by the name shown).
 */
export function AppDatagrid({ children, ...props }: DatagridProps) {
  const resource = useResourceContext(props);
  const columns = Children.map(children, (child) => {
    if (!isValidElement<ColumnProps>(child)) return child;
    const field = child.props.sortBy ?? child.props.source;
    if (!field) return child;
    const sortable = child.props.sortable !== false && isSortable(resource, field);
    return cloneElement(child as ReactElement<ColumnProps>, { sortable });
  });
  return <Datagrid {...props}>{columns}</Datagrid>;
}
