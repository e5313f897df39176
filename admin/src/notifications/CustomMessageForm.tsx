import { MESSAGE_AUDIENCES } from '@gigmarket/shared';
import { FormDataConsumer, SelectInput, SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { AppRichTextInput } from '../common/AppRichTextInput';
import { choices } from '../common/choices';
import { UserReferenceInput } from '../common/UserReferenceInput';

/** A custom message to all users, all employers, all freelancers or one user (HTML, sanitised by the API). */
export function CustomMessageForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm>
      {creating && (
        <>
          <SelectInput source="audience" choices={choices(MESSAGE_AUDIENCES, 'audience')} defaultValue="all" validate={required()} />
          <FormDataConsumer>
            {({ formData }) =>
              formData.audience === 'user' ? <UserReferenceInput source="user_id" validate={required()} /> : null
            }
          </FormDataConsumer>
        </>
      )}
      <TextInput source="title" validate={[required(), maxLength(200)]} fullWidth />
      <AppRichTextInput source="message" validate={required()} fullWidth />
    </SimpleForm>
  );
}
