import { CATEGORY_STATUSES } from '@gigmarket/shared';
import { SelectInput, SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { choices } from '../common/choices';

export function PostCategoryForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <TextInput source="slug" validate={maxLength(120)} />
      <SelectInput source="status" choices={choices(CATEGORY_STATUSES, 'status')} defaultValue="active" validate={required()} />
    </SimpleForm>
  );
}
