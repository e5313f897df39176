import DashboardIcon from '@mui/icons-material/Dashboard';
import { Box, Divider, Typography } from '@mui/material';
import { useId, useMemo, type ReactNode } from 'react';
import {
  MenuItemLink,
  useCanAccessResources,
  useGetResourceLabel,
  usePermissions,
  useTranslate,
  type MenuItemLinkProps,
} from 'react-admin';
import { DASHBOARD_PATH } from '../routes';
import { MAIN_MENU, MONEY_MENU, SUPERADMIN_MENU, TRUST_MENU, type ResourceDefinition } from '../resources';
import { useSidebarExpanded } from './SidebarHover';

/**
 * One entry of the menu: a link in a list item. react-admin's MenuItemLink is a Material UI menu
 * item (role "menuitem"), which belongs in an ARIA menu; the sidebar is site navigation, a list of
 * links (docs/back-office.md "Accessibility").
 */
function NavLink(props: MenuItemLinkProps) {
  return (
    <li>
      <MenuItemLink role="link" {...props} />
    </li>
  );
}

function ResourceLink({ resource }: { resource: ResourceDefinition }) {
  const getResourceLabel = useGetResourceLabel();
  const Icon = resource.icon;
  return (
    <NavLink
      to={`/${resource.name}`}
      primaryText={getResourceLabel(resource.name, 2)}
      leftIcon={<Icon />}
      data-testid={`menu-${resource.rest}`}
    />
  );
}

const listStyle = { listStyle: 'none', p: 0, m: 0 } as const;

/** A titled group of links: its title names the list for screen readers. */
function Group({ label, children }: { label: string; children: ReactNode }) {
  const expanded = useSidebarExpanded();
  const titleId = useId();
  return (
    <>
      <Divider sx={{ my: 1 }} />
      <Typography
        id={titleId}
        variant="overline"
        color="text.secondary"
        sx={{ pl: '28px', display: 'block', visibility: expanded ? 'visible' : 'hidden', whiteSpace: 'nowrap' }}
      >
        {label}
      </Typography>
      <Box component="ul" aria-labelledby={titleId} sx={listStyle}>
        {children}
      </Box>
    </>
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
  // The groups are drawn once the rights are known, all at once: a group drawn early would be
  // pushed down by the entries above it (a layout shift).
  const ready = canAccess !== undefined;
  const isSuperadmin = ready && permissions?.userType === 'superadmin';
  const money = MONEY_MENU.filter((resource) => canAccess?.[resource.name]);
  const trust = TRUST_MENU.filter((resource) => canAccess?.[resource.name]);

  return (
    <Box
      component="nav"
      aria-label={translate('app.menu.label')}
      sx={{ pt: 1, '& .RaMenuItemLink-icon': { minWidth: 40 }, '& a': { pl: '28px' } }}
    >
      <Box component="ul" sx={listStyle}>
        <NavLink to={DASHBOARD_PATH} primaryText={translate('app.menu.dashboard')} leftIcon={<DashboardIcon />} data-testid="menu-dashboard" />
        {MAIN_MENU.filter((resource) => canAccess?.[resource.name]).map((resource) => (
          <ResourceLink key={resource.name} resource={resource} />
        ))}
      </Box>
      {money.length > 0 && (
        <Group label={translate('app.menu.money')}>
          {money.map((resource) => (
            <ResourceLink key={resource.name} resource={resource} />
          ))}
        </Group>
      )}
      {trust.length > 0 && (
        <Group label={translate('app.menu.trust')}>
          {trust.map((resource) => (
            <ResourceLink key={resource.name} resource={resource} />
          ))}
        </Group>
      )}
      {isSuperadmin && (
        <Group label={translate('app.menu.manage')}>
          {SUPERADMIN_MENU.map((resource) => (
            <ResourceLink key={resource.name} resource={resource} />
          ))}
        </Group>
      )}
    </Box>
  );
}
