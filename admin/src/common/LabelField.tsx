import { Typography } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';

/**
 * A stored code shown in words, `app.<prefix>.<value>` (category type `job` -> "Job" / "Emploi"); a
 * code without a translation is shown as it is stored.
 */
export function LabelField({ prefix, ...props }: FieldProps & { prefix: string }) {
  const value = useFieldValue(props) as string | number | null | undefined;
  const translate = useTranslate();
  if (value === null || value === undefined || value === '') return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`app.${prefix}.${value}`, { _: String(value) })}
    </Typography>
  );
}
LabelField.displayName = 'LabelField';
