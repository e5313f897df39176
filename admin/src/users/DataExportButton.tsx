import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { userLabel } from '../common/UserReferenceField';
import type { AppDataProvider } from '../providers/dataProvider';

/**
 * "Send their data" (docs/privacy.md): asks, then has the API build the person's "Download my data"
 * archive; the person is told by SMS and on the bell and downloads it from their account. The
 * admin never gets the file. Superadmin only, on employers and freelancers.
 */
export function DataExportButton() {
  const record = useRecordContext();
  const { permissions } = usePermissions<{ userType?: string }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  // On a phone react-admin draws the button as its icon alone: the name stays.
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.requestDataExport(record!.id),
    onSuccess: () => notify('resources.users.dataExport.done', { type: 'success', messageArgs: { name: userLabel(record?.name, null) ?? '' } }),
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
    onSettled: () => setOpen(false),
  });
  if (!record || permissions?.userType !== 'superadmin' || !['employer', 'freelancer'].includes(String(record.user_type))) return null;
  const name = userLabel(record.name, null) ?? String(record.phone ?? record.id);
  return (
    <>
      <Button label="resources.users.dataExport.label" aria-label={translate('resources.users.dataExport.label')} variant="outlined" size="small" disabled={isPending} onClick={() => setOpen(true)}>
        <DownloadIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="resources.users.dataExport.title"
        titleTranslateOptions={{ name }}
        content="resources.users.dataExport.content"
        contentTranslateOptions={{ name }}
        confirm="resources.users.dataExport.label"
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
