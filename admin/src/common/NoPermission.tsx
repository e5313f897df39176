import BlockIcon from '@mui/icons-material/Block';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "You do not have permission to access '{page}' page" (docs/back-office.md, "Routes and access"). */
export function NoPermission({ page }: { page: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Card>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
          <BlockIcon color="error" fontSize="large" />
          <Typography variant="h6" component="p" role="alert">
            {translate('app.no_permission', { page })}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
