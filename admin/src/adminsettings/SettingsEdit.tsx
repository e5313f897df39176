import { Edit } from 'react-admin';
import { SettingsForm, settingsTransform } from './SettingsForm';

export default function SettingsEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={settingsTransform} redirect={false}>
      <SettingsForm />
    </Edit>
  );
}
