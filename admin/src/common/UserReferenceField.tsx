import { Typography } from '@mui/material';
import {
  ReferenceField,
  useCanAccess,
  useFieldValue,
  useRecordContext,
  type FieldProps,
} from 'react-admin';
import { resourcePath } from '../routes';

interface EmbeddedUser {
  name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  company?: string | null;
  profile?: { company_name?: string | null } | null;
}

function nameOf(user: EmbeddedUser, preferCompany: boolean): string {
  const company = user.profile?.company_name ?? user.company;
  const person = user.name || [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email || '';
  return (preferCompany && company) || person;
}

/**
 * A user shown by name. Users are the superadmin's resource, so the name comes from the user the
 * API embeds in the record (`embedded`, e.g. `user`) when there is one; otherwise the superadmin
 * gets a reference to the user and other admins the id.
 */
export function UserReferenceField({
  embedded,
  preferCompany = false,
  ...props
}: FieldProps & { embedded?: string; preferCompany?: boolean }) {
  const record = useRecordContext();
  const id = useFieldValue(props) as number | null | undefined;
  const { canAccess } = useCanAccess({ resource: resourcePath('users'), action: 'show' });
  const user = embedded ? (record?.[embedded] as EmbeddedUser | null | undefined) : undefined;
  if (user) {
    return (
      <Typography component="span" variant="body2">
        {nameOf(user, preferCompany)}
      </Typography>
    );
  }
  if (id === null || id === undefined) return null;
  if (canAccess) {
    return <ReferenceField {...props} reference={resourcePath('users')} link="show" />;
  }
  return (
    <Typography component="span" variant="body2">
      #{id}
    </Typography>
  );
}
