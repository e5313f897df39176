import { Box } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';

/** 1-5 stars as ★★★☆☆, read out as "3 stars". */
export function StarsField(props: FieldProps) {
  const value = Number(useFieldValue({ ...props, source: props.source ?? 'stars' }));
  const translate = useTranslate();
  if (!Number.isInteger(value) || value < 1 || value > 5) return null;
  return (
    <Box component="span" role="img" aria-label={translate('resources.ratings.stars_label', { smart_count: value })} sx={{ color: 'warning.main', whiteSpace: 'nowrap' }}>
      <span aria-hidden="true">{'★'.repeat(value) + '☆'.repeat(5 - value)}</span>
    </Box>
  );
}

/** Whether the comment is hidden: the API's `hidden`, else a `hidden_at` date. */
export function isHidden(record: { [key: string]: unknown } | undefined): boolean {
  if (!record) return false;
  if (typeof record.hidden === 'boolean') return record.hidden;
  return Boolean(record.hidden_at);
}
