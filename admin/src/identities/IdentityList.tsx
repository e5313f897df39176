import { IDENTITY_STATUSES } from '@gigmarket/shared';
import { SearchInput, SelectInput, TextField } from 'react-admin';
import { AppDatagrid } from '../common/AppDatagrid';
import { AppList } from '../common/AppList';
import { choices } from '../common/choices';
import { LabelField } from '../common/LabelField';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { RevokeIdentityButton } from './RevokeIdentityButton';

/** The people an identity check is for. */
export const IDENTITY_USER_TYPES = ['employer', 'freelancer'] as const;

export const identityFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choices(IDENTITY_STATUSES, 'identity_status')} alwaysOn />,
  <SelectInput key="user_type" source="user_type" choices={choices(IDENTITY_USER_TYPES, 'user_type')} alwaysOn />,
];

/**
 * Identity checks (docs/trust.md "Identity and safe jobs"): whose, their state in words, why the
 * last one failed or the badge was removed, and "Revoke" on a verified one (identities.edit).
 */
export default function IdentityList() {
  return (
    <AppList filters={identityFilters} sort={{ field: 'id', order: 'DESC' }} filterButton={false}>
      <AppDatagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <UserReferenceField source="user_id" nameSource="user_name" sortable={false} />
        <LabelField source="user_type" prefix="user_type" />
        <StatusField source="status" prefix="identity_status" />
        <TextField source="reason" />
        <TextField source="bank_name" />
        <TextField source="account_last4" />
        <LocalDateField source="requested_at" showTime />
        <LocalDateField source="verified_at" showTime />
        <RevokeIdentityButton />
      </AppDatagrid>
    </AppList>
  );
}
