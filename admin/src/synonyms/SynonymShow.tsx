import { Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import { TermsField } from './TermsField';

export default function SynonymShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TermsField source="terms_en" />
        <TermsField source="terms_fr" />
        <TermsField source="related" />
        <LocalDateField source="created_at" showTime />
        <LocalDateField source="updated_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
