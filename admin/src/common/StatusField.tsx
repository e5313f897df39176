import { Chip, Typography, type ChipProps } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';

const COLORS: Record<string, ChipProps['color']> = {
  open: 'success',
  published: 'success',
  active: 'success',
  approved: 'success',
  success: 'success',
  resolved: 'success',
  paid: 'info',
  draft: 'default',
  pending: 'warning',
  awaiting_account: 'warning',
  reversed: 'warning',
  closed: 'error',
  blocked: 'error',
  erased: 'default',
  withdrawn: 'default',
  inactive: 'default',
  disapproved: 'error',
  failed: 'error',
  // transaction types
  charge: 'info',
  refund: 'warning',
  payout: 'secondary',
  // refunds owed back, and a hire's statuses (docs/hire-to-pay.md)
  due: 'warning',
  funded: 'info',
  in_progress: 'info',
  submitted: 'info',
  completed: 'success',
  cancelled: 'default',
  disputed: 'warning',
  refunded: 'warning',
  // reliability events (docs/trust.md)
  recorded: 'default',
  reported: 'warning',
  contested: 'info',
  upheld: 'error',
  dismissed: 'default',
  // identity checks and reported jobs (docs/trust.md "Identity and safe jobs")
  none: 'default',
  checking: 'warning',
  verified: 'success',
  revoked: 'error',
  visible: 'success',
  hidden: 'warning',
  taken_down: 'error',
  asks_for_money: 'error',
  unsafe: 'error',
  fake: 'warning',
  flagged_text: 'warning',
  other: 'default',
};

/**
 * A status word as a coloured badge (open green, closed red, ...), its label read from
 * `app.<prefix>.<value>` (`app.status.open` unless another prefix is given).
 */
export function StatusBadge({ status, prefix = 'status' }: { status: string | null | undefined; prefix?: string }) {
  const translate = useTranslate();
  if (!status) return null;
  return (
    <Chip
      size="small"
      color={COLORS[status] ?? 'default'}
      label={translate(`app.${prefix}.${status}`, { _: status })}
      data-status={status}
    />
  );
}

/** `emptyText` (a translation key) says what no status means, in words; without it, nothing shows. */
export function StatusField({ prefix, emptyText, ...props }: FieldProps & { prefix?: string }) {
  const translate = useTranslate();
  const value = useFieldValue(props) as string | null | undefined;
  if (!value && emptyText) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate(emptyText, { _: emptyText })}
      </Typography>
    );
  }
  return <StatusBadge status={value} prefix={prefix} />;
}
StatusField.displayName = 'StatusField';
