import BlockIcon from '@mui/icons-material/RemoveModerator';
import { useDataProvider } from 'react-admin';
import { ReasonActionButton } from '../common/ReasonActionButton';
import { userLabel } from '../common/UserReferenceField';
import type { AppDataProvider } from '../providers/dataProvider';

/**
 * "Revoke" on a verified identity: asks first, with a required reason (kept in the audit trail and
 * shown to the person), then `POST /api/admin/identities/:id/revoke { reason }`. Needs `identities.edit`.
 */
export function RevokeIdentityButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <ReasonActionButton
      defaultResource="admin/identities"
      messages="resources.identities.revoke"
      required
      when={(record) => record.status === 'verified'}
      args={(record) => ({ id: record.id, name: userLabel(record.user_name, null) ?? `#${record.user_id}` })}
      icon={<BlockIcon />}
      color="error"
      send={(record, reason) => dataProvider.revokeIdentity(record.id, reason)}
    />
  );
}
