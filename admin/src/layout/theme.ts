import { LIMITS } from '@gigmarket/shared';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const sidebar = { width: LIMITS.sidebarWidth, closedWidth: LIMITS.sidebarCollapsedWidth };

/** Wide tables scroll inside their card on small screens instead of widening the page. */
const components = {
  RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-content': { minWidth: 0 } } } },
  RaDatagrid: { styleOverrides: { root: { overflowX: 'auto' as const } } },
  RaList: {
    styleOverrides: {
      root: { '& .RaList-main': { minWidth: 0, flex: '1 1 0%' }, '& .RaList-content': { overflowX: 'auto' as const } },
    },
  },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  sidebar,
  components: { ...defaultLightTheme.components, ...components },
  palette: { ...defaultLightTheme.palette, primary: { main: '#1565c0' }, secondary: { main: '#0d47a1' } },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  sidebar,
  components: { ...defaultDarkTheme.components, ...components },
};
