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

export function AppBar({ alwaysOn }: AppBarProps) {
  return (
    <RaAppBar
      alwaysOn={alwaysOn}
      color="primary"
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
      <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
        <Breadcrumb />
      </Box>
    </RaAppBar>
  );
}
