import { Chip, Typography } from '@mui/material';
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
