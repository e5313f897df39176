import { Edit, Loading, useCanAccess, useGetList, useResourceContext } from 'react-admin';
import { NoPermission } from '../common/NoPermission';
import SettingsShow from './SettingsShow';
import { SettingsForm, settingsTransform } from './SettingsForm';

/** `/admin/adminsettings`: the one settings record, editable in place for admins who may edit. */
export default function SettingsList() {
  const resource = useResourceContext()!;
  const { data, isPending } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } });
  const { canAccess: canEdit, isPending: checking } = useCanAccess({ resource, action: 'edit' });
  if (isPending || checking) return <Loading />;
  const record = data?.[0];
  if (!record) return <NoPermission page={resource} />;
  if (!canEdit) return <SettingsShow id={record.id} />;
  return (
    <Edit id={record.id} mutationMode="pessimistic" transform={settingsTransform} redirect={false} actions={false}>
      <SettingsForm />
    </Edit>
  );
}
