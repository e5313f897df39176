import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RecordContextProvider, useDataProvider, useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import { StatusBadge } from '../common/StatusField';
import type { AppDataProvider, HireTimelineEvent } from '../providers/dataProvider';
import { DisputeSection, SectionState } from './DisputeSection';
import { sideLabel } from './parties';

/** Who made a move: a side by name, or the administrator, the gateway or the clock. */
function who(record: RaRecord, event: HireTimelineEvent, translate: (key: string, options?: object) => string): string {
  if (event.actor === 'employer' || event.actor === 'freelancer') return sideLabel(record, event.actor, translate);
  return translate(`app.hire_actor.${event.actor}`, { _: String(event.actor) });
}

/**
 * The disputed hire's timeline, `GET /api/admin/disputes/:id/timeline`: each move of its status
 * (from, to), who made it and when, oldest first.
 */
export function DisputeTimeline() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: [resource, 'timeline', record?.id],
    queryFn: () => dataProvider.disputeTimeline(record!.id),
    enabled: Boolean(record),
  });
  if (!record) return null;
  const title = translate('resources.disputes.timeline.title');
  let content: ReactNode;
  if (error) content = <SectionState text={translate('resources.disputes.timeline.error', { message: error.message })} />;
  else if (isPending) content = <SectionState loading text={translate('resources.disputes.timeline.loading')} />;
  else if (!data?.length) content = <SectionState text={translate('resources.disputes.timeline.empty')} />;
  else
    content = (
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.disputes.timeline.move')}</TableCell>
            <TableCell>{translate('resources.disputes.timeline.from')}</TableCell>
            <TableCell>{translate('resources.disputes.timeline.to')}</TableCell>
            <TableCell>{translate('resources.disputes.timeline.who')}</TableCell>
            <TableCell>{translate('resources.disputes.timeline.when')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((event) => (
            <TableRow key={event.id}>
              <TableCell>{translate(`app.hire_move.${event.move}`, { _: event.move })}</TableCell>
              <TableCell>
                <StatusBadge status={event.from_status} />
              </TableCell>
              <TableCell>
                <StatusBadge status={event.to_status} />
              </TableCell>
              <TableCell>{who(record, event, translate)}</TableCell>
              <TableCell>
                <RecordContextProvider value={event as unknown as RaRecord}>
                  <LocalDateField source="at" showTime />
                </RecordContextProvider>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  return <DisputeSection title={title}>{content}</DisputeSection>;
}
