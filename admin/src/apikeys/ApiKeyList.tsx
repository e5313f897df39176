import { DeleteWithConfirmButton, FunctionField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { AppDatagrid } from '../common/AppDatagrid';
import { AppList } from '../common/AppList';
import { LocalDateField } from '../common/LocalDateField';

type KeyRecord = { id: number; name: string; prefix: string; scopes: string[]; status: 'active' | 'revoked' | 'expired' };

/** "Revoke" on a live key, after a question; the API refuses the key at once on every replica. */
export function RevokeApiKeyButton() {
  const record = useRecordContext<KeyRecord>();
  const translate = useTranslate();
  if (!record || record.status !== 'active') return null;
  return (
    <DeleteWithConfirmButton
      label="resources.apikeys.revoke.label"
      confirmTitle={translate('resources.apikeys.revoke.title', { name: record.name })}
      confirmContent="resources.apikeys.revoke.content"
      mutationMode="pessimistic"
      redirect={false}
    />
  );
}

/** Every API key with its owner, newest first: never a secret, only its first characters. */
export default function ApiKeyList() {
  const translate = useTranslate();
  return (
    <AppList sort={{ field: 'id', order: 'DESC' }} filterButton={false} pagination={false}>
      <AppDatagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="id" sortable={false} />
        <TextField source="name" sortable={false} />
        <FunctionField<KeyRecord> source="prefix" sortable={false} render={(record) => <code>{record.prefix}…</code>} />
        <TextField source="owner_name" sortable={false} />
        <FunctionField<KeyRecord> source="scopes" sortable={false} render={(record) => record.scopes.join(', ')} />
        <FunctionField<KeyRecord> source="status" sortable={false} render={(record) => translate(`resources.apikeys.statuses.${record.status}`)} />
        <LocalDateField source="last_used_at" showTime sortable={false} emptyText="—" />
        <LocalDateField source="expires_at" showTime sortable={false} emptyText="—" />
        <LocalDateField source="created_at" showTime sortable={false} />
        <RevokeApiKeyButton />
      </AppDatagrid>
    </AppList>
  );
}
