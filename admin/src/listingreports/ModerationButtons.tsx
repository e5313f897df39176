import RemoveIcon from '@mui/icons-material/RemoveCircleOutline';
import RestoreIcon from '@mui/icons-material/Restore';
import RestorePageIcon from '@mui/icons-material/RestorePage';
import { Stack } from '@mui/material';
import { useDataProvider, type RaRecord } from 'react-admin';
import { ReasonActionButton } from '../common/ReasonActionButton';
import type { AppDataProvider } from '../providers/dataProvider';

const args = (record: RaRecord) => ({ id: record.listing_id, title: record.job_title || `#${record.listing_id}`, name: record.employer_name || '' });

/**
 * The decision on a reported job, for every report of it: "Take down" (a required reason; the job
 * leaves search for good) or "Restore" (an optional note; it shows again), each asking first;
 * `POST /api/admin/listings/:id/take-down` and `/restore`. The employer is told. Needs `listingreports.edit`.
 */
export function ModerationButtons() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <Stack direction="row" spacing={1} component="span">
      <ReasonActionButton
        defaultResource="admin/listingreports"
        messages="resources.listingreports.take_down"
        required
        when={(record) => record.listing_moderation !== 'taken_down'}
        args={args}
        icon={<RemoveIcon />}
        color="error"
        send={(record, reason) => dataProvider.takeDownListing(record.listing_id, reason)}
      />
      <ReasonActionButton
        defaultResource="admin/listingreports"
        messages="resources.listingreports.restore"
        required={false}
        when={(record) => record.listing_moderation === 'hidden' || record.listing_moderation === 'taken_down'}
        args={args}
        icon={<RestoreIcon />}
        color="primary"
        send={(record, note) => dataProvider.restoreListing(record.listing_id, note)}
      />
    </Stack>
  );
}

/**
 * "Restore every job this reporter hid": for a reporter who hid jobs wrongly, one action puts
 * back every job still hidden by their reports (`POST /api/admin/reporters/:id/restore-hidden`),
 * asking first, with an optional note. Needs `listingreports.edit`.
 */
export function RestoreHiddenByReporterButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <ReasonActionButton
      defaultResource="admin/listingreports"
      messages="resources.listingreports.restore_reporter"
      required={false}
      when={(record) => record.reporter_id != null}
      args={(record) => ({ name: record.reporter_name || `#${record.reporter_id}` })}
      icon={<RestorePageIcon />}
      color="warning"
      send={(record, note) => dataProvider.restoreHiddenByReporter(record.reporter_id, note)}
    />
  );
}
