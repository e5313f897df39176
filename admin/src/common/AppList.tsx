import { Box } from '@mui/material';
import { useCallback, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Empty,
  List,
  TopToolbar,
  useNotify,
  useResourceContext,
  useStoreContext,
  type ListProps,
} from 'react-admin';
import { ListActions, ListExportButton } from './ListActions';

function statusOf(error: unknown): number | undefined {
  return error && typeof error === 'object' && 'status' in error ? (error as { status?: number }).status : undefined;
}

/** Whether a list's remembered parameters (react-admin's `<resource>.listParams`) differ from none. */
function remembersParams(stored: unknown): boolean {
  return Boolean(stored && typeof stored === 'object' && Object.keys(stored).length > 0);
}

/**
 * A list whose getList the API refuses (400: a sort or a filter it does not take, typed into the
 * address or remembered in react-admin's store from an older screen) goes back to its own
 * defaults (the List's `sort` and `filterDefaultValues`) and says so, instead of showing
 * "No ... found" without its headers. Only once: a refusal of the defaults themselves is shown as
 * the API worded it, like any other failure.
 */
export function useListRecovery(resource: string | undefined) {
  const store = useStoreContext();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const key = `${resource}.listParams`;
      const custom = location.search.replace(/^\?/, '') !== '' || remembersParams(store.getItem(key));
      if (statusOf(error) === 400 && resource && custom) {
        store.removeItem(key);
        navigate({ pathname: location.pathname, search: '' }, { replace: true });
        notify('app.list.reset', { type: 'warning' });
        return;
      }
      const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
      notify(message, { type: 'error', messageArgs: { _: message } });
    },
    [resource, store, navigate, location.pathname, location.search, notify],
  );
}

/**
 * The empty page: the resource's own words (`resources.<name>.empty`, react-admin's Empty), the
 * create button where the resource has one, and above it the same page actions as the toolbar
 * (run reconciliation, the accounts page, export), which react-admin hides with an empty list.
 */
export function ListEmpty({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ flex: 1 }}>
      <TopToolbar>
        {children}
        <ListExportButton />
      </TopToolbar>
      <Empty />
    </Box>
  );
}

export interface AppListProps extends Omit<ListProps, 'actions' | 'empty'> {
  /** Buttons of the page that need no rows: shown in the toolbar and on the empty page. */
  pageActions?: ReactNode;
  /** Leave out the filter button (lists whose filters are all always shown). */
  filterButton?: boolean;
}

/**
 * The back office's one List: the toolbar (page actions, filters, create, export by permission),
 * the same page actions on the empty page, and the recovery from a refused sort or filter.
 */
export function AppList({ pageActions, filterButton = true, queryOptions, children, ...props }: AppListProps) {
  const resource = useResourceContext(props);
  const onError = useListRecovery(resource);
  return (
    <List
      {...props}
      queryOptions={{ ...queryOptions, onError }}
      actions={<ListActions filters={filterButton}>{pageActions}</ListActions>}
      empty={<ListEmpty>{pageActions}</ListEmpty>}
    >
      {children}
    </List>
  );
}
