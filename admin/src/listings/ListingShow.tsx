import {
  EditButton,
  FunctionField,
  ReferenceField,
  ReferenceManyField,
  SelectField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { LISTING_PRICING } from '@gigmarket/shared';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { MoneyField } from '../common/MoneyField';
import { StatusField } from '../common/StatusField';
import { UploadedImage } from '../common/ImageUploadInput';
import { UserReferenceField } from '../common/UserReferenceField';
import { resourcePath } from '../routes';
import { ListingStatusButtons } from './ListingStatusButtons';
import { AppDatagrid } from '../common/AppDatagrid';

const Actions = () => (
  <TopToolbar>
    <ListingStatusButtons />
    <EditButton />
  </TopToolbar>
);

export default function ListingShow() {
  return (
    <Show actions={<Actions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="app.tabs.details">
          <TextField source="job_title" />
          <ReferenceField source="category_id" reference={resourcePath('categories')} />
          <UserReferenceField source="user_id" nameSource="employer_name" companySource="company_name" />
          <ReferenceField source="job_type" reference={resourcePath('jobtypes')} />
          <ReferenceField source="state" reference={resourcePath('states')} />
          <StatusField source="status" />
          <StatusField source="moderation" prefix="listing_moderation" />
          <TextField source="moderation_reason" />
          <SelectField source="pricing" choices={choices(LISTING_PRICING, 'pricing')} />
          <MoneyField source="amount" />
          <MoneyField source="min_amount" />
          <MoneyField source="max_amount" />
          <LocalDateField source="job_date" />
          <LocalDateField source="job_end_date" />
          <TextField source="job_time" />
          <TextField source="job_sart_time" />
          <TextField source="job_end_time" />
          <TextField source="work_duration" />
          <TextField source="address" />
          <TextField source="location" />
          <TextField source="work_description" />
          <TextField source="expected_result" />
          <FunctionField
            source="pictures"
            render={(record) => (
              <span style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                {((record.pictures as string[] | null) ?? []).map((picture) => (
                  <UploadedImage key={picture} value={picture} size={72} />
                ))}
              </span>
            )}
          />
          <LocalDateField source="created_at" showTime />
          <LocalDateField source="deleted_at" showTime />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.tabs.applications" path="applications">
          <ReferenceManyField reference={resourcePath('jobapplication')} target="listing_id" label={false}>
            <AppDatagrid rowClick="show" bulkActionButtons={false}>
              <TextField source="id" />
              <UserReferenceField source="user_id" nameSource="freelancer_name" sortable={false} />
              <MoneyField source="new_price" />
              <StatusField source="status" />
            </AppDatagrid>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
