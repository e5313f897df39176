import { USSD_LIMITS } from '@gigmarket/shared';

/** The GSM 03.38 default alphabet (basic set) plus the extension characters. */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENSION = '^{}\\[~]|€';
const GSM7 = new Set([...BASIC, ...EXTENSION]);

/**
 * Letters outside GSM-7 and their nearest GSM-7 letter: French accents first, then the usual
 * punctuation a title pasted from a word processor brings (curly quotes, dashes, ellipsis, ₦).
 */
const FOLD: Record<string, string> = {
  â: 'a',
  á: 'a',
  ã: 'a',
  ā: 'a',
  À: 'A',
  Â: 'A',
  Á: 'A',
  Ã: 'A',
  ê: 'e',
  ë: 'e',
  ē: 'e',
  È: 'E',
  Ê: 'E',
  Ë: 'E',
  î: 'i',
  ï: 'i',
  í: 'i',
  Î: 'I',
  Ï: 'I',
  Í: 'I',
  Ì: 'I',
  ô: 'o',
  ó: 'o',
  õ: 'o',
  Ô: 'O',
  Ó: 'O',
  Õ: 'O',
  Ò: 'O',
  û: 'u',
  ú: 'u',
  Û: 'U',
  Ú: 'U',
  Ù: 'U',
  ç: 'c',
  ÿ: 'y',
  Ÿ: 'Y',
  œ: 'oe',
  Œ: 'OE',
  '’': "'",
  '‘': "'",
  '“': '"',
  '”': '"',
  '«': '"',
  '»': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '₦': 'N',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\t': ' ',
};

/** True when every character is in GSM-7 (basic or extension). */
export function isGsm7(text: string): boolean {
  return [...text].every((char) => GSM7.has(char));
}

/** Septets a text takes: extension characters cost two. */
export function gsm7Length(text: string): number {
  return [...text].reduce((sum, char) => sum + (EXTENSION.includes(char) ? 2 : 1), 0);
}

/** Folds non-GSM-7 letters (the table, then Unicode decomposition); anything left becomes '?'. */
export function foldGsm7(text: string): string {
  let out = '';
  for (const char of text) {
    if (GSM7.has(char)) out += char;
    else if (FOLD[char] !== undefined) out += FOLD[char];
    else {
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += [...base].every((c) => GSM7.has(c)) && base ? base : '?';
    }
  }
  return out;
}

/**
 * Cuts a text to `max` characters with "..." (GSM-7 has no ellipsis character), at a word
 * boundary when one falls in the last third, else mid-word.
 */
export function cut(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  if (max <= 3) return clean.slice(0, max);
  const room = clean.slice(0, max - 3);
  const space = room.lastIndexOf(' ');
  const kept = space >= Math.floor((max - 3) * 0.6) ? room.slice(0, space) : room;
  return `${kept.replace(/[\s,.;:-]+$/, '')}...`;
}

/**
 * One screen: body lines, then the footer lines (kept whole). The body is folded and cut so the
 * whole screen is at most 160 GSM-7 characters.
 */
export function fitScreen(body: string[], footer: string[] = []): string {
  const max = USSD_LIMITS.screenChars;
  const foot = footer.map(foldGsm7).join('\n');
  const room = max - (foot ? gsm7Length(foot) + 1 : 0);
  const lines = body.map((line) => foldGsm7(line));
  // Cut the longest line by the overflow, again until the screen fits (lines under 8 stay whole).
  for (let guard = 0; gsm7Length(lines.join('\n')) > room && guard < 50; guard += 1) {
    const over = gsm7Length(lines.join('\n')) - room;
    const longest = lines.reduce((best, line, index) => (line.length > lines[best].length ? index : best), 0);
    if (lines[longest].length <= 8) break;
    lines[longest] = cut(lines[longest], Math.max(8, lines[longest].length - over));
  }
  let text = lines.join('\n');
  while (gsm7Length(text) > room) text = text.slice(0, -1);
  return foot ? (text ? `${text}\n${foot}` : foot) : text;
}
