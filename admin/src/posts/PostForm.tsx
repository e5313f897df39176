import { POST_STATUSES } from '@gigmarket/shared';
import {
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TabbedForm,
  TextInput,
  maxLength,
  required,
} from 'react-admin';
import { AppRichTextInput } from '../common/AppRichTextInput';
import { choices } from '../common/choices';
import { ImageUploadInput } from '../common/ImageUploadInput';
import { resourcePath } from '../routes';

const POST_TYPES = ['post', 'page'] as const;

export function PostForm() {
  return (
    <TabbedForm>
      <TabbedForm.Tab label="app.tabs.content">
        <TextInput source="post_title" validate={[required(), maxLength(200)]} fullWidth />
        <TextInput source="post_slug" validate={maxLength(220)} fullWidth />
        <ReferenceInput source="postscategory_id" reference={resourcePath('postscategory')}>
          <SelectInput optionText="name" />
        </ReferenceInput>
        <SelectInput source="post_type" choices={choices(POST_TYPES, 'post_type')} defaultValue="post" />
        <SelectInput source="post_status" choices={choices(POST_STATUSES, 'status')} defaultValue="draft" validate={required()} />
        <TextInput source="short_description" validate={maxLength(500)} multiline fullWidth />
        <AppRichTextInput source="post_description" fullWidth />
        <ImageUploadInput source="post_image" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="app.tabs.seo" path="seo">
        <TextInput source="seo_title" validate={maxLength(200)} fullWidth />
        <TextInput source="seo_description" validate={maxLength(500)} multiline fullWidth />
        <TextInput source="post_link" validate={maxLength(255)} fullWidth />
        <NumberInput source="menu_order" defaultValue={0} />
        <BooleanInput source="featured" />
        <BooleanInput source="trending" />
        <BooleanInput source="hide_title" />
        <BooleanInput source="post_protect" />
        <FormDataConsumer>
          {({ formData }) => (formData.post_protect ? <PasswordInput source="post_password" /> : null)}
        </FormDataConsumer>
      </TabbedForm.Tab>
    </TabbedForm>
  );
}
