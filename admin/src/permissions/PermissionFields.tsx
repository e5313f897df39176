import { ADMIN_RESOURCES, type AdminResource } from '@gigmarket/shared';
import { Typography } from '@mui/material';
import { useFieldValue, useGetResourceLabel, type FieldProps } from 'react-admin';
import { resourcePath } from '../routes';

/** A permission's resource by its name in the chosen language ("Listings" / "Annonces"). */
export function PermissionResourceField(props: FieldProps) {
  const value = useFieldValue(props) as string | null | undefined;
  const getResourceLabel = useGetResourceLabel();
  if (!value) return null;
  const known = (ADMIN_RESOURCES as readonly string[]).includes(value);
  return (
    <Typography component="span" variant="body2">
      {known ? getResourceLabel(resourcePath(value as AdminResource), 2) : value}
    </Typography>
  );
}
PermissionResourceField.displayName = 'PermissionResourceField';
