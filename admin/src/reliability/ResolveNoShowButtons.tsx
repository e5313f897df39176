import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useDataProvider, useTranslate } from 'react-admin';
import { DecisionButtons, decisionBody, type DecisionChoice } from '../common/DecisionButtons';
import { userLabel } from '../common/UserReferenceField';
import type { AppDataProvider, ResolveReliabilityBody } from '../providers/dataProvider';

type Decision = ResolveReliabilityBody['decision'];

/** The body of the decision: the note only when written. */
export const reliabilityBody = (decision: Decision, note: string): ResolveReliabilityBody => decisionBody(decision, note);

const CHOICES: DecisionChoice<Decision>[] = [
  {
    decision: 'upheld',
    label: 'resources.reliability.resolve.uphold',
    title: 'resources.reliability.resolve.uphold_title',
    content: 'resources.reliability.resolve.uphold_content',
    icon: <CheckIcon />,
    color: 'error',
  },
  {
    decision: 'dismissed',
    label: 'resources.reliability.resolve.dismiss',
    title: 'resources.reliability.resolve.dismiss_title',
    content: 'resources.reliability.resolve.dismiss_content',
    icon: <CloseIcon />,
    color: 'primary',
  },
];

/**
 * "Uphold" / "Dismiss" on a contested no-show: asks (with an optional note), then
 * `POST /api/admin/reliability/:id/resolve { decision, note? }`. Needs `reliability.edit`.
 */
export function ResolveNoShowButtons() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  return (
    <DecisionButtons
      defaultResource="admin/reliability"
      choices={CHOICES}
      open={(record) => record.kind === 'no_show' && record.status === 'contested'}
      noteLabel="resources.reliability.resolve.note"
      doneMessage="resources.reliability.resolve.done"
      contentArgs={(record) => ({ name: userLabel(record.user_name, null) ?? translate('app.unnamed_user') })}
      send={(id, body) => dataProvider.resolveReliability(id, body)}
    />
  );
}
