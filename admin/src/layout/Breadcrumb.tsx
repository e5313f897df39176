import { Breadcrumbs, Link as MuiLink, Typography, type SxProps, type Theme } from '@mui/material';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useGetResourceLabel, useTranslate } from 'react-admin';
import { ALL_RESOURCES } from '../resources';
import { CHANGE_PASSWORD_PATH, DASHBOARD_PATH, LEDGER_ACCOUNTS_PATH, MESSAGING_COST_PATH, PROFILE_PATH, resourcePath } from '../routes';

interface Crumb {
  label: string;
  to?: string;
}

/** Longest resource path first, so `admin/manage/users/roles` wins over `admin/manage/users`. */
const BY_LENGTH = [...ALL_RESOURCES].sort((a, b) => b.name.length - a.name.length);

export function useCrumbs(): Crumb[] {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const home: Crumb = { label: translate('app.breadcrumb.home'), to: DASHBOARD_PATH };
  if (pathname.startsWith(DASHBOARD_PATH)) return [home, { label: translate('app.dashboard.title') }];
  if (pathname.startsWith(PROFILE_PATH)) return [home, { label: translate('app.profile.title') }];
  if (pathname.startsWith(CHANGE_PASSWORD_PATH)) return [home, { label: translate('app.password.title') }];
  if (pathname.startsWith(MESSAGING_COST_PATH)) {
    const settings = resourcePath('adminsettings');
    return [home, { label: getResourceLabel(settings, 2), to: `/${settings}` }, { label: translate('app.messaging_cost.title') }];
  }
  if (pathname.startsWith(LEDGER_ACCOUNTS_PATH)) {
    const ledger = resourcePath('ledger');
    return [
      home,
      { label: getResourceLabel(ledger, 2), to: `/${ledger}` },
      { label: translate('resources.ledger.accounts.title') },
    ];
  }
  const resource = BY_LENGTH.find((r) => pathname === `/${r.name}` || pathname.startsWith(`/${r.name}/`));
  if (!resource) return [home];
  const list: Crumb = { label: getResourceLabel(resource.name, 2), to: `/${resource.name}` };
  const rest = pathname.slice(resource.name.length + 2).split('/').filter(Boolean);
  if (rest.length === 0) return [home, { label: list.label }];
  if (rest[0] === 'create') return [home, list, { label: translate('app.breadcrumb.create') }];
  if (rest[1] === 'show') return [home, list, { label: `${translate('app.breadcrumb.show')} #${rest[0]}` }];
  return [home, list, { label: `${translate('app.breadcrumb.edit')} #${rest[0]}` }];
}

/** One line; on a phone only the page's own crumb, cut short with an ellipsis when it must be. */
const CRUMBS: SxProps<Theme> = (theme) => ({
  color: 'inherit',
  '& .MuiBreadcrumbs-separator': { color: 'inherit' },
  '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
  '& .MuiBreadcrumbs-li:last-of-type': { minWidth: 0 },
  [theme.breakpoints.down('sm')]: {
    '& .MuiBreadcrumbs-li:not(:last-of-type), & .MuiBreadcrumbs-separator': { display: 'none' },
  },
});

/** Home / Resource / Action, and the page title from the same translated words. */
export function Breadcrumb() {
  const crumbs = useCrumbs();
  const translate = useTranslate();
  const title = crumbs[crumbs.length - 1]?.label;
  useEffect(() => {
    document.title = title ? `${title} · ${translate('app.title')}` : translate('app.title');
  }, [title, translate]);
  return (
    <Breadcrumbs aria-label="breadcrumb" sx={CRUMBS}>
      {crumbs.map((crumb, index) =>
        crumb.to && index < crumbs.length - 1 ? (
          <MuiLink key={index} component={Link} to={crumb.to} color="inherit" underline="hover">
            {crumb.label}
          </MuiLink>
        ) : (
          <Typography key={index} color="inherit" sx={{ fontWeight: 600 }} noWrap>
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
