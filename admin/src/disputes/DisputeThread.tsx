import { List, ListItem, ListItemText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RecordContextProvider, useDataProvider, useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import type { AdminThread, AppDataProvider } from '../providers/dataProvider';
import { DisputeSection, SectionState } from './DisputeSection';
import { sideLabel, sideOf, type Side } from './parties';

/** The sender's side: from the thread's participants, else from the dispute's two ids. */
function senderSide(record: RaRecord, thread: AdminThread, senderId: number): Side | null {
  const role = thread.participants?.find((person) => String(person.id) === String(senderId))?.role;
  if (role === 'employer' || role === 'freelancer') return role;
  return sideOf(record, senderId);
}

/**
 * The disputed hire's conversation, `GET /api/admin/disputes/:id/thread`: every message, unmasked,
 * oldest first, read-only (admins read a thread only through a report or a dispute).
 */
export function DisputeThread() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: [resource, 'thread', record?.id],
    queryFn: () => dataProvider.disputeThread(record!.id),
    enabled: Boolean(record),
  });
  if (!record) return null;
  const title = translate('resources.disputes.thread.title');
  let content: ReactNode;
  if (error) content = <SectionState text={translate('resources.disputes.thread.error', { message: error.message })} />;
  else if (isPending) content = <SectionState loading text={translate('resources.disputes.thread.loading')} />;
  else if (!data?.items?.length) content = <SectionState text={translate('resources.disputes.thread.empty')} />;
  else
    content = (
      <List dense aria-label={title} sx={{ maxHeight: 480, overflowY: 'auto' }}>
        {data.items.map((item) => {
          const side = senderSide(record, data, item.sender_id);
          const sender = side ? sideLabel(record, side, translate) : item.sender_name;
          return (
            <ListItem key={item.id} alignItems="flex-start" divider>
              <ListItemText
                primary={item.body}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
                secondary={
                  <>
                    {sender} ·{' '}
                    <RecordContextProvider value={item as unknown as RaRecord}>
                      <LocalDateField source="created_at" showTime />
                    </RecordContextProvider>
                    {item.seen_at ? ` · ${translate('resources.disputes.thread.seen')}` : null}
                  </>
                }
              />
            </ListItem>
          );
        })}
      </List>
    );
  return <DisputeSection title={title}>{content}</DisputeSection>;
}
