import DashboardIcon from '@mui/icons-material/Dashboard';
import { Box, Divider, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  MenuItemLink,
  useCanAccessResources,
  useGetResourceLabel,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { DASHBOARD_PATH } from '../routes';
import { MAIN_MENU, MONEY_MENU, SUPERADMIN_MENU, TRUST_MENU, type ResourceDefinition } from '../resources';
import { useSidebarExpanded } from './SidebarHover';

function ResourceLink({ resource }: { resource: ResourceDefinition }) {
  const getResourceLabel = useGetResourceLabel();
  const Icon = resource.icon;
  return (
    <MenuItemLink
      to={`/${resource.name}`}
      primaryText={getResourceLabel(resource.name, 2)}
      leftIcon={<Icon />}
      data-testid={`menu-${resource.rest}`}
    />
  );
}

function GroupTitle({ label }: { label: string }) {
  const expanded = useSidebarExpanded();
  return (
    <Typography
      variant="overline"
      color="text.secondary"
      sx={{ pl: '28px', display: 'block', visibility: expanded ? 'visible' : 'hidden', whiteSpace: 'nowrap' }}
    >
      {label}
    </Typography>
  );
}

/**
 * The menu of the admin shell, in the spec's order; each entry shows only when the admin may list
 * it; the money group (ledger, payouts, refunds, disputes, reconciliation) and the trust group (ratings,
 * reliability) show their entries the admin may list, and the users group is the superadmin's only.
 */
export function AppMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions<{ userType: string } | null>();
  const names = useMemo(() => [...MAIN_MENU, ...MONEY_MENU, ...TRUST_MENU].map((resource) => resource.name), []);
  const { canAccess } = useCanAccessResources({ action: 'list', resources: names });
  const isSuperadmin = permissions?.userType === 'superadmin';
  const money = MONEY_MENU.filter((resource) => canAccess?.[resource.name]);
  const trust = TRUST_MENU.filter((resource) => canAccess?.[resource.name]);

  return (
    <Box
      component="ul"
      aria-label="menu"
      sx={{ listStyle: 'none', p: 0, m: 0, pt: 1, '& .RaMenuItemLink-icon': { minWidth: 40 }, '& a': { pl: '28px' } }}
    >
      <MenuItemLink to={DASHBOARD_PATH} primaryText={translate('app.menu.dashboard')} leftIcon={<DashboardIcon />} data-testid="menu-dashboard" />
      {MAIN_MENU.filter((resource) => canAccess?.[resource.name]).map((resource) => (
        <ResourceLink key={resource.name} resource={resource} />
      ))}
      {money.length > 0 && (
        <>
          <Divider sx={{ my: 1 }} />
          <GroupTitle label={translate('app.menu.money')} />
          {money.map((resource) => (
            <ResourceLink key={resource.name} resource={resource} />
          ))}
        </>
      )}
      {trust.length > 0 && (
        <>
          <Divider sx={{ my: 1 }} />
          <GroupTitle label={translate('app.menu.trust')} />
          {trust.map((resource) => (
            <ResourceLink key={resource.name} resource={resource} />
          ))}
        </>
      )}
      {isSuperadmin && (
        <>
          <Divider sx={{ my: 1 }} />
          <GroupTitle label={translate('app.menu.manage')} />
          {SUPERADMIN_MENU.map((resource) => (
            <ResourceLink key={resource.name} resource={resource} />
          ))}
        </>
      )}
    </Box>
  );
}
