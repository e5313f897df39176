import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

/** Dates in the chosen language's format. */
export function LocalDateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <DateField locales={locale === 'fr' ? 'fr-FR' : 'en-GB'} {...props} />;
}
