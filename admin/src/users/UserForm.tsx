import { GENDERS, LIMITS, USER_STATUSES, USER_TYPES } from '@gigmarket/shared';
import {
  FormDataConsumer,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  maxLength,
  minLength,
  regex,
  required,
} from 'react-admin';
import { choices } from '../common/choices';
import { ImageUploadInput } from '../common/ImageUploadInput';
import { resourcePath } from '../routes';
import { isValidTaxId } from '@gigmarket/shared';

/** The Tax ID rule of packages/shared (docs/tax-and-statements.md); empty removes it. */
const taxIdRule = (value: unknown) => (value === null || value === undefined || value === '' || isValidTaxId(value) ? undefined : 'resources.users.taxIdRule');

export function UserForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm>
      <TextInput source="first_name" validate={[required(), maxLength(LIMITS.nameMax)]} />
      <TextInput source="last_name" validate={[required(), maxLength(LIMITS.nameMax)]} />
      <TextInput source="email" type="email" validate={[email(), maxLength(LIMITS.emailMax)]} />
      <TextInput source="phone" validate={[maxLength(LIMITS.registrationPhoneMax), regex(/^\d*$/, 'Digits only')]} />
      <SelectInput source="gender" choices={choices(GENDERS, 'gender')} />
      <SelectInput source="user_type" choices={choices(USER_TYPES, 'user_type')} defaultValue="admin" validate={required()} />
      <FormDataConsumer>
        {({ formData }) =>
          formData.user_type === 'admin' ? (
            <ReferenceInput source="role_id" reference={resourcePath('roles')}>
              <SelectInput optionText="name" validate={required()} />
            </ReferenceInput>
          ) : null
        }
      </FormDataConsumer>
      <SelectInput source="status" choices={choices(USER_STATUSES.filter((status) => status !== 'erased'), 'status')} defaultValue="active" validate={required()} />
      <TextInput source="location" validate={maxLength(255)} />
      <TextInput source="tax_id" helperText="resources.users.taxIdRule" validate={taxIdRule} parse={(value: string) => value} />
      <ImageUploadInput source="avatar" />
      {creating && <PasswordInput source="password" validate={[required(), minLength(LIMITS.passwordMin, 'app.password.length')]} />}
    </SimpleForm>
  );
}
