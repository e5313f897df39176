import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';

/**
 * The freelancer's contest of a no-show (`contest_note`, written with `contested_at` when they
 * contest), shown beside the no-show so the admin reads both before deciding. Empty when there is
 * none. The record's `note` is the admin's decision note, not the contest.
 */
export function ContestField(props: FieldProps) {
  const record = useRecordContext(props);
  const translate = useTranslate();
  const note = typeof record?.contest_note === 'string' ? record.contest_note.trim() : '';
  if (!record || !note) return null;
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography component="span" variant="body2" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
        {note}
      </Typography>
      {record.contested_at && (
        <Typography component="span" variant="caption" color="text.secondary">
          {translate('resources.reliability.contest.on')} <LocalDateField source="contested_at" showTime variant="caption" />
        </Typography>
      )}
    </Box>
  );
}
ContestField.displayName = 'ContestField';
