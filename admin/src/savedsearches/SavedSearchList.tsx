import { Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { BooleanField, NumberField, SearchInput, TextField, useDataProvider, useTranslate } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import { UserReferenceField } from '../common/UserReferenceField';
import type { AppDataProvider } from '../providers/dataProvider';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

/** The alert volume of the last 14 days: matches notified, SMS digests and SMS nudges sent. */
function AlertVolume() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({ queryKey: ['admin/alerts/volume', 14], queryFn: () => dataProvider.alertVolume(14) });
  if (!data) return null;
  return (
    <Card sx={{ ml: 2, minWidth: 220, alignSelf: 'flex-start' }} aria-label={translate('resources.savedsearches.volume.title')}>
      <CardContent>
        <Typography variant="h6">{translate('resources.savedsearches.volume.title')}</Typography>
        <Typography>{translate('resources.savedsearches.volume.searches', { count: data.saved_searches })}</Typography>
        <Typography>{translate('resources.savedsearches.volume.match', { count: data.totals.match ?? 0 })}</Typography>
        <Typography>{translate('resources.savedsearches.volume.digest', { count: data.totals.digest ?? 0 })}</Typography>
        <Typography>{translate('resources.savedsearches.volume.nudge', { count: data.totals.nudge ?? 0 })}</Typography>
      </CardContent>
    </Card>
  );
}

export default function SavedSearchList() {
  return (
    <AppList filters={[<SearchInput key="q" source="q" alwaysOn />]} aside={<AlertVolume />} sort={{ field: 'created_at', order: 'DESC' }}>
      <AppDatagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" />
        <TextField source="name" />
        <UserReferenceField source="user_id" nameSource="user_name" sortable={false} />
        <TextField source="query" />
        <NumberField source="match_count" />
        <NumberField source="pending_count" />
        <BooleanField source="sms_enabled" />
        <LocalDateField source="last_digest_at" showTime />
        <LocalDateField source="created_at" showTime />
      </AppDatagrid>
    </AppList>
  );
}
