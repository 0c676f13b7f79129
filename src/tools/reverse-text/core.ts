import { rearrangeLines } from '../../lib/line-order';
import { splitLines } from '../../lib/text-lines';
import { ToolError, describeLocation, locate } from '../../lib/tool-error';
import { codePointLabel, eachGrapheme, eachWordSegment } from '../../lib/unicode';
import { findLoneSurrogate } from '../../lib/utf8';

export type ReverseMode = 'characters' | 'words' | 'lines';

export const REVERSE_MODES: readonly { value: ReverseMode; label: string }[] = [
  { value: 'characters', label: 'Characters' },
  { value: 'words', label: 'Words' },
  { value: 'lines', label: 'Lines' },
];

/**
 * Half of a surrogate pair alone is half of a character (text cut in the middle of an emoji). Reversed,
 * two such halves could meet in the other order and make a character that was never there.
 */
function rejectUnpairedSurrogate(text: string): void {
  const offset = findLoneSurrogate(text);
  if (offset === -1) return;
  const location = locate(text, offset);
  throw new ToolError(
    `Broken character at ${describeLocation(location)}: ${codePointLabel(text.charCodeAt(offset))} is half of a surrogate pair (often text cut in the middle of an emoji), so it cannot be reversed safely. Delete it and try again.`,
    location,
  );
}

/** Grapheme clusters in reverse order: 🇫🇷, 👨‍👩‍👧‍👦, 👍🏽 and e + U+0301 stay whole. */
function reverseCharacters(text: string): string {
  rejectUnpairedSurrogate(text);
  // Batches keep memory flat on large text: each batch is reversed into one piece, then the pieces are.
  const BATCH = 8192;
  const pieces: string[] = [];
  let batch: string[] = [];
  eachGrapheme(text, (cluster) => {
    batch.push(cluster);
    if (batch.length === BATCH) {
      pieces.push(batch.reverse().join(''));
      batch = [];
    }
  });
  pieces.push(batch.reverse().join(''));
  return pieces.reverse().join('');
}

const LINE_BREAK = /^(?:\r\n|\r|\n)$/;

/**
 * The words of each line in reverse order, while spaces and punctuation stay where they were:
 * "one, two, three." becomes "three, two, one." Words are found by Unicode word segmentation, so
 * unspaced Chinese, Japanese and Thai reverse by word too. Lines keep their order.
 */
function reverseWords(text: string): string {
  const output: string[] = [];
  let segments: { text: string; isWord: boolean }[] = [];
  const flushLine = () => {
    const words = segments.filter((segment) => segment.isWord).map((segment) => segment.text);
    let next = words.length - 1;
    output.push(segments.map((segment) => (segment.isWord ? words[next--]! : segment.text)).join(''));
    segments = [];
  };
  eachWordSegment(text, undefined, (segment, _index, isWordLike) => {
    if (LINE_BREAK.test(segment)) {
      flushLine();
      output.push(segment);
    } else {
      segments.push({ text: segment, isWord: isWordLike });
    }
  });
  flushLine();
  return output.join('');
}

/**
 * The last line first. Line breaks stay in their places, so a final line break stays at the end and a
 * file's last line does not turn into an empty first one.
 */
function reverseLines(text: string): string {
  const lines = splitLines(text);
  return rearrangeLines(lines, lines.map((line) => line.text).reverse());
}

export function reverseText(text: string, mode: ReverseMode): string {
  switch (mode) {
    case 'characters':
      return reverseCharacters(text);
    case 'words':
      return reverseWords(text);
    case 'lines':
      return reverseLines(text);
  }
}

export const SAMPLE_TEXT = [
  'Hello, World! 👋🏽',
  'Café crème brûlée, naïve señor 🇫🇷🇪🇸',
  'Family 👨‍👩‍👧‍👦 and keycap 1️⃣',
  'שלום עולם · مرحبا بالعالم',
  '東京は日本の首都です',
].join('\n');
