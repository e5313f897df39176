import { Box } from '@mui/material';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  ToggleThemeButton,
  type AppBarProps,
} from 'react-admin';
import { AppUserMenu } from './AppUserMenu';
import { Breadcrumb } from './Breadcrumb';
import { FullscreenButton } from './FullscreenButton';
import { Logo } from './Logo';

export function AppBar({ alwaysOn }: AppBarProps) {
  return (
    <RaAppBar
      alwaysOn={alwaysOn}
      // A light bar with the green mark, like the site's header (site/app/app.css `.site-header`).
      color="inherit"
      elevation={0}
      sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}
      userMenu={false}
      toolbar={
        <>
          <LocalesMenuButton />
          <ToggleThemeButton />
          <FullscreenButton />
          <LoadingIndicator />
          <AppUserMenu />
        </>
      }
    >
      <Logo />
      <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
        <Breadcrumb />
      </Box>
    </RaAppBar>
  );
}
