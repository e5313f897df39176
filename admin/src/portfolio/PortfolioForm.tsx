import { PORTFOLIO_TYPES } from '@gigmarket/shared';
import { SelectInput, SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { choices } from '../common/choices';
import { ImageUploadInput } from '../common/ImageUploadInput';
import { UserReferenceInput } from '../common/UserReferenceInput';

export function PortfolioForm() {
  return (
    <SimpleForm>
      <UserReferenceInput source="user_id" userType="freelancer" validate={required()} />
      <SelectInput source="portfolio_type" choices={choices(PORTFOLIO_TYPES, 'portfolio_type')} validate={required()} />
      <TextInput source="title" validate={[required(), maxLength(150)]} />
      <ImageUploadInput source="upload_name" />
      <TextInput source="link" type="url" validate={maxLength(255)} fullWidth />
    </SimpleForm>
  );
}
