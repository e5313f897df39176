/**
 * The French walk's yardstick: every string of an English catalogue that French says
 * differently, so a French page that shows one of them has an untranslated string.
 */
import type { Page } from '@playwright/test';
import { EMPLOYERS, JOB_TEMPLATES } from '../../api/src/seed/demo-data';

type Tree = { [key: string]: unknown };

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value as Tree).flatMap(leaves);
  return [];
}

/** The fixed parts of a template worth looking for: `{{count}} job(s) found` -> ` job(s) found`. */
function fragments(text: string): string[] {
  return text
    .split(/\{\{\s*\w+\s*\}\}|%\{\w+\}|\{\w+\}|\|\|\|\|/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 4);
}

export interface EnglishStrings {
  phrases: string[];
}

/**
 * Phrases of `english` absent from `french` (strings identical in both are skipped), and at least
 * `minLength` characters so a short word does not match inside a French one.
 */
export function englishOnly(english: unknown[], french: unknown[], minLength = 4): EnglishStrings {
  const frenchTexts = new Set(french.flatMap(leaves).map((text) => text.trim()));
  const frenchFragments = new Set(french.flatMap(leaves).flatMap(fragments));
  const phrases = new Set<string>();
  for (const text of english.flatMap(leaves)) {
    const trimmed = text.trim();
    if (frenchTexts.has(trimmed)) continue;
    for (const part of fragments(trimmed)) {
      if (part.length < minLength || frenchFragments.has(part)) continue;
      // Not a phrase a reader sees: technical tokens, URLs, formats.
      if (/^[\W\d_]+$/.test(part) || /^(https?:|\/)/.test(part) || /^[A-Z_]+$/.test(part)) continue;
      phrases.add(part);
    }
  }
  return { phrases: [...phrases] };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * English phrases showing on the page (whole words; its visible text and its title), each with
 * the text around it so a failure shows where. `ignore` lists page text that is data, not
 * interface (a seeded job title that starts with "Edit").
 */
export async function englishOnPage(page: Page, strings: EnglishStrings, ignore: readonly RegExp[] = []): Promise<string[]> {
  let text = `${await page.title()}\n${await page.locator('body').innerText()}`;
  for (const pattern of ignore) text = text.replace(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`), ' ');
  const found: string[] = [];
  for (const phrase of strings.phrases) {
    const match = new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'u').exec(text);
    if (match) found.push(`${phrase}  <<${text.slice(Math.max(0, match.index - 30), match.index + phrase.length + 30).replace(/\s+/g, ' ')}>>`);
  }
  return found;
}

/**
 * English text of the demo data (api/src/seed/demo-data.ts): people's bios, job titles,
 * posts and bank names are content, written by people in their own words, not interface.
 */
export const SEEDED_CONTENT: readonly RegExp[] = [
  /[\w&.]+ Bank\b/,
  // The demo's superadmin's name, wherever it shows (beside its address, "reviewed by Super Admin").
  /\bSuper Admin\b/,
  /Post-construction office cleaning/,
  /Complete your profile, add a clear photo[^\n]*/,
  /Complete your profile to get the most out of GigMarket\.?/,
  /Edit a 10-minute YouTube video/,
  /I have done short jobs[^\n]*/,
  /hires trusted hands[^\n]*/,
  // The demo Moderator role's description, stored as an admin typed it.
  /Reviews categories, listings[^\n]*/,
  // A demo post's text (its excerpt shows on the home page and the post).
  /Freelancers can now filter jobs[^\n]*/,
  // Local government areas are proper names, written as their councils write them (docs/places.md).
  /\bMunicipal Area Council\b/,
  // The demo employers' company names and job titles, wherever a page lists them ("Arewa Events &
  // Catering" holds the catalogue's "Events", "Event decorator for birthday party" its "Event").
  ...[...EMPLOYERS.map(({ company }) => company), ...Object.values(JOB_TEMPLATES).flatMap((jobs) => jobs.map(([title]) => title))].map(
    (text) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  ),
];
