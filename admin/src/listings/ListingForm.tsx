import { LISTING_PRICING, LISTING_STATUSES } from '@gigmarket/shared';
import {
  DateInput,
  FormDataConsumer,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  required,
} from 'react-admin';
import { choices } from '../common/choices';
import { UserReferenceInput } from '../common/UserReferenceInput';
import { resourcePath } from '../routes';

const time = /^([01]\d|2[0-3]):[0-5]\d$/;
const hhmm = (value: unknown) => (!value || time.test(String(value)) ? undefined : 'HH:MM');

export function ListingForm({ withEmployer = false }: { withEmployer?: boolean }) {
  return (
    <SimpleForm>
      <TextInput source="job_title" validate={[required(), maxLength(150)]} fullWidth />
      {withEmployer && <UserReferenceInput source="user_id" userType="employer" validate={required()} />}
      <ReferenceInput source="category_id" reference={resourcePath('categories')} sort={{ field: 'category_name', order: 'ASC' }}>
        <SelectInput />
      </ReferenceInput>
      <ReferenceInput source="job_type" reference={resourcePath('jobtypes')}>
        <SelectInput />
      </ReferenceInput>
      <SelectInput source="status" choices={choices(LISTING_STATUSES, 'status')} defaultValue="draft" validate={required()} />
      <SelectInput source="pricing" choices={choices(LISTING_PRICING, 'pricing')} defaultValue="fixed" validate={required()} />
      <FormDataConsumer>
        {({ formData }) =>
          formData.pricing === 'range' ? (
            <>
              <NumberInput source="min_amount" min={0} />
              <NumberInput source="max_amount" min={0} />
            </>
          ) : (
            <NumberInput source="min_amount" min={0} validate={required()} />
          )
        }
      </FormDataConsumer>
      <NumberInput source="amount" min={0} />
      <DateInput source="job_date" />
      <DateInput source="job_end_date" />
      <TextInput source="job_sart_time" validate={hhmm} placeholder="09:00" />
      <TextInput source="job_end_time" validate={hhmm} placeholder="17:00" />
      <TextInput source="work_duration" validate={maxLength(100)} />
      <ReferenceInput source="state" reference={resourcePath('states')} perPage={50} sort={{ field: 'name', order: 'ASC' }}>
        <SelectInput />
      </ReferenceInput>
      <TextInput source="address" validate={maxLength(255)} fullWidth />
      <TextInput source="location" validate={maxLength(255)} fullWidth />
      <TextInput source="work_description" multiline minRows={3} fullWidth />
      <TextInput source="expected_result" multiline minRows={2} fullWidth />
    </SimpleForm>
  );
}
