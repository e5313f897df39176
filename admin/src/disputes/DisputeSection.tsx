import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled part of the dispute page (a region named by its title). */
export function DisputeSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Loading, failed or empty: one line in place of the content. */
export function SectionState({ loading, text }: { loading?: boolean; text: string }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" role="status">
      {loading && <CircularProgress size={16} aria-hidden />}
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Stack>
  );
}
