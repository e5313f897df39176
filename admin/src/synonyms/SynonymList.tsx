import { SearchInput, TextField } from 'react-admin';
import { AppDatagrid } from '../common/AppDatagrid';
import { AppList } from '../common/AppList';
import { LocalDateField } from '../common/LocalDateField';
import { TermsField } from './TermsField';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export default function SynonymList() {
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'ASC' }}>
      <AppDatagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TermsField source="terms_en" />
        <TermsField source="terms_fr" />
        <TermsField source="related" />
        <LocalDateField source="updated_at" />
      </AppDatagrid>
    </AppList>
  );
}
