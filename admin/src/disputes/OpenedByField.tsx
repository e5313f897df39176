import { Typography } from '@mui/material';
import { useFieldValue, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { userLabel } from '../common/UserReferenceField';

/**
 * Who opened the dispute: the API may answer the party (`employer` / `freelancer`) or the user's
 * id; either way the admin reads the party and its name.
 */
export function OpenedByField(props: FieldProps) {
  const value = useFieldValue(props) as string | number | null | undefined;
  const record = useRecordContext();
  const translate = useTranslate();
  if (value === null || value === undefined || value === '' || !record) return null;
  let party: 'employer' | 'freelancer' | null = null;
  if (value === 'employer' || String(value) === String(record.employer_id)) party = 'employer';
  else if (value === 'freelancer' || String(value) === String(record.freelancer_id)) party = 'freelancer';
  const text = party
    ? `${userLabel(record[`${party}_name`], null) ?? translate('app.unnamed_user')} (${translate(`app.user_type.${party}`)})`
    : String(value);
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}
OpenedByField.displayName = 'OpenedByField';
