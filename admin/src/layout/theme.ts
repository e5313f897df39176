import { LIMITS } from '@gigmarket/shared';
import type { Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * The site's look (site/app/app.css `:root`): its greens, ink, lines and 12 px radius, and its
 * system font stack, so the back office reads as the same product as the site.
 */
export const BRAND = {
  green: '#0f5132',
  green600: '#146c43',
  green050: '#e8f3ee',
  ink: '#1d2125',
  muted: '#555e66',
  line: '#cfd6dc',
  background: '#f4f6f5',
  danger: '#a4161a',
  radius: 12,
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

const sidebar = { width: LIMITS.sidebarWidth, closedWidth: LIMITS.sidebarCollapsedWidth };

const typography = {
  fontFamily: BRAND.font,
  h6: { fontWeight: 600 },
  button: { textTransform: 'none' as const, fontWeight: 600 },
};

const shape = { borderRadius: BRAND.radius };

/** Wide tables scroll inside their card on small screens instead of widening the page. */
const components = {
  RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-content': { minWidth: 0 } } } },
  RaDatagrid: {
    styleOverrides: {
      root: {
        overflowX: 'auto' as const,
        '& .RaDatagrid-tableWrapper': { overflowX: 'auto' as const, maxWidth: '100%' },
        '& .RaDatagrid-headerCell': { fontWeight: 600 },
      },
    },
  },
  RaList: {
    styleOverrides: {
      root: { '& .RaList-main': { minWidth: 0, flex: '1 1 0%' }, '& .RaList-content': { overflowX: 'auto' as const } },
    },
  },
  // An empty list's message is text people read: react-admin draws it in the disabled grey (2.6:1).
  RaEmpty: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '& .RaEmpty-message': { color: theme.palette.text.secondary } }) } },
  // A check box's name belongs on its input. react-admin's row check boxes pass theirs as
  // `aria-label`, which Material UI puts on the wrapper, where it names nothing: it is moved to the
  // input (docs/back-office.md "Accessibility").
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: () => ({ 'aria-label': undefined }),
        input: (ownerState: { 'aria-label'?: string }) => ({ 'aria-label': ownerState['aria-label'] }),
      },
    },
  },
  MuiCard: { styleOverrides: { root: { borderRadius: BRAND.radius } } },
  MuiButton: { styleOverrides: { root: { borderRadius: 8 } } },
};

/** Plain router links (ledger accounts, recent jobs) in the site's link green, not the browser's blue. */
const links = (color: string) => ({ MuiCssBaseline: { styleOverrides: { a: { color } } } });

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  sidebar,
  shape,
  typography: { ...defaultLightTheme.typography, ...typography },
  components: { ...defaultLightTheme.components, ...components, ...links(BRAND.green600) },
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    primary: { main: BRAND.green, light: BRAND.green600, dark: '#0a3622', contrastText: '#fff' },
    secondary: { main: BRAND.green600, contrastText: '#fff' },
    error: { main: BRAND.danger },
    // Status chips ("Pending", "Paid") carry white text: MUI's default amber and light blue give
    // 3.1:1 and 3.9:1; these give 4.5:1 or more (WCAG AA for their small text).
    warning: { main: '#b45309', contrastText: '#fff' },
    info: { main: '#075985', contrastText: '#fff' },
    success: { main: '#1b5e20', contrastText: '#fff' },
    text: { primary: BRAND.ink, secondary: BRAND.muted },
    divider: BRAND.line,
    background: { default: BRAND.background, paper: '#fff' },
  },
};

/** Dark mode: the same greens lifted for contrast on a dark ink background. */
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  sidebar,
  shape,
  typography: { ...defaultDarkTheme.typography, ...typography },
  components: { ...defaultDarkTheme.components, ...components, ...links('#75b798') },
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#75b798', light: '#a3cfbb', dark: BRAND.green600, contrastText: BRAND.ink },
    secondary: { main: '#a3cfbb', contrastText: BRAND.ink },
    error: { main: '#ea868f' },
    text: { primary: '#e8f3ee', secondary: '#b6c0c7' },
    divider: '#343a40',
    background: { default: '#111417', paper: BRAND.ink },
  },
};
