import { Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { UploadedImage } from '../common/ImageUploadInput';
import { LocalDateField } from '../common/LocalDateField';
import { uploadUrl } from '../providers/httpClient';
import { DisputeSection } from './DisputeSection';
import { otherSide, sideLabel, sideOf } from './parties';

/** One side's statement: who (name and side), what they did and when, then what they said. */
function Statement({
  who,
  action,
  date,
  children,
}: {
  who: string;
  action: string;
  date?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="article" variant="outlined" aria-label={who} sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {who}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {action}
        {date && <> · {date}</>}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * Both sides of the dispute (docs/hire-to-pay.md "Disputes: both sides heard"): the opener's
 * statement (`reason`), then the other side's answer (`answer`, `answer_photo`, `answered_by`,
 * `answered_at`), or "No answer yet".
 */
export function DisputeSides() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const title = translate('resources.disputes.sides.title');
  const opener = sideOf(record, record.opened_by);
  const answered = record.answer !== null && record.answer !== undefined && record.answer !== '';
  const answerer = (answered ? sideOf(record, record.answered_by) : null) ?? otherSide(opener);
  const who = (side: typeof opener, fallback: unknown) =>
    side ? sideLabel(record, side, translate) : fallback ? String(fallback) : translate('app.unnamed_user');
  const photo = typeof record.answer_photo === 'string' && record.answer_photo ? record.answer_photo : null;

  return (
    <DisputeSection title={title}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="stretch">
        <Statement
          who={who(opener, record.opened_by)}
          action={translate('resources.disputes.sides.opened')}
          date={<LocalDateField source="created_at" showTime />}
        >
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {record.reason}
          </Typography>
        </Statement>
        <Statement
          who={who(answerer, record.answered_by)}
          action={translate(answered ? 'resources.disputes.sides.answered' : 'resources.disputes.sides.awaited')}
          date={answered && record.answered_at ? <LocalDateField source="answered_at" showTime /> : undefined}
        >
          {answered ? (
            <>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {record.answer}
              </Typography>
              {photo && (
                <Link
                  href={uploadUrl(photo)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={translate('resources.disputes.sides.photo')}
                  title={translate('resources.disputes.sides.photo')}
                  sx={{ display: 'inline-block', mt: 1 }}
                >
                  <UploadedImage value={photo} size={96} />
                </Link>
              )}
            </>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {translate('resources.disputes.sides.no_answer')}
            </Typography>
          )}
        </Statement>
      </Stack>
    </DisputeSection>
  );
}
