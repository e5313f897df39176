import { Box, type SxProps, type Theme } from '@mui/material';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  ToggleThemeButton,
  useTranslate,
  type AppBarProps,
} from 'react-admin';
import { AppUserMenu } from './AppUserMenu';
import { Breadcrumb } from './Breadcrumb';
import { FullscreenButton } from './FullscreenButton';
import { Logo } from './Logo';

const PHONE_LANGUAGE_BUTTON: SxProps<Theme> = (theme) => ({
  '& .MuiButton-root': {
    minWidth: 0,
    [theme.breakpoints.down('sm')]: { fontSize: 0, '& .MuiButton-startIcon': { marginRight: 0 } },
  },
});

export function AppBar({ alwaysOn }: AppBarProps) {
  const translate = useTranslate();
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
          {/* On a phone the bar fits 320 px: the language button shows its icons only (the name stays
              its accessible name), and full screen, which a phone's browser does not need, is left out. */}
          <Box component="span" sx={PHONE_LANGUAGE_BUTTON}>
            <LocalesMenuButton />
          </Box>
          <ToggleThemeButton />
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
            <FullscreenButton />
          </Box>
          {/* The spinner is a progress bar: it needs a name for screen readers. */}
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
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
