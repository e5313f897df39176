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

const combined = new WeakMap<EnglishStrings, RegExp>();

/** A pattern that matches where any of the phrases would, compiled once per catalogue. */
function anyPhrase(strings: EnglishStrings): RegExp {
  let pattern = combined.get(strings);
  if (!pattern) {
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${strings.phrases.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'u');
    combined.set(strings, pattern);
  }
  return pattern;
}

/**
 * English phrases showing on the page (whole words; its visible text and its title), each with
 * the text around it so a failure shows where. `ignore` lists page text that is data, not
 * interface (a seeded job title that starts with "Edit"). `contentSelector` names the elements
 * that hold what people wrote: their text, line by line, is left out too. The page's text and that
 * content are read in one step, as a list drawn again in between (a notice arriving while the walk
 * looks) would otherwise show a row whose content was never read.
 */
export async function englishOnPage(page: Page, strings: EnglishStrings, ignore: readonly RegExp[] = [], contentSelector?: string): Promise<string[]> {
  const read = await page.evaluate(
    (selector) => ({
      title: document.title,
      body: document.body.innerText,
      content: selector ? Array.from(document.querySelectorAll<HTMLElement>(selector), (element) => element.innerText) : [],
    }),
    contentSelector ?? null,
  );
  // Line by line: a record's field reads as its label, then its value, and the page may join them otherwise ("Message : …").
  const written = read.content
    .flatMap((content) => content.split('\n'))
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => new RegExp(escape(line).replace(/\s+/g, '\\s+')));
  let text = `${read.title}\n${read.body}`;
  // What people wrote first, whole: a seeded job title blanked first would break up a notice that starts with it.
  for (const pattern of [...written, ...ignore]) text = text.replace(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`), ' ');
  const found: string[] = [];
  // One pass over the page first: most pages show none of the phrases, and testing each phrase on
  // its own costs about 0.16 s of the worker per page (docs/testing.md "Page walks").
  if (!anyPhrase(strings).test(text)) return found;
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
