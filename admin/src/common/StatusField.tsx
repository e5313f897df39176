import { Chip, type ChipProps } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';

const COLORS: Record<string, ChipProps['color']> = {
  open: 'success',
  published: 'success',
  active: 'success',
  approved: 'success',
  success: 'success',
  paid: 'info',
  draft: 'default',
  pending: 'warning',
  closed: 'error',
  blocked: 'error',
  inactive: 'default',
  disapproved: 'error',
  failed: 'error',
};

/** A status word as a coloured badge (open green, closed red, ...). */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const translate = useTranslate();
  if (!status) return null;
  return (
    <Chip
      size="small"
      color={COLORS[status] ?? 'default'}
      label={translate(`app.status.${status}`, { _: status })}
      data-status={status}
    />
  );
}

export function StatusField(props: FieldProps) {
  const value = useFieldValue(props) as string | null | undefined;
  return <StatusBadge status={value} />;
}
StatusField.displayName = 'StatusField';
