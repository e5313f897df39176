import { PORTFOLIO_TYPES } from '@gigmarket/shared';
import { Datagrid, List, SearchInput, SelectInput, TextField, UrlField } from 'react-admin';
import { choices } from '../common/choices';
import { ListActions } from '../common/ListActions';
import { LocalDateField } from '../common/LocalDateField';
import { UserReferenceField } from '../common/UserReferenceField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="portfolio_type" choices={choices(PORTFOLIO_TYPES, 'portfolio_type')} />,
];

export default function PortfolioList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick="show">
        <TextField source="id" />
        <TextField source="title" />
        <UserReferenceField source="user_id" nameSource="user_name" sortable={false} />
        <TextField source="portfolio_type" />
        <UrlField source="link" sortable={false} />
        <LocalDateField source="created_at" />
      </Datagrid>
    </List>
  );
}
