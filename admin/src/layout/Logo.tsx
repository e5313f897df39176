import { Box, Typography } from '@mui/material';

/** The site's "G" mark (site/app/app.css `.logo-mark`, site/public/icon.svg): white on green. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <Box
      aria-hidden
      data-testid="logo-mark"
      sx={{
        display: 'inline-grid',
        placeItems: 'center',
        width: size,
        height: size,
        flex: 'none',
        borderRadius: `${Math.round(size / 4)}px`,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 800,
        fontSize: size * 0.56,
        lineHeight: 1,
      }}
    >
      G
    </Box>
  );
}

/** The mark and the name, as the site's header shows them. */
export function Logo() {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mr: 2, flex: 'none' }}>
      <LogoMark />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.125rem', display: { xs: 'none', sm: 'inline' } }}>
        GigMarket
      </Typography>
    </Box>
  );
}
