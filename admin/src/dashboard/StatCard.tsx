import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Card, Typography } from '@mui/material';

/** The one card of the dashboard's figures (like the demo's CardWithIcon). */
export function StatCard({
  icon: Icon,
  title,
  value,
  color = 'primary.main',
  testId,
}: {
  icon: SvgIconComponent;
  title: string;
  value: string | number;
  color?: string;
  testId?: string;
}) {
  return (
    <Card sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, height: '100%' }} data-testid={testId}>
      <Box
        sx={{
          width: 48,
          height: 48,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: color,
          color: 'common.white',
          flexShrink: 0,
        }}
      >
        <Icon />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" noWrap>
          {title}
        </Typography>
        <Typography
          variant="h5"
          component="p"
          sx={{ fontWeight: 600, fontSize: String(value).length > 10 ? '1.1rem' : undefined, lineHeight: 1.3 }}
        >
          {value}
        </Typography>
      </Box>
    </Card>
  );
}
