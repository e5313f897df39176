import { AutocompleteInput, NumberInput, ReferenceInput, useCanAccess, type InputProps } from 'react-admin';
import { resourcePath } from '../routes';

/**
 * Picks a user by name or email (search `q`), optionally only one user type. Users are the
 * superadmin's resource: an admin who may not list them types the user's number instead.
 */
export function UserReferenceInput({
  source,
  userType,
  label,
  validate,
  alwaysOn,
}: Pick<InputProps, 'source' | 'label' | 'validate' | 'alwaysOn'> & { userType?: string }) {
  const { canAccess, isPending } = useCanAccess({ resource: resourcePath('users'), action: 'list' });
  if (isPending) return null;
  if (!canAccess) {
    return (
      <NumberInput
        source={source}
        label={label}
        validate={validate}
        alwaysOn={alwaysOn}
        min={1}
        step={1}
        helperText="app.user_number_help"
      />
    );
  }
  return (
    <ReferenceInput
      source={source}
      reference={resourcePath('users')}
      filter={userType ? { user_type: userType } : undefined}
      sort={{ field: 'name', order: 'ASC' }}
      alwaysOn={alwaysOn}
    >
      <AutocompleteInput label={label} validate={validate} filterToQuery={(q: string) => ({ q })} />
    </ReferenceInput>
  );
}
