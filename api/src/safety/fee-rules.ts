import unhomoglyph from 'unhomoglyph';
import { FEE_RULES, FEE_WORDS, type FeeRuleData, type FeeRuleName, type FeeWordList } from '@gigmarket/shared';

/**
 * The fee rule set at work (docs/trust.md "Flagged text"): a text is normalised, then the rules of
 * packages/shared (`FEE_RULES`, data) are looked for in its words. Normalising undoes the
 * spellings that slipped past plain regular expressions: full-width letters, a Cyrillic "е",
 * zero-width spaces, "reg. fee", "registration-fee", "N2,000", "3k", "two thousand naira",
 * "012-345-6789", "zero one two ...".
 */

/** A text as the rules read it: its words, and for each character where it came from in the original. */
interface Tracked {
  text: string;
  start: number[];
  end: number[];
}

const INVISIBLE = /\p{Cf}/u;
const MARK = /\p{M}/u;
const LATIN_OR_COMMON = /[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

/**
 * One character of the original as the rules read it: NFKC (full-width and styled letters become
 * plain ones), accents dropped, a letter of another script that looks like a Latin one folded to
 * it (Unicode's confusables, through `unhomoglyph`), lower case; invisible format characters
 * (zero-width space, joiners, soft hyphen) vanish.
 */
function foldCharacter(character: string): string {
  if (INVISIBLE.test(character)) return '';
  let folded = '';
  for (const part of character.normalize('NFKC').normalize('NFD')) {
    if (MARK.test(part) || INVISIBLE.test(part)) continue;
    if (part.charCodeAt(0) > 0x7f && !LATIN_OR_COMMON.test(part)) {
      const latin = unhomoglyph(part);
      folded += /^[\x20-\x7e]+$/.test(latin) ? latin : part;
    } else folded += part;
  }
  return folded.toLowerCase();
}

function fold(original: string): Tracked {
  const out: Tracked = { text: '', start: [], end: [] };
  let index = 0;
  for (const character of original) {
    const folded = foldCharacter(character);
    for (const unit of folded) {
      for (let i = 0; i < unit.length; i++) {
        out.start.push(index);
        out.end.push(index + character.length);
      }
      out.text += unit;
    }
    index += character.length;
  }
  return out;
}

/** `pattern`'s matches replaced, each replacement's characters pointing at what it replaced. */
function replace(input: Tracked, pattern: RegExp, replacer: (match: RegExpExecArray) => string): Tracked {
  const out: Tracked = { text: '', start: [], end: [] };
  let last = 0;
  const copy = (from: number, to: number) => {
    out.text += input.text.slice(from, to);
    out.start.push(...input.start.slice(from, to));
    out.end.push(...input.end.slice(from, to));
  };
  for (const match of input.text.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))) {
    const at = match.index!;
    copy(last, at);
    const replacement = replacer(match as RegExpExecArray);
    const from = input.start[at] ?? 0;
    const to = input.end[at + match[0].length - 1] ?? from;
    out.text += replacement;
    for (let i = 0; i < replacement.length; i++) {
      out.start.push(from);
      out.end.push(to);
    }
    last = at + match[0].length;
  }
  copy(last, input.text.length);
  return out;
}

const DIGIT_WORDS = 'zero|oh|one|two|three|four|five|six|seven|eight|nine|zéro|un|deux|trois|quatre|cinq|sept|huit|neuf'.replace('zéro', 'zero');
const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|vingt|trente|quarante|cinquante|cent';
const CURRENCY = '(?:₦|ngn|naira|n|#|fcfa|cfa|francs?)';

/** The steps after folding, in order: each a pattern and what it becomes. */
const STEPS: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  // "a/c" is an account.
  [/\ba\s*\/\s*c\b/g, () => ' acct '],
  // "acc no" is an account number, not a "no".
  [/\b(?:acc|acct|account)\s*(?:no|num|nr)\b/g, () => ' acct '],
  // A Nigerian phone number (0803..., +234 803 ...) is not an account or an amount.
  [/(?<![\d])(?:\+?234[\s-]?|0)[789][01]\d(?:[\s.-]?\d){7}(?![\s.-]?\d)/g, () => ' phone '],
  // An account number: ten digits, maybe grouped (012-345-6789, 0123 456 789), not part of a longer number.
  [/(?<![\d])\d(?:[\s.-]?\d){9}(?![\s.-]?\d)/g, (m) => (m[0].replace(/\D/g, '').length === 10 ? ' acctno ' : m[0])],
  // ... or spelt in words, digit by digit.
  [new RegExp(`\\b(?:(?:${DIGIT_WORDS})[\\s,.-]+){9}(?:${DIGIT_WORDS})\\b`, 'g'), () => ' acctno '],
  // An amount: a currency and digits (N2,000, ₦ 3000, NGN5k, #2000), digits and a currency or a
  // thousand (3k, 5000 naira, 2 thousand, 3 000 F CFA), or number words and a thousand or a currency.
  [new RegExp(`(?<![a-z0-9])${CURRENCY}\\s?\\d[\\d,.\\s]*(?:k\\b|thousand|mille)?`, 'g'), () => ' amt '],
  [new RegExp(`(?<![a-z0-9])(?:\\d{1,3}(?:[\\s,.]\\d{3})+|\\d[\\d,.]*)\\s?(?:k|thousand|mille|naira|ngn|f\\s?cfa|fcfa|francs?|₦)(?![a-z])`, 'g'), () => ' amt '],
  [new RegExp(`\\b(?:(?:${NUMBER_WORDS})[\\s-]+)*(?:${NUMBER_WORDS})[\\s-]+(?:hundred\\s+)?(?:thousand|mille|k)(?:\\s+(?:naira|francs?))?\\b`, 'g'), () => ' amt '],
  [new RegExp(`\\b(?:${NUMBER_WORDS})[\\s-]+(?:naira|francs?)\\b`, 'g'), () => ' amt '],
  // Other numbers of three digits or more (not the ten or eleven of a phone or an account).
  [/(?<![a-z0-9])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![a-z0-9])|(?<![a-z0-9])\d{3,9}(?![a-z0-9])/g, () => ' amt '],
  // Digits standing for letters inside words (r3gistration, f33).
  [/[a-z0-9@$]*[a-z][a-z0-9@$]*/g, (m) => (/[0-9@$]/.test(m[0]) ? m[0].replace(/[0134578@$]/g, (c) => LEET[c]) : m[0])],
  // Punctuation and symbols are spaces: "reg.fee", "registration-fee", "d'inscription".
  [/[^a-z0-9\s]+/g, () => ' '],
  // Letters spelt one by one (r e g i s t r a t i o n) are one word again.
  [/\b(?:[a-z] ){3,}[a-z]\b/g, (m) => m[0].replace(/ /g, '')],
  [/\s+/g, () => ' '],
];

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's' };

/** `text` as the rules read it (exported for the tests and docs/trust.md's examples). */
export function normaliseForRules(text: string): string {
  return normalise(text).text.trim();
}

function normalise(text: string): Tracked {
  return STEPS.reduce((tracked, [pattern, replacer]) => replace(tracked, pattern, replacer), fold(text));
}

const words = (list: readonly string[]) => `(?:${list.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;

function slot(token: string): string {
  const named = /^\{(\w+)\}$/.exec(token);
  if (named) return words(FEE_WORDS[named[1] as FeeWordList]);
  return words(token.split('|'));
}

interface CompiledRule {
  name: FeeRuleName;
  pattern: RegExp;
  notAfter: string[];
  alsoNeeds: RegExp | null;
}

/** A pattern's words, each at a word boundary, with at most `gap` words between two of them. */
function compile(rule: FeeRuleData): CompiledRule {
  const between = `(?: \\S+){0,${rule.gap ?? 2}} `;
  const alternatives = rule.patterns.map((pattern) => pattern.split(' ').map(slot).join(between));
  return {
    name: rule.name as FeeRuleName,
    pattern: new RegExp(`(?<=^| )(?:${alternatives.join('|')})(?= |$)`, 'g'),
    notAfter: [...(rule.notAfter ?? [])],
    alsoNeeds: rule.alsoNeeds ? new RegExp(`(?<=^| )(?:${rule.alsoNeeds.map(slot).join('|')})(?= |$)`) : null,
  };
}

const RULES = (FEE_RULES as readonly FeeRuleData[]).map(compile);
const NEGATIONS = new Set<string>(FEE_WORDS.negation);

/** Whether a match is said in the negative ("no registration fee") or by the employer paying ("we pay ... before you start"). */
function cancelled(text: string, at: number, length: number, notAfter: string[]): boolean {
  const before = text.slice(0, at).trim().split(' ').filter(Boolean);
  const inside = text.slice(at, at + length).split(' ');
  if ([...before.slice(-3), ...inside].some((word) => NEGATIONS.has(word))) return true;
  return notAfter.some((phrase) => ` ${before.join(' ')}`.endsWith(` ${phrase}`));
}

/** The first fee rule `text` matches once normalised, with the original words around the match (at most 120 characters), or null. */
export function feeRuleMatch(text: string | null | undefined): { rule: FeeRuleName; excerpt: string } | null {
  if (!text) return null;
  const normalised = normalise(text);
  const read = normalised.text;
  for (const rule of RULES) {
    if (rule.alsoNeeds && !rule.alsoNeeds.test(read)) continue;
    for (const found of read.matchAll(rule.pattern)) {
      if (cancelled(read, found.index!, found[0].length, rule.notAfter)) continue;
      const from = normalised.start[found.index!] ?? 0;
      const to = normalised.end[found.index! + found[0].length - 1] ?? from;
      const excerpt = text
        .slice(Math.max(0, from - 40), to + 40)
        .replace(/\s+/g, ' ')
        .trim();
      return { rule: rule.name, excerpt: excerpt.slice(0, 120) };
    }
  }
  return null;
}
