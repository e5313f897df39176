import { USER_STATUSES, USER_TYPES } from '@gigmarket/shared';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  EmailField,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { UploadedImageField } from '../common/UploadedImageField';
import { resourcePath } from '../routes';
import { BlockButton } from './BlockButton';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="user_type" choices={choices(USER_TYPES, 'user_type')} alwaysOn />,
  <SelectInput key="status" source="status" choices={choices(USER_STATUSES, 'status')} />,
  <ReferenceInput key="role" source="role_id" reference={resourcePath('roles')}>
    <SelectInput optionText="name" />
  </ReferenceInput>,
];

/**
 * Users with a Status column (a label) and the Block / Unblock button beside it. Below the `xl`
 * breakpoint (a 1366 px laptop with the menu open) the avatar, phone and creation date give way so
 * the table fits; the grid scrolls inside its card whenever it still does not.
 */
export default function UserList() {
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('xl'));
  return (
    <AppList filters={filters} sort={{ field: 'id', order: 'DESC' }}>
      <AppDatagrid rowClick="show">
        <TextField source="id" />
        {wide && <UploadedImageField source="avatar" size={32} />}
        <TextField source="name" />
        <EmailField source="email" />
        {wide && <TextField source="phone" />}
        <SelectField source="user_type" choices={choices(USER_TYPES, 'user_type')} />
        <ReferenceField source="role_id" reference={resourcePath('roles')} link={false} />
        <StatusField source="status" />
        {wide && <LocalDateField source="created_at" />}
        <BlockButton />
      </AppDatagrid>
    </AppList>
  );
}
