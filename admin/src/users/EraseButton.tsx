import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Alert } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useLocaleState, useNotify, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { userLabel } from '../common/UserReferenceField';
import { API_URL, httpClient } from '../providers/httpClient';

interface ErasureState {
  erase_after: string | null;
  blockers: Array<'hire' | 'money' | 'dispute'>;
  grace_days: number;
}

/**
 * The superadmin starts a freelancer's or employer's deletion at their request (docs/privacy.md
 * "Deleting an account"): the API refuses it, saying why, while a hire, money or a dispute keeps
 * the account; a scheduled one shows its date.
 */
export function EraseButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions<{ userType: string } | null>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const siteUser = record?.user_type === 'freelancer' || record?.user_type === 'employer';
  const enabled = Boolean(record && siteUser && record.status !== 'erased' && permissions?.userType === 'superadmin');
  const { data: state } = useQuery({
    queryKey: ['erasure', record?.id],
    enabled,
    queryFn: async () => (await httpClient(`${API_URL}/admin/users/${record!.id}/erasure`)).json.data as ErasureState,
  });
  const [locale] = useLocaleState();
  const format = (value: string) => new Date(value).toLocaleDateString(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long' } as Intl.DateTimeFormatOptions);
  if (!record) return null;
  if (record.status === 'erased') return <Alert severity="info">{translate('resources.users.erase.erased')}</Alert>;
  if (!enabled || !state) return null;
  if (state.erase_after) return <Alert severity="warning">{translate('resources.users.erase.scheduled', { date: format(state.erase_after) })}</Alert>;
  const name = userLabel(record.name, null) ?? record.email ?? translate('app.unnamed_user');
  const start = async () => {
    setBusy(true);
    try {
      await httpClient(`${API_URL}/admin/users/${record.id}/erasure`, { method: 'POST' });
      notify('resources.users.erase.done', { type: 'success', messageArgs: { name } });
      await queryClient.invalidateQueries({ queryKey: ['erasure', record.id] });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      {state.blockers.map((blocker) => (
        <Alert key={blocker} severity="info">
          {translate(`resources.users.erase.blocked.${blocker}`)}
        </Alert>
      ))}
      <Button label="resources.users.erase.label" aria-label={translate('resources.users.erase.label')} color="error" variant="outlined" disabled={busy || state.blockers.length > 0} onClick={() => setOpen(true)}>
        <DeleteForeverIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="resources.users.erase.title"
        titleTranslateOptions={{ name }}
        content="resources.users.erase.content"
        contentTranslateOptions={{ name, days: state.grace_days }}
        confirm="resources.users.erase.label"
        confirmColor="warning"
        onConfirm={start}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
