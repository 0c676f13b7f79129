import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  countCodePoints,
  countGraphemes,
  describeCharacter,
  eachGrapheme,
  eachWordSegment,
  sliceWholeCharacters,
  splitGraphemes,
} from './unicode';

/** One pass of the segmenter over the whole text: what the windows must reproduce exactly. */
function directSegments(text: string, granularity: 'grapheme' | 'word', locale?: string) {
  return Array.from(new Intl.Segmenter(locale, { granularity }).segment(text), ({ segment, index, isWordLike }) => ({
    segment,
    index,
    isWordLike: isWordLike === true,
  }));
}

function windowedWords(text: string, window: number, locale?: string) {
  const segments: { segment: string; index: number; isWordLike: boolean }[] = [];
  eachWordSegment(text, locale, (segment, index, isWordLike) => segments.push({ segment, index, isWordLike }), window);
  return segments;
}

function windowedGraphemes(text: string, window: number) {
  const segments: { segment: string; index: number }[] = [];
  eachGrapheme(text, (segment, index) => segments.push({ segment, index }), window);
  return segments;
}

/** Pieces that stress the boundaries: clusters that must not split, words that join across punctuation. */
const PIECES = [
  ' ',
  '  ',
  '\t',
  '\n',
  '\r',
  '\r\n',
  'a',
  'word',
  "don't",
  '3.14',
  '1,000',
  'e\u0301',
  '\u0301',
  'ñ',
  'Ω',
  'x.y',
  '🇫🇷',
  '🇩🇪',
  '🇫',
  '👨‍👩‍👧‍👦',
  '👍🏽',
  '🏽',
  '\u200d',
  '1️⃣',
  '❤️',
  '😀',
  '𝒜𝒷',
  '東京',
  '日本語',
  '。',
  '、',
  '\u3000',
  'ภาษาไทย',
  'שלום',
  'مرحبا',
  'क्षि',
  '한국어',
  '\u1100\u1161\u11a8',
  '"',
  "'",
  '-',
  '.',
  ',',
  '!',
  '\ud800',
  '\udc00',
];
const textOfPieces = fc.array(fc.constantFrom(...PIECES), { maxLength: 60 }).map((pieces) => pieces.join(''));
const anyText = fc.oneof(
  textOfPieces,
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
);

describe('eachGrapheme', () => {
  it.each([
    ['', []],
    ['abc', ['a', 'b', 'c']],
    ['e\u0301!', ['e\u0301', '!']],
    ['🇫🇷🇩🇪', ['🇫🇷', '🇩🇪']],
    ['👨‍👩‍👧‍👦 👍🏽', ['👨‍👩‍👧‍👦', ' ', '👍🏽']],
    ['a\r\nb', ['a', '\r\n', 'b']],
    ['𝒜\ud800', ['𝒜', '\ud800']],
    ['שָׁלוֹם', ['שָׁ', 'ל', 'וֹ', 'ם']],
  ])('%j → %j', (text, clusters) => {
    expect(splitGraphemes(text)).toEqual(clusters);
  });

  it('windows give exactly the clusters of one pass, whatever the window size', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 2, max: 24 }), (text, window) => {
        expect(windowedGraphemes(text, window)).toEqual(
          directSegments(text, 'grapheme').map(({ segment, index }) => ({ segment, index })),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('a cluster longer than the window stays whole', () => {
    const zalgo = `a${'\u0301\u0308'.repeat(50)}b`;
    expect(windowedGraphemes(zalgo, 8).map(({ segment }) => segment)).toEqual([zalgo.slice(0, -1), 'b']);
  });
});

describe('countGraphemes', () => {
  it.each([
    ['', 0],
    ['hello', 5],
    ['a\r\nb\r\n', 4],
    ['café', 4],
    ['cafe\u0301', 4],
    ['🇯🇵👨‍👩‍👧‍👦👍🏽', 3],
    ['𝒜𝒷𝒸', 3],
    ['مرحبا', 5],
  ])('%j has %i', (text, count) => {
    expect(countGraphemes(text)).toBe(count);
  });

  it('agrees with one pass of the segmenter', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(countGraphemes(text)).toBe(directSegments(text, 'grapheme').length);
      }),
    );
  });
});

describe('eachWordSegment', () => {
  it('finds words in any script', () => {
    const words = windowedWords("Hello, wörld! don't 3.14 東京 שלום 👍", 8192)
      .filter(({ isWordLike }) => isWordLike)
      .map(({ segment }) => segment);
    expect(words).toEqual(['Hello', 'wörld', "don't", '3.14', '東京', 'שלום']);
  });

  it('windows give exactly the segments of one pass, whatever the window size', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 2, max: 24 }), (text, window) => {
        expect(windowedWords(text, window)).toEqual(directSegments(text, 'word'));
      }),
      { numRuns: 500 },
    );
  });

  it('is linear on long text: each character goes through the segmenter about once, not once per window', () => {
    const text = 'The quick brown fox, naïve café 東京 👍🏽.\n'.repeat(5_000);
    const segment = vi.spyOn(Intl.Segmenter.prototype, 'segment');
    let words = 0;
    eachWordSegment(text, undefined, (_segment, _index, isWordLike) => {
      if (isWordLike) words += 1;
    });
    expect(words).toBe(7 * 5_000);
    const segmented = segment.mock.calls.reduce((total, [slice]) => total + slice.length, 0);
    expect(segmented).toBeGreaterThanOrEqual(text.length);
    expect(segmented).toBeLessThan(text.length * 1.1);
  });
});

describe('code points and surrogates', () => {
  it.each<[string, number]>([
    ['', 0],
    ['abc', 3],
    ['😀', 1],
    ['a😀b', 3],
    ['\uD83D', 1],
    ['\uDE00\uD83D', 2],
    ['e\u0301', 2],
  ])('%j has %d code points', (text, count) => {
    expect(countCodePoints(text)).toBe(count);
    expect(countCodePoints(text)).toBe([...text].length);
  });

  it('counts a range, where a pair cut by the end counts as its half', () => {
    expect(countCodePoints('x😀y', 1, 3)).toBe(1);
    expect(countCodePoints('x😀y', 1, 2)).toBe(1);
    expect(countCodePoints('x😀y', 0, 0)).toBe(0);
  });

  it('cuts text without splitting a pair', () => {
    expect(sliceWholeCharacters('ab😀', 3)).toBe('ab');
    expect(sliceWholeCharacters('ab😀', 4)).toBe('ab😀');
    expect(sliceWholeCharacters('abc', 10)).toBe('abc');
  });

  it.each<[number, string]>([
    [0x41, '"A" (U+0041)'],
    [0xe9, '"é" (U+00E9)'],
    [0x1f600, '"😀" (U+1F600)'],
    [0x0, 'U+0000'],
    [0x0a, 'U+000A'],
    [0x85, 'U+0085'],
    [0xd83d, 'U+D83D'],
    [0x200d, 'U+200D'],
    [0x2028, 'U+2028'],
  ])('names U+%s in messages as %s', (codePoint, expected) => {
    expect(describeCharacter(codePoint)).toBe(expected);
  });
});
