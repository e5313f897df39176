import { Typography } from '@mui/material';
import { useFieldValue, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { sideLabel, sideOf } from './parties';

/**
 * Who opened the dispute: the API may answer the party (`employer` / `freelancer`) or the user's
 * id; either way the admin reads the party and its name.
 */
export function OpenedByField(props: FieldProps) {
  const value = useFieldValue(props) as string | number | null | undefined;
  const record = useRecordContext();
  const translate = useTranslate();
  if (value === null || value === undefined || value === '' || !record) return null;
  const party = sideOf(record, value);
  const text = party ? sideLabel(record, party, translate) : String(value);
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}
OpenedByField.displayName = 'OpenedByField';
