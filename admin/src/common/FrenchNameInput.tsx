import { maxLength, TextInput } from 'react-admin';

/**
 * A reference row's French name (docs/i18n.md, "Reference data in French"): what French pages and
 * USSD screens show; left empty, they show the English name.
 */
export function FrenchNameInput({ source = 'name_fr' }: { source?: string }) {
  return <TextInput source={source} validate={maxLength(100)} helperText="app.french_name_help" />;
}
