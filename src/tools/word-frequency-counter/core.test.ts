import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { DEFAULT_OPTIONS, SAMPLE_TEXT, countWordFrequencies, sharePercent, type WordFrequencyOptions } from './core';

const count = (text: string, options: Partial<WordFrequencyOptions> = {}) =>
  countWordFrequencies(text, { ...DEFAULT_OPTIONS, locale: 'en', ...options });
const table = (text: string, options: Partial<WordFrequencyOptions> = {}) =>
  count(text, options).rows.map(({ word, count: times }) => [word, times]);

describe('countWordFrequencies', () => {
  it('counts, shares and ranks most frequent first, ties alphabetical', () => {
    expect(count('the cat and the hat')).toMatchObject({
      rows: [
        { word: 'the', count: 2, share: '40.0' },
        { word: 'and', count: 1, share: '20.0' },
        { word: 'cat', count: 1, share: '20.0' },
        { word: 'hat', count: 1, share: '20.0' },
      ],
      totalWords: 5,
      distinctWords: 4,
      locale: 'en',
    });
  });

  it.each([
    { name: 'case-insensitive by default, shown in lower case', text: 'The THE the', options: {}, rows: [['the', 3]] },
    {
      name: 'case-sensitive on request',
      text: 'The THE the the',
      options: { caseSensitive: true },
      rows: [
        ['the', 2],
        ['The', 1],
        ['THE', 1],
      ],
    },
    { name: 'ß and SS are one word without case', text: 'Straße STRASSE strasse', options: {}, rows: [['straße', 3]] },
    {
      name: 'é typed as one code point or as e + accent is one word',
      text: 'café cafe\u0301 CAFÉ',
      options: {},
      rows: [['café', 3]],
    },
    {
      name: 'accents make different words',
      text: 'resume résumé resume',
      options: {},
      rows: [
        ['resume', 2],
        ['résumé', 1],
      ],
    },
    {
      name: 'apostrophes and decimals stay inside words',
      text: "don't stop, don't! 3.14 and 1,000",
      options: {},
      rows: [
        ["don't", 2],
        ['1,000', 1],
        ['3.14', 1],
        ['and', 1],
        ['stop', 1],
      ],
    },
    { name: 'punctuation, symbols and emoji are not words', text: '👍🏽 ... !!! 🇫🇷 — © 👨‍👩‍👧‍👦', options: {}, rows: [] },
    {
      name: 'Japanese without spaces',
      text: '東京は日本の首都です',
      options: {},
      rows: [
        ['です', 1],
        ['の', 1],
        ['は', 1],
        ['日本', 1],
        ['東京', 1],
        ['首都', 1],
      ],
    },
    {
      name: 'Thai without spaces',
      text: 'ภาษาไทยภาษาไทย',
      options: {},
      rows: [
        ['ไทย', 2],
        ['ภาษา', 2],
      ],
    },
    {
      name: 'Hebrew, right to left',
      text: 'שלום עולם, שלום!',
      options: {},
      rows: [
        ['שלום', 2],
        ['עולם', 1],
      ],
    },
    {
      name: 'Arabic',
      text: 'مرحبا بالعالم مرحبا',
      options: {},
      rows: [
        ['مرحبا', 2],
        ['بالعالم', 1],
      ],
    },
    { name: 'astral letters', text: '𝒜𝒷𝒸 𝒜𝒷𝒸', options: {}, rows: [['𝒜𝒷𝒸', 2]] },
    {
      name: 'Turkish dotted and dotless i',
      text: 'İstanbul istanbul ISTANBUL',
      options: { locale: 'tr' },
      rows: [
        ['istanbul', 2],
        ['ıstanbul', 1],
      ],
    },
    {
      name: 'Swedish puts å after z among ties',
      text: 'åra zebra',
      options: { locale: 'sv' },
      rows: [
        ['zebra', 1],
        ['åra', 1],
      ],
    },
    { name: 'empty text', text: '', options: {}, rows: [] },
  ] satisfies { name: string; text: string; options: Partial<WordFrequencyOptions>; rows: [string, number][] }[])(
    '$name',
    ({ text, options, rows }) => {
      expect(table(text, options)).toEqual(rows);
    },
  );

  it.each([
    ['en_GB', /Locale: "en_GB" is not a language tag\. Did you mean "en-GB"\?/],
    ['123!', /Locale: "123!" is not a language tag/],
  ])('rejects the locale %j with a message', (locale, message) => {
    expect(() => count('words', { locale })).toThrow(ToolError);
    expect(() => count('words', { locale })).toThrow(message);
  });

  it('counts its sample', () => {
    const result = count(SAMPLE_TEXT);
    expect(result.rows[0]).toEqual({ word: 'the', count: 6, share: '10.2' });
    expect(result.rows).toContainEqual({ word: 'café', count: 3, share: '5.1' });
    expect(result.rows).toContainEqual({ word: 'naïve', count: 2, share: '3.4' });
    expect(result.rows).toContainEqual({ word: '東京', count: 2, share: '3.4' });
  });

  it('counts 240,000 words exactly', () => {
    const result = count('alpha beta, gamma; Alpha δέλτα 東京 👍🏽\n'.repeat(40_000));
    expect(result.totalWords).toBe(240_000);
    expect(result.rows.slice(0, 2)).toEqual([
      { word: 'alpha', count: 80_000, share: '33.3' },
      { word: 'beta', count: 40_000, share: '16.7' },
    ]);
  });
});

describe('sharePercent', () => {
  it.each([
    [1, 3, '33.3'],
    [2, 3, '66.7'],
    [1, 8, '12.5'],
    [1, 16, '6.3'],
    [1, 2000, '0.1'],
    [1, 2001, '0.0'],
    [5, 5, '100.0'],
    [0, 0, '0.0'],
    [123_456_789, 987_654_321, '12.5'],
  ])('%i of %i is %s%', (part, total, share) => {
    expect(sharePercent(part, total)).toBe(share);
  });
});

describe('countWordFrequencies properties', () => {
  const wordsOf = (text: string) =>
    Array.from(new Intl.Segmenter('en', { granularity: 'word' }).segment(text)).filter((segment) => segment.isWordLike);
  const pieces = fc.constantFrom(
    'the',
    'The',
    'THE',
    'café',
    'cafe\u0301',
    'naïve',
    'straße',
    'STRASSE',
    '東京',
    'ภาษา',
    'שלום',
    '3.14',
    "don't",
    ' ',
    ', ',
    '. ',
    '\n',
    '👍🏽',
    '🇫🇷',
    '—',
  );
  const text = fc.oneof(
    fc.array(pieces, { maxLength: 40 }).map((parts) => parts.join('')),
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc.string({ unit: 'binary', maxLength: 60 }),
  );

  it('word counts add up to the number of words, with or without case', () => {
    fc.assert(
      fc.property(text, fc.boolean(), (value, caseSensitive) => {
        const result = count(value, { caseSensitive });
        expect(result.totalWords).toBe(wordsOf(value).length);
        expect(result.rows.reduce((sum, row) => sum + row.count, 0)).toBe(result.totalWords);
        expect(result.distinctWords).toBe(result.rows.length);
      }),
      { numRuns: 500 },
    );
  });

  it('ranks by count, then alphabetically; shares are count over total', () => {
    const collator = new Intl.Collator('en');
    fc.assert(
      fc.property(text, fc.boolean(), (value, caseSensitive) => {
        const { rows, totalWords } = count(value, { caseSensitive });
        for (let index = 1; index < rows.length; index += 1) {
          const [before, after] = [rows[index - 1]!, rows[index]!];
          expect(
            before.count > after.count ||
              (before.count === after.count && collator.compare(before.word, after.word) <= 0),
          ).toBe(true);
        }
        for (const row of rows) expect(row.share).toBe(sharePercent(row.count, totalWords));
      }),
    );
  });

  it('ignoring case only merges words: never more distinct words than with case', () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(count(value).distinctWords).toBeLessThanOrEqual(count(value, { caseSensitive: true }).distinctWords);
      }),
    );
  });
});
