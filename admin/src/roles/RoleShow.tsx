import { Chip, Stack } from '@mui/material';
import { FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { permissionNames } from './permissionNames';

export default function RoleShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="description" />
        <FunctionField
          source="permissions"
          render={(record) => (
            <Stack direction="row" useFlexGap flexWrap="wrap" spacing={0.5}>
              {permissionNames(record.permissions).map((name) => (
                <Chip key={name} label={name} size="small" />
              ))}
            </Stack>
          )}
        />
      </SimpleShowLayout>
    </Show>
  );
}
