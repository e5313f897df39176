import { Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link, useCanAccess, useCreatePath, useFieldValue, type FieldProps } from 'react-admin';
import { resourcePath } from '../routes';

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * A job application by number ("#12"), linked to its page for admins who may open applications.
 * No request is made: money records carry the application id only.
 */
export function ApplicationLinkField(props: FieldProps) {
  const id = useFieldValue(props) as number | string | null | undefined;
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: resourcePath('jobapplication'), action: 'show' });
  if (id === null || id === undefined || id === '') return null;
  const text = (
    <Typography component="span" variant="body2">
      #{id}
    </Typography>
  );
  if (!canAccess) return text;
  return (
    <Link to={createPath({ resource: resourcePath('jobapplication'), id, type: 'show' })} onClick={stop}>
      {text}
    </Link>
  );
}
ApplicationLinkField.displayName = 'ApplicationLinkField';
