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
import { MAIN_MENU, SUPERADMIN_MENU, type ResourceDefinition } from '../resources';
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

/**
 * The menu of the admin shell, in the spec's order; each entry shows only when the admin may list
 * it, and the users group only for the superadmin.
 */
export function AppMenu() {
  const translate = useTranslate();
  const expanded = useSidebarExpanded();
  const { permissions } = usePermissions<{ userType: string } | null>();
  const names = useMemo(() => MAIN_MENU.map((resource) => resource.name), []);
  const { canAccess } = useCanAccessResources({ action: 'list', resources: names });
  const isSuperadmin = permissions?.userType === 'superadmin';

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
      {isSuperadmin && (
        <>
          <Divider sx={{ my: 1 }} />
          <Typography
            variant="overline"
            color="text.secondary"
            sx={{ pl: '28px', display: 'block', visibility: expanded ? 'visible' : 'hidden', whiteSpace: 'nowrap' }}
          >
            {translate('app.menu.manage')}
          </Typography>
          {SUPERADMIN_MENU.map((resource) => (
            <ResourceLink key={resource.name} resource={resource} />
          ))}
        </>
      )}
    </Box>
  );
}
