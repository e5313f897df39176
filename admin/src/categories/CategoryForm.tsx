import { CATEGORY_STATUSES } from '@gigmarket/shared';
import { maxLength, required, SelectInput, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { choices } from '../common/choices';
import { FrenchNameInput } from '../common/FrenchNameInput';
import { ImageUploadInput } from '../common/ImageUploadInput';

export function CategoryForm(props: Omit<SimpleFormProps, 'children'>) {
  return (
    <SimpleForm {...props}>
      <TextInput source="category_name" validate={[required(), maxLength(100)]} />
      <FrenchNameInput source="category_name_fr" />
      <TextInput source="category_slug" helperText={false} validate={maxLength(120)} />
      <TextInput source="category_type" validate={maxLength(50)} />
      <SelectInput
        source="category_status"
        choices={choices(CATEGORY_STATUSES, 'status')}
        defaultValue="active"
        validate={required()}
      />
      <ImageUploadInput source="category_image" />
      <TextInput source="category_description" multiline minRows={3} fullWidth />
    </SimpleForm>
  );
}
