import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useDataProvider } from 'react-admin';
import type { MessageReportDecision } from '@gigmarket/shared';
import { DecisionButtons, type DecisionChoice } from '../common/DecisionButtons';
import type { AppDataProvider } from '../providers/dataProvider';

const CHOICES: DecisionChoice<MessageReportDecision>[] = [
  { decision: 'resolved', label: 'resources.messagereports.resolve.resolve', title: 'resources.messagereports.resolve.resolve_title', icon: <CheckIcon />, color: 'error' },
  { decision: 'dismissed', label: 'resources.messagereports.resolve.dismiss', title: 'resources.messagereports.resolve.dismiss_title', icon: <CloseIcon />, color: 'primary' },
];

/** "Resolve" / "Dismiss" on an open report: `POST /api/admin/messagereports/:id/resolve { decision, note? }`. Needs `messagereports.edit`. */
export function ResolveReportButtons() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <DecisionButtons
      defaultResource="admin/messagereports"
      choices={CHOICES}
      open={(record) => record.status === 'open'}
      noteLabel="resources.messagereports.resolve.note"
      doneMessage="resources.messagereports.resolve.done"
      send={async (id, body) => {
        await dataProvider.resolveMessageReport(id, body);
      }}
    />
  );
}
