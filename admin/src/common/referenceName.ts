import { localName } from '@gigmarket/shared';
import type { RaRecord } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';

/**
 * The representation of a reference resource (category, industry, job type, skill, state): its
 * name in the back office's language, the French name in French where one is set, else the English
 * name, as the site shows it (docs/i18n.md "Reference data in French"). Every reference to one reads
 * it: a listing's category, a filter's or a form's choices, a delete confirmation. A text, not an
 * element, so titles and confirmations keep it; the back office draws itself again when the
 * language changes, so the locale is read as it draws.
 */
export function referenceName(english = 'name', french = 'name_fr') {
  return (record: RaRecord): string =>
    localName(i18nProvider.getLocale() === 'fr' ? 'fr' : 'en', String(record[english] ?? ''), (record[french] as string | null | undefined) ?? null);
}
