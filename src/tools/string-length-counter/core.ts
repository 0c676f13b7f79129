import { countCodePoints, countGraphemes, eachWordSegment, isSurrogate } from '../../lib/unicode';
import { assertWellFormed } from '../../lib/utf8';

/** The lengths of a text, each as a different part of the software world counts it. */
export interface LengthCounts {
  /** What a person counts: user-perceived characters (extended grapheme clusters). 👩‍👩‍👧 is 1. */
  characters: number;
  /** Unicode code points (what Python's len and Rust's chars().count() give). 👩‍👩‍👧 is 5. */
  codePoints: number;
  /** UTF-16 code units (JavaScript's and Java's length). 👩‍👩‍👧 is 8. */
  utf16Units: number;
  /** Bytes of the UTF-8 encoding (what a file or a database column holds). 👩‍👩‍👧 is 18. */
  utf8Bytes: number;
  /** Words as Unicode word segmentation finds them: numbers count, punctuation and emoji do not. */
  words: number;
  /** Lines as an editor shows them: 0 for empty text, else line breaks + 1. */
  lines: number;
  /** Space characters: space, tab, no-break space and the other Unicode spaces; not line breaks. */
  spaces: number;
}

export const COUNT_LABELS: Record<keyof LengthCounts, string> = {
  characters: 'Characters',
  codePoints: 'Code points',
  utf16Units: 'UTF-16 units',
  utf8Bytes: 'UTF-8 bytes',
  words: 'Words',
  lines: 'Lines',
  spaces: 'Spaces',
};

export const EMPTY_COUNTS: LengthCounts = {
  characters: 0,
  codePoints: 0,
  utf16Units: 0,
  utf8Bytes: 0,
  words: 0,
  lines: 0,
  spaces: 0,
};

/** The Unicode space separators (category Zs) besides U+0020, all in the BMP. */
function isOtherSpace(code: number): boolean {
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

/** UTF-8 bytes, lines and spaces, in one pass over the UTF-16 units. The text is well-formed. */
function countUnits(text: string): Pick<LengthCounts, 'utf8Bytes' | 'lines' | 'spaces'> {
  let utf8Bytes = 0;
  let lineBreaks = 0;
  let spaces = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) {
      utf8Bytes += 1;
      if (code === 0x20 || code === 0x09) spaces += 1;
      // CR LF is one line break; a lone CR (old Mac files) is one too.
      else if (code === 0x0a || (code === 0x0d && text.charCodeAt(index + 1) !== 0x0a)) lineBreaks += 1;
    } else if (code < 0x800) {
      utf8Bytes += 2;
      if (code === 0xa0) spaces += 1;
    } else if (isSurrogate(code)) {
      // Each half of a pair (the text is well-formed): a code point beyond U+FFFF takes four UTF-8 bytes.
      utf8Bytes += 2;
    } else {
      utf8Bytes += 3;
      if (isOtherSpace(code)) spaces += 1;
    }
  }
  return { utf8Bytes, lines: text === '' ? 0 : lineBreaks + 1, spaces };
}

/** How many "\r\n" pairs lie within [start, end). */
function countCrLf(text: string, start: number, end: number): number {
  let count = 0;
  for (
    let index = text.indexOf('\r\n', start);
    index !== -1 && index + 1 < end;
    index = text.indexOf('\r\n', index + 2)
  )
    count += 1;
  return count;
}

const NON_ASCII_RUN = /[\u0080-\uffff]+/g;
const MERGE_GAP = 256;

/**
 * User-perceived characters (grapheme clusters). Between two ASCII characters there is always a grapheme
 * boundary, except inside CR LF, so ASCII stretches are counted by their length and only the stretches
 * around non-ASCII text are segmented, with one ASCII neighbour on each side (a combining mark joins the
 * letter before it; a prepended mark joins the letter after it). Most text is mostly ASCII: this makes
 * counting a 20 MB log with a few emoji take a fraction of a second instead of ten (the shared
 * countGraphemes takes that shortcut only for text that is all ASCII).
 */
export function countCharacters(text: string): number {
  let count = 0;
  // Everything before `counted` is counted.
  let counted = 0;
  let rangeStart = -1;
  let rangeEnd = -1;
  const flushRange = () => {
    if (rangeStart === -1) return;
    count += countGraphemes(text.slice(rangeStart, rangeEnd));
    counted = rangeEnd;
    rangeStart = -1;
  };
  NON_ASCII_RUN.lastIndex = 0;
  for (let match = NON_ASCII_RUN.exec(text); match !== null; match = NON_ASCII_RUN.exec(text)) {
    let start = Math.max(match.index - 1, 0);
    if (text.charCodeAt(start) === 0x0a && text.charCodeAt(start - 1) === 0x0d) start -= 1;
    let end = Math.min(match.index + match[0].length + 1, text.length);
    if (text.charCodeAt(end - 1) === 0x0d && text.charCodeAt(end) === 0x0a) end += 1;
    // Stretches close together are segmented as one: one segmenter call per accented word would cost more.
    if (rangeStart !== -1 && start <= rangeEnd + MERGE_GAP) {
      rangeEnd = end;
      continue;
    }
    flushRange();
    // The ASCII stretch before this range: one character per unit, CR LF pairs as one.
    start = Math.max(start, counted);
    count += start - counted - countCrLf(text, counted, start);
    rangeStart = start;
    rangeEnd = end;
  }
  flushRange();
  return count + (text.length - counted) - countCrLf(text, counted, text.length);
}

/** Words as Intl.Segmenter finds them (isWordLike): "don't", "3.14" and "日本語" count, "—" and "🚀" do not. */
export function countWords(text: string): number {
  let count = 0;
  eachWordSegment(text, undefined, (_segment, _index, isWordLike) => {
    if (isWordLike) count += 1;
  });
  return count;
}

/** Every length of the text. A lone surrogate (half a character) has no UTF-8 form, so it is refused with its place. */
export function countLengths(text: string): LengthCounts {
  assertWellFormed(text);
  return {
    characters: countCharacters(text),
    codePoints: countCodePoints(text),
    utf16Units: text.length,
    words: countWords(text),
    ...countUnits(text),
  };
}

/** The counts as text to copy, one "Label: value" a line. */
export function describeCounts(counts: LengthCounts): string {
  return (Object.keys(COUNT_LABELS) as (keyof LengthCounts)[])
    .map((key) => `${COUNT_LABELS[key]}: ${counts[key]}`)
    .join('\n');
}

export const SAMPLE_TEXT = [
  'Hello, world! 👋🏽',
  'Café, naïve, and e\u0301 with a combining accent.',
  'Family: 👩‍👩‍👧 Flags: 🇫🇷🇯🇵',
  'שלום עולם — مرحبا بالعالم',
  '日本語のテキスト 𝒳 = 42',
].join('\n');
