import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitGraphemes } from '../../lib/unicode';
import { toolErrorOf } from '../../test/errors';
import { REVERSE_MODES, SAMPLE_TEXT, reverseText } from './core';

describe('reverseText, characters', () => {
  it.each([
    ['', ''],
    ['abc', 'cba'],
    ['Hello, World!', '!dlroW ,olleH'],
    ['cafe\u0301!', '!e\u0301fac'],
    ['\u00e9t\u00e9', '\u00e9t\u00e9'],
    ['🇫🇷🇩🇪🇯🇵', '🇯🇵🇩🇪🇫🇷'],
    ['👨‍👩‍👧‍👦 and 👩🏽‍💻', '👩🏽‍💻 dna 👨‍👩‍👧‍👦'],
    ['👍🏽👋🏿', '👋🏿👍🏽'],
    ['1️⃣2️⃣#️⃣', '#️⃣2️⃣1️⃣'],
    ['𝒜𝒷𝒸', '𝒸𝒷𝒜'],
    ['שלום', 'םולש'],
    ['مرحبا', 'ابحرم'],
    ['한국어', '어국한'],
    ['नमस्ते', 'स्तेमन'],
    ['Z̤͔ͧ̑a', 'aZ̤͔ͧ̑'],
    ['ab\ncd', 'dc\nba'],
    ['a\r\nb', 'b\r\na'],
  ])('%j → %j', (text, reversed) => {
    expect(reverseText(text, 'characters')).toBe(reversed);
  });

  it('refuses half a surrogate pair, saying where it is', () => {
    const error = toolErrorOf(() => reverseText(`ok\nab${String.fromCharCode(0xd83d)}c`, 'characters'));
    expect(error.message).toContain('Broken character at line 2, column 3: U+D83D is half of a surrogate pair');
    expect(error.location).toEqual({ line: 2, column: 3, offset: 5 });
  });

  it('reverses the sample without breaking a single cluster', () => {
    const reversed = reverseText(SAMPLE_TEXT, 'characters');
    expect(splitGraphemes(reversed)).toEqual(splitGraphemes(SAMPLE_TEXT).reverse());
    expect(reversed).toContain('👨‍👩‍👧‍👦');
    expect(reversed).toContain('🇪🇸🇫🇷');
  });

  it('reverses 200,000 characters and back again to the same text', () => {
    const text = 'abc 👍🏽 é\n'.repeat(20_000);
    expect(reverseText(reverseText(text, 'characters'), 'characters')).toBe(text);
  });
});

describe('reverseText, words', () => {
  it.each([
    ['', ''],
    ['Hello World', 'World Hello'],
    ['one, two, three.', 'three, two, one.'],
    ['  leading and trailing  ', '  trailing and leading  '],
    ["don't stop me now", "now me stop don't"],
    ['pi is 3.14', '3.14 is pi'],
    ['I ❤️ cats 🐈', 'cats ❤️ I 🐈'],
    ['שלום עולם', 'עולם שלום'],
    ['Café crème brûlée', 'brûlée crème Café'],
    ['東京は日本の首都です', 'です首都の日本は東京'],
    ['first line\nsecond line here', 'line first\nhere line second'],
    ['a b\r\nc d\r\n', 'b a\r\nd c\r\n'],
    ['\n\nx y\n', '\n\ny x\n'],
    ['!!! ...', '!!! ...'],
  ])('%j → %j', (text, reversed) => {
    expect(reverseText(text, 'words')).toBe(reversed);
  });
});

describe('reverseText, lines', () => {
  it.each([
    ['', ''],
    ['one', 'one'],
    ['a\nb\nc', 'c\nb\na'],
    ['a\nb\nc\n', 'c\nb\na\n'],
    ['a\r\nb\r\n', 'b\r\na\r\n'],
    ['a\n\nb', 'b\n\na'],
    ['\nx', 'x\n'],
    ['👨‍👩‍👧‍👦\nשלום\n𝒜', '𝒜\nשלום\n👨‍👩‍👧‍👦'],
  ])('%j → %j', (text, reversed) => {
    expect(reverseText(text, 'lines')).toBe(reversed);
  });
});

/** Clusters that tests of plain code points would never build. */
const COMPLEX_CLUSTERS = [
  '🇫🇷',
  '🇯🇵',
  '👨‍👩‍👧‍👦',
  '👩🏽‍💻',
  '👍🏿',
  '1️⃣',
  '❤️',
  'e\u0301',
  'a\u0308\u0323',
  'ñ',
  '한',
  'क्षि',
  'שָׁ',
  'لا',
  '\r\n',
];
const graphemeText = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 4 }), fc.constantFrom(...COMPLEX_CLUSTERS)), {
    maxLength: 20,
  })
  .map((parts) => parts.join(''));
const sortedCodePoints = (text: string) => [...text].sort().join('');

describe('reverseText properties', () => {
  it('characters: reversing twice gives the text back', () => {
    fc.assert(
      fc.property(graphemeText, (text) => {
        expect(reverseText(reverseText(text, 'characters'), 'characters')).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });

  it('characters: the clusters are the same ones, in reverse order', () => {
    fc.assert(
      fc.property(graphemeText, (text) => {
        expect(splitGraphemes(reverseText(text, 'characters'))).toEqual(splitGraphemes(text).reverse());
      }),
    );
  });

  it('never loses or invents a character, in any mode, on any well-formed text', () => {
    const wellFormed = fc.string({ unit: 'binary', maxLength: 40 }).filter((text) => !/[\ud800-\udfff]/u.test(text));
    fc.assert(
      fc.property(
        fc.oneof(wellFormed, graphemeText),
        fc.constantFrom(...REVERSE_MODES.map(({ value }) => value)),
        (text, mode) => {
          const reversed = reverseText(text, mode);
          if (mode === 'lines') {
            // As an editor shows them: "a\n" is the line "a" and an empty line.
            const texts = (value: string) => value.split(/\r\n|\r|\n/).sort();
            expect(texts(reversed)).toEqual(texts(text));
            expect(sortedCodePoints(reversed)).toBe(sortedCodePoints(text));
          } else {
            expect(sortedCodePoints(reversed)).toBe(sortedCodePoints(text));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('lines: reversing twice gives the text back', () => {
    const line = graphemeText.map((text) => text.replace(/[\r\n]/g, ''));
    // Breaks may mix LF and CR LF; a text that mixes lone CR with others takes its first kind everywhere.
    const lineText = fc
      .constantFrom(['\n', '\r\n'], ['\r'])
      .chain((kinds) => fc.array(fc.tuple(line, fc.constantFrom(...kinds)), { maxLength: 12 }))
      .map((lines) => lines.map(([text, lineBreak]) => text + lineBreak).join(''));
    fc.assert(
      fc.property(lineText, line, (linesWithBreaks, lastLine) => {
        const text = linesWithBreaks + lastLine;
        // "\nx" reverses to "x\n", which reads as the line "x" with a final line break: a text whose first
        // line is empty and that has no final break is the one kind that cannot come back.
        fc.pre(/[\r\n]$/.test(text) || !/^[\r\n]/.test(text));
        expect(reverseText(reverseText(text, 'lines'), 'lines')).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('words: every line keeps its words, and its spaces and punctuation in place', () => {
    const segments = (text: string) => Array.from(new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text));
    const words = (line: string) =>
      segments(line)
        .filter((segment) => segment.isWordLike)
        .map((segment) => segment.segment);
    // The text with every word blanked out: what must not move.
    const skeleton = (text: string) =>
      segments(text)
        .map((segment) => (segment.isWordLike ? '_' : segment.segment))
        .join('');
    // Words with separators between them: two words side by side would be one word.
    const word = fc.constantFrom('alpha', 'beta', 'Ωmega', 'naïve', "don't", 'שלום', '東京', '42');
    const separator = fc.constantFrom(' ', ', ', '. ', '  ', ' ! ', ' 👍🏽 ', '\n', ' - ');
    const sentence = fc
      .array(fc.tuple(word, separator), { maxLength: 12 })
      .map((pairs) => pairs.map(([text, after]) => text + after).join(''));
    fc.assert(
      fc.property(sentence, (text) => {
        const reversed = reverseText(text, 'words');
        const before = text.split('\n');
        const after = reversed.split('\n');
        expect(after).toHaveLength(before.length);
        before.forEach((line, index) => expect(words(after[index]!)).toEqual(words(line).reverse()));
        expect(skeleton(reversed)).toBe(skeleton(text));
      }),
    );
  });
});
