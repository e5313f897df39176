import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { userLabel } from '../common/UserReferenceField';

/**
 * "Block" on an active user, "Unblock" on a blocked one (the Status column beside it says which
 * they are): asks first, naming the user, then saves the `status` field. Never on the superadmin.
 */
export function BlockButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  if (!record || record.user_type === 'superadmin' || record.status === 'erased') return null;
  const blocked = record.status === 'blocked';
  const key = blocked ? 'unblock' : 'block';
  const name = userLabel(record.name, null) ?? record.email ?? translate('app.unnamed_user');
  const confirm = () =>
    update(
      resource,
      { id: record.id, data: { status: blocked ? 'active' : 'blocked' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`resources.users.${key}.done`, { type: 'success', messageArgs: { name } }),
        onError: (error) => {
          const message = error instanceof Error ? error.message : String(error);
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
        onSettled: () => setOpen(false),
      },
    );
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button
        label={`resources.users.${key}.label`}
        color={blocked ? 'primary' : 'error'}
        variant="outlined"
        size="small"
        disabled={isPending}
        onClick={() => setOpen(true)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {blocked ? <LockOpenIcon /> : <BlockIcon />}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`resources.users.${key}.title`}
        titleTranslateOptions={{ name }}
        content={`resources.users.${key}.content`}
        contentTranslateOptions={{ name }}
        confirm={`resources.users.${key}.label`}
        confirmColor={blocked ? 'primary' : 'warning'}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </span>
  );
}
