import LockResetIcon from '@mui/icons-material/LockReset';
import PersonIcon from '@mui/icons-material/Person';
import { Avatar, Box, ButtonBase, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { forwardRef, useCallback, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logout, UserMenuContextProvider, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { CHANGE_PASSWORD_PATH, PROFILE_PATH } from '../routes';

export const DEFAULT_AVATAR = '/default-avatar.svg';

const LinkItem = forwardRef<HTMLAnchorElement, { to: string; label: string; icon: ReactNode }>(function LinkItem(
  { to, label, icon },
  ref,
) {
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={to} ref={ref} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
});

/**
 * The top bar's user menu: the admin's avatar (a default one when none), name and email; it
 * opens profile, change password and logout.
 */
export function AppUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const onClose = useCallback(() => setAnchor(null), []);
  const context = useMemo(() => ({ onClose }), [onClose]);
  const name = identity?.fullName ?? '';
  const email = (identity?.email as string | undefined) ?? '';

  return (
    <>
      <ButtonBase
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-label={translate('ra.auth.user_menu')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'user-menu' : undefined}
        sx={{ borderRadius: 2, px: 1, py: 0.5, gap: 1, color: 'inherit', textAlign: 'right' }}
        data-testid="user-menu"
      >
        {/* A fixed width: the bar does not move when the name arrives. */}
        <Box sx={{ display: { xs: 'none', md: 'flex' }, flexDirection: 'column', alignItems: 'flex-end', width: 180 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }} noWrap data-testid="identity-name">
            {name}
          </Typography>
          <Typography variant="caption" sx={{ opacity: 0.85, lineHeight: 1.2 }} noWrap data-testid="identity-email">
            {email}
          </Typography>
        </Box>
        <Avatar
          src={identity?.avatar || DEFAULT_AVATAR}
          alt={name}
          sx={{ width: 34, height: 34, bgcolor: 'grey.300' }}
          slotProps={{ img: { onError: (event) => ((event.target as HTMLImageElement).src = DEFAULT_AVATAR) } }}
          data-testid="identity-avatar"
        />
      </ButtonBase>
      <UserMenuContextProvider value={context}>
        <Menu
          id="user-menu"
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={onClose}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          disableScrollLock
        >
          <LinkItem to={PROFILE_PATH} label={translate('app.topbar.profile')} icon={<PersonIcon fontSize="small" />} />
          <LinkItem
            to={CHANGE_PASSWORD_PATH}
            label={translate('app.topbar.change_password')}
            icon={<LockResetIcon fontSize="small" />}
          />
          <Logout />
        </Menu>
      </UserMenuContextProvider>
    </>
  );
}
