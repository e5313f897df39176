import { Box, List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useDataProvider, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { ApplicationLinkField } from '../common/ApplicationLinkField';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import type { AppDataProvider } from '../providers/dataProvider';
import { ResolveReportButtons } from './ResolveReportButtons';

/** The whole reported thread (admins read a conversation only through a report), the reported message marked. */
function ReportedThread() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['admin/messagereports', 'thread', record?.id],
    queryFn: () => dataProvider.messageReportThread(record!.id),
    enabled: Boolean(record),
  });
  if (!data) return null;
  return (
    <Labeled label="resources.messagereports.thread">
      <Box>
        <Typography variant="subtitle2">{data.job_title}</Typography>
        <MuiList dense aria-label={translate('resources.messagereports.thread')}>
          {data.items.map((item) => (
            <ListItem key={item.id} sx={item.reported ? { bgcolor: 'warning.light', borderRadius: 1 } : undefined}>
              <ListItemText primary={item.body} secondary={`${item.sender_name} · ${new Date(item.created_at).toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB')}${item.reported ? ` · ${translate('resources.messagereports.reported')}` : ''}`} />
            </ListItem>
          ))}
        </MuiList>
      </Box>
    </Labeled>
  );
}

export default function MessageReportShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ResolveReportButtons />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        <StatusField source="status" prefix="message_report_status" />
        <UserReferenceField source="reporter_id" nameSource="reporter_name" />
        <TextField source="reason" />
        <TextField source="message_body" />
        <ApplicationLinkField source="application_id" />
        <LocalDateField source="created_at" showTime />
        <TextField source="resolution_note" />
        <LocalDateField source="resolved_at" showTime />
        <ReportedThread />
      </SimpleShowLayout>
    </Show>
  );
}
