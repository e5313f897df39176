import { Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { ReportedJobField, ReporterField, ReporterPatternField, ReporterVerifiedField } from './fields';
import { ModerationButtons, RestoreHiddenByReporterButton } from './ModerationButtons';

/** One report of a job: who, why, the note, the job's state and its review; the decision in the toolbar. */
export default function ListingReportShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ModerationButtons />
          <RestoreHiddenByReporterButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        <ReportedJobField source="job_title" />
        <UserReferenceField source="employer_id" nameSource="employer_name" />
        <ReporterField source="reporter_name" />
        <ReporterVerifiedField source="reporter_verified" />
        <ReporterPatternField source="reporter_pattern" />
        <StatusField source="hid" prefix="listing_report_hid" />
        <StatusField source="outcome" prefix="listing_report_outcome" />
        <StatusField source="reason" prefix="listing_report_reason" />
        <TextField source="rule" />
        <TextField source="note" />
        <StatusField source="listing_moderation" prefix="listing_moderation" />
        <LocalDateField source="created_at" showTime />
        <LocalDateField source="reviewed_at" showTime />
        <TextField source="reviewed_by_name" />
      </SimpleShowLayout>
    </Show>
  );
}
