import type { Language } from './limits.js';

/**
 * A reference row's name (category, industry, job type, skill, state) in `language`: the French
 * name when French is asked and one is set, else the English name (docs/i18n.md, "Reference data
 * in French"). The API answers the site with it; the back office shows its references with it.
 */
export function localName(language: Language, english: string, french: string | null | undefined): string;
export function localName(language: Language, english: string | null, french: string | null | undefined): string | null;
export function localName(language: Language, english: string | null, french: string | null | undefined): string | null {
  return language === 'fr' && french?.trim() ? french : english;
}
