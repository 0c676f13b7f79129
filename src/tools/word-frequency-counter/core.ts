import { foldCase, normalizeNfc, parseLocale, resolvedLocale } from '../../lib/locale';
import { eachWordSegment } from '../../lib/unicode';

export interface WordFrequencyOptions {
  /** "The" and "the" count apart. Off by default. */
  caseSensitive: boolean;
  /** A BCP 47 tag, or '' for the browser's language: word breaks, case rules and alphabetical ties. */
  locale: string;
}

export const DEFAULT_OPTIONS: WordFrequencyOptions = { caseSensitive: false, locale: '' };

export interface WordCount {
  word: string;
  count: number;
  /** Percent of all words, one decimal, rounded half up: "12.5". */
  share: string;
}

export interface WordFrequencyResult {
  /** Most frequent first; equal counts in the locale's alphabetical order. */
  rows: WordCount[];
  totalWords: number;
  distinctWords: number;
  /** The locale whose rules were used (the runtime's default when the one asked for is unknown). */
  locale: string;
}

/** count / total as a percentage with one decimal, in whole-number arithmetic so 1/8 is exactly 12.5. */
export function sharePercent(count: number, total: number): string {
  if (total === 0) return '0.0';
  const tenths = Math.floor((count * 2000 + total) / (2 * total));
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/**
 * Counts every word of `text`. Words are what Unicode word segmentation (UAX #29, with dictionaries for
 * Chinese, Japanese and Thai) calls word-like: letters, digits and ideographs, with inner apostrophes
 * and decimal points ("don't", "3.14"); spaces, punctuation and emoji are not words. Words are compared
 * Unicode-normalized (é typed either way is one word) and, unless case-sensitive, case-folded by the
 * locale's rules, then shown in lower case as first met.
 */
export function countWordFrequencies(text: string, options: WordFrequencyOptions): WordFrequencyResult {
  const requested = parseLocale(options.locale);
  const locale = resolvedLocale(requested);
  const counts = new Map<string, { word: string; count: number }>();
  let totalWords = 0;

  eachWordSegment(text, requested, (segment, _index, isWordLike) => {
    if (!isWordLike) return;
    totalWords += 1;
    const word = normalizeNfc(segment);
    const key = options.caseSensitive ? word : foldCase(word, locale);
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { word: options.caseSensitive ? word : word.toLocaleLowerCase(locale), count: 1 });
  });

  const collator = new Intl.Collator(locale);
  const entries = [...counts.values()].sort(
    (a, b) => b.count - a.count || collator.compare(a.word, b.word) || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
  );
  const rows = entries.map(({ word, count }) => ({ word, count, share: sharePercent(count, totalWords) }));
  return { rows, totalWords, distinctWords: rows.length, locale };
}

export const SAMPLE_TEXT = `The quick brown fox jumps over the lazy dog. The dog sleeps; the fox doesn't.
Café, café and CAFÉ are one word here; so are "naïve" and "nai\u0308ve".
Numbers count too: 3.14 and 1,000 are words, but 👍🏽 and ... are not.
東京は日本の首都です。東京の人口は多いです。
שלום עולם, שלום!
The end — the END.`;
