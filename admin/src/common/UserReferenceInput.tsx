import { AutocompleteInput, ReferenceInput, type InputProps } from 'react-admin';
import { resourcePath } from '../routes';

/** Picks a user by name or email (search `q`), optionally only one user type. */
export function UserReferenceInput({
  source,
  userType,
  label,
  validate,
  alwaysOn,
}: Pick<InputProps, 'source' | 'label' | 'validate' | 'alwaysOn'> & { userType?: string }) {
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
