import { ALL_LISTING_REPORT_REASONS, LISTING_MODERATION, LISTING_REPORT_OUTCOMES, REPORT_HIDS } from '@gigmarket/shared';
import { NumberInput, SearchInput, SelectInput, TextField } from 'react-admin';
import { AppDatagrid } from '../common/AppDatagrid';
import { AppList } from '../common/AppList';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { ReportedJobField, ReporterField, ReporterPatternField, ReporterVerifiedField } from './fields';
import { ModerationButtons } from './ModerationButtons';

export const listingReportFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="reason" source="reason" choices={choices(ALL_LISTING_REPORT_REASONS, 'listing_report_reason')} alwaysOn />,
  <SelectInput key="listing_moderation" source="listing_moderation" choices={choices(LISTING_MODERATION, 'listing_moderation')} alwaysOn />,
  <NumberInput key="listing_id" source="listing_id" min={1} />,
  <NumberInput key="reporter_id" source="reporter_id" min={1} />,
  <SelectInput key="hid" source="hid" choices={choices(REPORT_HIDS, 'listing_report_hid')} />,
  <SelectInput key="outcome" source="outcome" choices={choices(LISTING_REPORT_OUTCOMES, 'listing_report_outcome')} />,
];

/**
 * The queue of reported jobs (docs/trust.md "Identity and safe jobs"): the job, its employer, who
 * reported it (verified or not, or the rule that flagged it), why, and whether the job shows,
 * is hidden pending review or was taken down; "Take down" and "Restore" ask first.
 */
export default function ListingReportList() {
  return (
    <AppList filters={listingReportFilters} sort={{ field: 'id', order: 'DESC' }}>
      <AppDatagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <ReportedJobField source="job_title" sortable={false} />
        <UserReferenceField source="employer_id" nameSource="employer_name" sortable={false} />
        <ReporterField source="reporter_name" sortable={false} />
        <ReporterVerifiedField source="reporter_verified" sortable={false} />
        <ReporterPatternField source="reporter_pattern" sortable={false} />
        <StatusField source="reason" prefix="listing_report_reason" />
        <TextField source="rule" />
        <TextField source="note" />
        <StatusField source="listing_moderation" prefix="listing_moderation" />
        <LocalDateField source="created_at" showTime />
        <ModerationButtons />
      </AppDatagrid>
    </AppList>
  );
}
