import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import {
  EMPTY_COUNTS,
  SAMPLE_TEXT,
  countCharacters,
  countLengths,
  countWords,
  describeCounts,
  type LengthCounts,
} from './core';

describe('countLengths', () => {
  it.each<{ name: string; text: string; counts: LengthCounts }>([
    { name: 'empty text', text: '', counts: EMPTY_COUNTS },
    {
      name: 'ASCII',
      text: 'Hello, world!',
      counts: { characters: 13, codePoints: 13, utf16Units: 13, utf8Bytes: 13, words: 2, lines: 1, spaces: 1 },
    },
    {
      name: 'precomposed accent',
      text: 'café',
      counts: { characters: 4, codePoints: 4, utf16Units: 4, utf8Bytes: 5, words: 1, lines: 1, spaces: 0 },
    },
    {
      name: 'combining accent',
      text: 'cafe\u0301',
      counts: { characters: 4, codePoints: 5, utf16Units: 5, utf8Bytes: 6, words: 1, lines: 1, spaces: 0 },
    },
    {
      name: 'a mark at the very start',
      text: '\u0301a',
      counts: { characters: 2, codePoints: 2, utf16Units: 2, utf8Bytes: 3, words: 1, lines: 1, spaces: 0 },
    },
    {
      name: 'astral letter',
      text: '𝒳',
      counts: { characters: 1, codePoints: 1, utf16Units: 2, utf8Bytes: 4, words: 1, lines: 1, spaces: 0 },
    },
    {
      name: 'emoji with skin tone',
      text: '👋🏽',
      counts: { characters: 1, codePoints: 2, utf16Units: 4, utf8Bytes: 8, words: 0, lines: 1, spaces: 0 },
    },
    {
      name: 'ZWJ family',
      text: '👩‍👩‍👧',
      counts: { characters: 1, codePoints: 5, utf16Units: 8, utf8Bytes: 18, words: 0, lines: 1, spaces: 0 },
    },
    {
      name: 'flags',
      text: '🇫🇷🇯🇵',
      counts: { characters: 2, codePoints: 4, utf16Units: 8, utf8Bytes: 16, words: 0, lines: 1, spaces: 0 },
    },
    {
      name: 'keycap',
      text: '1️⃣',
      counts: { characters: 1, codePoints: 3, utf16Units: 3, utf8Bytes: 7, words: 1, lines: 1, spaces: 0 },
    },
    {
      name: 'Hebrew (right to left)',
      text: 'שלום עולם',
      counts: { characters: 9, codePoints: 9, utf16Units: 9, utf8Bytes: 17, words: 2, lines: 1, spaces: 1 },
    },
    {
      name: 'Arabic (right to left)',
      text: 'مرحبا بالعالم',
      counts: { characters: 13, codePoints: 13, utf16Units: 13, utf8Bytes: 25, words: 2, lines: 1, spaces: 1 },
    },
    {
      name: 'Devanagari clusters',
      text: 'नमस्ते',
      counts: { characters: 3, codePoints: 6, utf16Units: 6, utf8Bytes: 18, words: 1, lines: 1, spaces: 0 },
    },
    {
      name: 'Hangul',
      text: '한국어',
      counts: { characters: 3, codePoints: 3, utf16Units: 3, utf8Bytes: 9, words: 1, lines: 1, spaces: 0 },
    },
    {
      name: 'Hangul jamo',
      text: '\u1100\u1161\u11A8',
      counts: { characters: 1, codePoints: 3, utf16Units: 3, utf8Bytes: 9, words: 1, lines: 1, spaces: 0 },
    },
    {
      name: 'words with apostrophes and numbers',
      text: "don't stop — 3.14 times",
      counts: { characters: 23, codePoints: 23, utf16Units: 23, utf8Bytes: 25, words: 4, lines: 1, spaces: 4 },
    },
    {
      name: 'line breaks of every kind',
      text: 'a\nb\r\nc\rd\n',
      counts: { characters: 8, codePoints: 9, utf16Units: 9, utf8Bytes: 9, words: 4, lines: 5, spaces: 0 },
    },
    {
      name: 'only a line break',
      text: '\n',
      counts: { characters: 1, codePoints: 1, utf16Units: 1, utf8Bytes: 1, words: 0, lines: 2, spaces: 0 },
    },
    {
      name: 'tabs and Unicode spaces',
      text: 'a\tb\u00a0c\u3000d\u2009e',
      counts: { characters: 9, codePoints: 9, utf16Units: 9, utf8Bytes: 14, words: 5, lines: 1, spaces: 4 },
    },
  ])('$name', ({ text, counts }) => {
    expect(countLengths(text)).toEqual(counts);
  });

  it('counts the sample', () => {
    const counts = countLengths(SAMPLE_TEXT);
    expect(counts.lines).toBe(5);
    expect(counts.utf16Units).toBe(SAMPLE_TEXT.length);
    expect(counts.utf8Bytes).toBe(new TextEncoder().encode(SAMPLE_TEXT).length);
    expect(counts.characters).toBeLessThan(counts.codePoints);
  });

  it('refuses a lone surrogate, saying where it is', () => {
    expect(() => countLengths('ab\n\uDE00x')).toThrow(ToolError);
    expect(() => countLengths('ab\n\uDE00x')).toThrow(/lone surrogate U\+DE00 at line 2, column 1/);
  });

  it('describes the counts as text to copy', () => {
    expect(describeCounts(countLengths('a 😀'))).toBe(
      'Characters: 3\nCode points: 3\nUTF-16 units: 4\nUTF-8 bytes: 6\nWords: 1\nLines: 1\nSpaces: 1',
    );
  });

  it('counts long text as the sum of its lines', () => {
    const line = 'Crème brûlée, e\u0301 👩‍👩‍👧 and 日本語 — 42 words?\r\n';
    const one = countLengths(line);
    const many = countLengths(line.repeat(3000));
    expect(many.characters).toBe(one.characters * 3000);
    expect(many.words).toBe(one.words * 3000);
    expect(many.codePoints).toBe(one.codePoints * 3000);
    expect(many.lines).toBe(3001);
  });
});

/** The reference: the segmenter over the whole text, without any shortcut. */
const segmentedGraphemes = (text: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].length;

/** Text mixing ASCII with the characters that join across it: marks, CR LF, prepended marks, ZWJ, regional indicators. */
const joiningText = fc
  .array(
    fc.constantFrom(
      'a',
      'B',
      ' ',
      '\r',
      '\n',
      '\r\n',
      '.',
      '\u0301',
      '\u0308',
      '\u0600',
      '\u0915',
      '\u094D',
      '\u200D',
      '👩',
      '🏽',
      '🇫',
      '🇷',
      'é',
      '日',
      '\t',
      '\u1100',
      '\u1161',
      '\u11A8',
    ),
    { maxLength: 40 },
  )
  .map((pieces) => pieces.join(''));

describe('properties', () => {
  it('the ASCII shortcut counts exactly what the segmenter counts', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          joiningText,
          fc.string({ unit: 'grapheme', maxLength: 30 }),
          fc.string({ unit: 'binary', maxLength: 30 }),
        ),
        (text) => {
          expect(countCharacters(text)).toBe(segmentedGraphemes(text));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('the shortcut holds across long ASCII stretches between non-ASCII ones', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 600 }), joiningText), { maxLength: 12 }), (parts) => {
        const text = parts.map(([ascii, other]) => 'x'.repeat(ascii) + other).join('');
        expect(countCharacters(text)).toBe(segmentedGraphemes(text));
      }),
      { numRuns: 200 },
    );
  });

  it('the counts agree with each other and with the platform', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          joiningText,
          fc.string({ unit: 'grapheme', maxLength: 30 }),
          fc.string({ unit: 'binary', maxLength: 30 }),
        ),
        (text) => {
          const counts = countLengths(text);
          expect(counts.codePoints).toBe([...text].length);
          expect(counts.utf16Units).toBe(text.length);
          expect(counts.utf8Bytes).toBe(new TextEncoder().encode(text).length);
          expect(counts.characters).toBeLessThanOrEqual(counts.codePoints);
          expect(counts.codePoints).toBeLessThanOrEqual(counts.utf16Units);
          expect(counts.spaces).toBe((text.match(/[\t\p{Zs}]/gu) ?? []).length);
          expect(counts.lines).toBe(text === '' ? 0 : text.split(/\r\n|\r|\n/).length);
          expect(countWords(text)).toBe(
            [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text)].filter(
              (segment) => segment.isWordLike,
            ).length,
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
