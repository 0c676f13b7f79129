/**
 * Unicode for the whole app: surrogates, code points, how a character is named in a message, and grapheme
 * clusters (characters as a person counts them) and words of any text, through Intl.Segmenter.
 *
 * Segmentation:
 * The text is fed to the segmenter in windows of a few thousand characters, cut only where a boundary
 * is certain, so the result is exactly what one pass over the whole text would give. Why: in V8 before
 * version 12 (Node 20, older Chromium) every step of a segment iterator costs time proportional to the
 * whole string, so one pass over 100,000 characters takes about 20 seconds; in windows it stays linear
 * in every engine.
 */

export const isSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;
export const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
export const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Code points in text[from, to): a surrogate pair is one, a lone surrogate is one too. */
export function countCodePoints(text: string, from = 0, to = text.length): number {
  let count = to - from;
  for (let index = from; index < to - 1; index += 1) {
    if (isHighSurrogate(text.charCodeAt(index)) && isLowSurrogate(text.charCodeAt(index + 1))) {
      count -= 1;
      index += 1;
    }
  }
  return count;
}

/** The first `limit` UTF-16 units of `text`, or one fewer where the cut would split a surrogate pair. */
export function sliceWholeCharacters(text: string, limit: number): string {
  if (text.length <= limit) return text;
  return text.slice(0, isHighSurrogate(text.charCodeAt(limit - 1)) ? limit - 1 : limit);
}

/** U+0041, U+1F600: how a code point is named in messages. */
export function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Control characters, lone surrogates and other characters a message cannot show as themselves. */
const INVISIBLE = /^[\p{Cc}\p{Cs}\p{Zl}\p{Zp}\p{Cf}]$/u;

/**
 * A character as a message quotes it: `"é" (U+00E9)`, or only its number where showing it would print
 * nothing, or break the message (a NUL, a line break, a lone surrogate, a zero-width joiner).
 */
export function describeCharacter(codePoint: number): string {
  const character = String.fromCodePoint(codePoint);
  return INVISIBLE.test(character) ? codePointLabel(codePoint) : `"${character}" (${codePointLabel(codePoint)})`;
}

const WINDOW = 8192;

interface Visit {
  (segment: string, index: number, isWordLike: boolean): void;
}

const isAscii = (code: number) => code < 0x80;
const CR = 0x0d;
const LF = 0x0a;

/**
 * A grapheme boundary is certain after a line feed, after a carriage return not followed by a line
 * feed, and between two ASCII characters other than CR LF: none of them extends, joins or prepends.
 */
function certainGraphemeBoundary(text: string, position: number): boolean {
  const before = text.charCodeAt(position - 1);
  const after = text.charCodeAt(position);
  if (before === LF) return true;
  if (before === CR) return after !== LF;
  return isAscii(before) && isAscii(after);
}

/** Spaces, tabs and CJK full stops and commas: UAX #29 has no rule that joins them to what follows. */
const WORD_SEPARATORS = new Set([0x20, 0x09, 0x3000, 0x3001, 0x3002]);
const LETTER_OR_NUMBER = /^[\p{L}\p{N}]/u;

/**
 * A word boundary is certain after a line break, and between a separator and a letter, digit or ASCII
 * character (never a combining mark, format character or joiner, which would attach to the separator).
 * After such a boundary the rules look at nothing before it, so a window can start there.
 */
function certainWordBoundary(text: string, position: number): boolean {
  const before = text.charCodeAt(position - 1);
  const after = text.charCodeAt(position);
  if (before === LF) return true;
  if (before === CR) return after !== LF;
  if (!WORD_SEPARATORS.has(before) || WORD_SEPARATORS.has(after) || after === CR || after === LF) return false;
  return isAscii(after) || LETTER_OR_NUMBER.test(text.slice(position, position + 2));
}

/**
 * Visits every segment of `text` in order. Each window ends at the last certain boundary in its second
 * half. Where there is none (one endless word, a long run of unspaced CJK), the window is segmented
 * anyway and its last `untrustedTail` segments, which might have ended differently had the segmenter
 * seen further, are segmented again as the start of the next window.
 */
function segmentInWindows(
  text: string,
  segmenter: Intl.Segmenter,
  certainBoundary: (text: string, position: number) => boolean,
  untrustedTail: number,
  visit: Visit,
  window: number,
): void {
  let start = 0;
  let size = window;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    let certain = end === text.length;
    for (let position = end; !certain && position > start + size / 2; position -= 1) {
      if (certainBoundary(text, position)) {
        end = position;
        certain = true;
      }
    }
    // Never end a window between the halves of a surrogate pair.
    if (!certain && isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;

    const segments = segmenter.segment(text.slice(start, end));
    if (certain) {
      for (const { segment, index, isWordLike } of segments) visit(segment, start + index, isWordLike === true);
      start = end;
      size = window;
      continue;
    }
    const list = Array.from(segments);
    if (list.length <= untrustedTail) {
      // A single segment longer than the window: look further.
      size *= 2;
      continue;
    }
    const trusted = list.length - untrustedTail;
    for (let index = 0; index < trusted; index += 1) {
      const { segment, index: offset, isWordLike } = list[index]!;
      visit(segment, start + offset, isWordLike === true);
    }
    start += list[trusted]!.index;
    size = window;
  }
}

const segmenters = new Map<string, Intl.Segmenter>();

function segmenterFor(granularity: 'grapheme' | 'word', locale: string | undefined): Intl.Segmenter {
  const key = `${granularity}:${locale ?? ''}`;
  let segmenter = segmenters.get(key);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity });
    segmenters.set(key, segmenter);
  }
  return segmenter;
}

/** Calls `visit` with each grapheme cluster of `text` and its UTF-16 offset, in order. */
export function eachGrapheme(text: string, visit: (cluster: string, index: number) => void, window = WINDOW): void {
  segmentInWindows(text, segmenterFor('grapheme', undefined), certainGraphemeBoundary, 1, visit, window);
}

/** The grapheme clusters of `text`: 🇫🇷, 👨‍👩‍👧 and e + U+0301 are one each. */
export function splitGraphemes(text: string): string[] {
  const clusters: string[] = [];
  eachGrapheme(text, (cluster) => clusters.push(cluster));
  return clusters;
}

const ASCII_ONLY = /^\p{ASCII}*$/u;

/** How many characters a person would count in `text` (grapheme clusters). */
export function countGraphemes(text: string): number {
  // In ASCII every character is a cluster of its own, except CR LF, which is one.
  if (ASCII_ONLY.test(text)) {
    let pairs = 0;
    for (let index = text.indexOf('\r\n'); index !== -1; index = text.indexOf('\r\n', index + 2)) pairs += 1;
    return text.length - pairs;
  }
  let count = 0;
  eachGrapheme(text, () => {
    count += 1;
  });
  return count;
}

/**
 * Calls `visit` with each word segment of `text` (UAX #29 word boundaries, with dictionaries for Thai,
 * Chinese and Japanese), its UTF-16 offset, and whether it is a word (letters, digits, ideographs) rather
 * than spaces or punctuation. `locale` is a BCP 47 tag, or undefined for the runtime's default.
 */
export function eachWordSegment(
  text: string,
  locale: string | undefined,
  visit: (segment: string, index: number, isWordLike: boolean) => void,
  window = WINDOW,
): void {
  // Two untrusted segments: a word boundary can depend on the two characters after it ("3" "." "1").
  segmentInWindows(text, segmenterFor('word', locale), certainWordBoundary, 2, visit, window);
}
