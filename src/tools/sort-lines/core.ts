import { foldCase, normalizeNfc, parseLocale } from '../../lib/locale';
import { rearrangeLines } from '../../lib/line-order';
import { splitLines } from '../../lib/text-lines';
import { countGraphemes } from '../../lib/unicode';

export type SortOrder = 'a-z' | 'z-a' | 'natural' | 'natural-desc' | 'shortest' | 'longest' | 'reverse';

/**
 * Natural order comes first and is the default: people expect item2 before item10, as file managers sort
 * names, and the page promises it. Character-by-character order (digits compared as text) is offered too.
 */
export const SORT_ORDERS: readonly { order: SortOrder; label: string }[] = [
  { order: 'natural', label: 'A → Z, numbers in order (item2 before item10)' },
  { order: 'natural-desc', label: 'Z → A, numbers in order (item10 before item2)' },
  { order: 'a-z', label: 'A → Z, character by character (item10 before item2)' },
  { order: 'z-a', label: 'Z → A, character by character' },
  { order: 'shortest', label: 'Length, shortest first' },
  { order: 'longest', label: 'Length, longest first' },
  { order: 'reverse', label: 'Reverse the current order' },
];

export interface SortOptions {
  order: SortOrder;
  /** "apple" and "Apple" sort as equals (keeping their input order) and, with `unique`, are one line. */
  caseInsensitive: boolean;
  /** Keep only the first of lines that read the same. */
  unique: boolean;
  /** A BCP 47 tag, or '' for the browser's language. */
  locale: string;
}

export const DEFAULT_OPTIONS: SortOptions = { order: 'natural', caseInsensitive: false, unique: false, locale: '' };

export interface SortResult {
  output: string;
  inputLines: number;
  outputLines: number;
  duplicatesRemoved: number;
  /** The locale whose alphabet rules were used (the runtime's default when the one asked for is unknown). */
  locale: string;
}

/**
 * When two lines count as the same for "unique": identical once Unicode-normalized (é typed as one code
 * point or as e + accent), and, when case-insensitive, identical once case-folded by the locale's rules.
 */
export function lineIdentity(line: string, caseInsensitive: boolean, locale: string): string {
  const normalized = normalizeNfc(line);
  return caseInsensitive ? foldCase(normalized, locale) : normalized;
}

function keepFirstOfEach(lines: readonly string[], caseInsensitive: boolean, locale: string): string[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    const identity = lineIdentity(line, caseInsensitive, locale);
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
}

/** Sorts by length in grapheme clusters (👨‍👩‍👧 is one), keeping the input order of lines of equal length. */
function byLength(lines: readonly string[], longestFirst: boolean): string[] {
  const measured = lines.map((line) => ({ line, length: countGraphemes(line) }));
  measured.sort(longestFirst ? (a, b) => b.length - a.length : (a, b) => a.length - b.length);
  return measured.map(({ line }) => line);
}

/**
 * Sorts the lines of `text`. Alphabetical and natural orders follow the locale's alphabet (ä after a in
 * German, after z in Swedish); natural order reads digit runs as numbers. Every sort is stable: lines
 * that compare equal keep their input order. Nothing is lost or invented: the output is the input's
 * lines rearranged, or with `unique`, exactly one line of each kind (the first). Line breaks stay where
 * they were (\n, \r\n or \r, even mixed), so a final line break stays final.
 */
export function sortLines(text: string, options: SortOptions): SortResult {
  const requested = parseLocale(options.locale);
  const natural = options.order === 'natural' || options.order === 'natural-desc';
  const collator = new Intl.Collator(requested, {
    numeric: natural,
    sensitivity: options.caseInsensitive ? 'accent' : 'variant',
    usage: 'sort',
  });
  const locale = collator.resolvedOptions().locale;

  const slots = splitLines(text);
  const lines = slots.map((line) => line.text);
  const kept = options.unique ? keepFirstOfEach(lines, options.caseInsensitive, locale) : lines;

  let sorted: string[];
  switch (options.order) {
    case 'a-z':
    case 'natural':
      sorted = [...kept].sort(collator.compare);
      break;
    case 'z-a':
    case 'natural-desc':
      sorted = [...kept].sort((a, b) => collator.compare(b, a));
      break;
    case 'shortest':
      sorted = byLength(kept, false);
      break;
    case 'longest':
      sorted = byLength(kept, true);
      break;
    case 'reverse':
      sorted = [...kept].reverse();
      break;
  }

  return {
    output: rearrangeLines(slots, sorted),
    inputLines: lines.length,
    outputLines: sorted.length,
    duplicatesRemoved: lines.length - kept.length,
    locale,
  };
}

export const SAMPLE_TEXT = [
  'item10',
  'Banana',
  'item2',
  'éclair',
  'apple',
  'Zebra',
  'item1',
  'Äpfel',
  'banana',
  '👨‍👩‍👧‍👦 family',
  'cherry',
  'apple',
  'Ωmega',
  'zucchini',
  'שלום',
].join('\n');
