import { PORTFOLIO_TYPES } from '@gigmarket/shared';
import { SearchInput, SelectInput, TextField, UrlField } from 'react-admin';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { UserReferenceField } from '../common/UserReferenceField';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';
import { LabelField } from '../common/LabelField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="portfolio_type" choices={choices(PORTFOLIO_TYPES, 'portfolio_type')} />,
];

export default function PortfolioList() {
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <AppDatagrid rowClick="show">
        <TextField source="id" />
        <TextField source="title" />
        <UserReferenceField source="user_id" nameSource="user_name" sortable={false} />
        <LabelField source="portfolio_type" prefix="portfolio_type" />
        <UrlField source="link" />
        <LocalDateField source="created_at" />
      </AppDatagrid>
    </AppList>
  );
}
