import { Chip, Stack, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link, useCanAccess, useCreatePath, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { resourcePath } from '../routes';

const stop = (event: MouseEvent) => event.stopPropagation();

/** The reported job by its title, linked to its page for admins who may open listings. */
export function ReportedJobField(_props: FieldProps) {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: resourcePath('listings'), action: 'show' });
  if (!record?.listing_id) return null;
  const text = (
    <Typography component="span" variant="body2">
      {record.job_title || `#${record.listing_id}`}
    </Typography>
  );
  if (!canAccess) return text;
  return (
    <Link to={createPath({ resource: resourcePath('listings'), id: record.listing_id, type: 'show' })} onClick={stop}>
      {text}
    </Link>
  );
}
ReportedJobField.displayName = 'ReportedJobField';

/** Whether the reporter's identity is verified (their reports weigh more); the rule set has no reporter. */
export function ReporterVerifiedField(_props: FieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || record.reporter_id == null) return null;
  return record.reporter_verified ? (
    <Chip size="small" color="success" label={translate('resources.listingreports.verified')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('resources.listingreports.not_verified')} />
  );
}
ReporterVerifiedField.displayName = 'ReporterVerifiedField';

/** Who reported: a person by name, or the rule set that flagged the text. */
export function ReporterField(_props: FieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {record.reporter_id == null ? translate('resources.listingreports.by_rules') : record.reporter_name || translate('app.unnamed_user')}
    </Typography>
  );
}
ReporterField.displayName = 'ReporterField';

/**
 * The reporter's pattern (docs/trust.md "What moderators see"): their track record (upheld,
 * overturned, open, sent today), whether they are proven (a report of theirs can hide a job at
 * once), how many of their reports aim at this employer, and a warning when the job is their own,
 * a competitor's or an employer's who turned them down.
 */
export function ReporterPatternField(_props: FieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || record.reporter_id == null) return null;
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.listingreports.pattern.${key}`, options);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" component="span">
      <Typography component="span" variant="body2">
        {t('record', {
          upheld: record.reporter_upheld ?? 0,
          overturned: record.reporter_overturned ?? 0,
          open: record.reporter_open ?? 0,
          today: record.reporter_reports_today ?? 0,
        })}
      </Typography>
      {record.reporter_proven ? <Chip size="small" color="info" label={t('proven')} /> : null}
      {(record.reporter_same_employer ?? 0) > 1 ? (
        <Chip size="small" variant="outlined" color="warning" label={t('same_employer', { count: record.reporter_same_employer })} />
      ) : null}
      {record.reporter_relation ? <Chip size="small" color="warning" label={t(`relation.${record.reporter_relation}`)} /> : null}
    </Stack>
  );
}
ReporterPatternField.displayName = 'ReporterPatternField';
