import ForumIcon from '@mui/icons-material/Forum';
import { Box } from '@mui/material';
import { Button, Edit, Loading, useCanAccess, useGetList, useResourceContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { MESSAGING_COST_PATH } from '../routes';
import { NoPermission } from '../common/NoPermission';
import SettingsShow from './SettingsShow';
import { SettingsForm, settingsTransform } from './SettingsForm';

/** `/admin/adminsettings`: the one settings record, editable in place for admins who may edit. */
export default function SettingsList() {
  const resource = useResourceContext()!;
  const { data, isPending } = useGetList(resource, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
  });
  const { canAccess: canEdit, isPending: checking } = useCanAccess({ resource, action: 'edit' });
  if (isPending || checking) return <Loading />;
  const record = data?.[0];
  if (!record) return <NoPermission page={resource} />;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <MessagingCostButton />
      </Box>
      {canEdit ? (
        <Edit id={record.id} mutationMode="pessimistic" transform={settingsTransform} redirect={false} actions={false}>
          <SettingsForm />
        </Edit>
      ) : (
        <SettingsShow id={record.id} />
      )}
    </>
  );
}

/** Link to the messages and cost per channel per day (docs/whatsapp.md "Consent and cost"). */
export function MessagingCostButton() {
  return (
    <Button component={Link} to={MESSAGING_COST_PATH} label="app.messaging_cost.open">
      <ForumIcon />
    </Button>
  );
}
