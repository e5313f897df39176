import { Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import {
  Link,
  useCanAccess,
  useCreatePath,
  useFieldValue,
  useRecordContext,
  useTranslate,
  type FieldProps,
} from 'react-admin';
import { resourcePath } from '../routes';

/** "Ada Obi (Obi Builders)", "Ada Obi", or the company alone when the person has no name. */
export function userLabel(name: unknown, company: unknown): string | null {
  const person = typeof name === 'string' && name.trim() ? name.trim() : null;
  const firm = typeof company === 'string' && company.trim() ? company.trim() : null;
  if (person && firm) return `${person} (${firm})`;
  return person ?? firm;
}

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * A user shown by name. The API answers read-only names beside the id (`employer_name` beside
 * `user_id` ...), so no admin needs the superadmin-only `users` resource to see who a record is
 * about; whoever may open users also gets a link to the user's page. The id itself is never shown.
 */
export function UserReferenceField({
  nameSource,
  companySource,
  ...props
}: FieldProps & {
  /** The record key holding the user's name, e.g. `employer_name`. */
  nameSource: string;
  /** The record key holding the user's company, e.g. `company_name`. */
  companySource?: string;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const id = useFieldValue(props) as number | string | null | undefined;
  const { canAccess } = useCanAccess({ resource: resourcePath('users'), action: 'show' });
  if (id === null || id === undefined || id === '') return null;
  const label =
    userLabel(record?.[nameSource], companySource ? record?.[companySource] : null) ?? translate('app.unnamed_user');
  const text = (
    <Typography component="span" variant="body2">
      {label}
    </Typography>
  );
  if (!canAccess) return text;
  return (
    <Link to={createPath({ resource: resourcePath('users'), id, type: 'show' })} onClick={stop}>
      {text}
    </Link>
  );
}
