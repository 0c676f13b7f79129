import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countGraphemes } from '../../lib/unicode';
import { splitLines } from '../../lib/text-lines';
import { ToolError } from '../../lib/tool-error';
import {
  DEFAULT_OPTIONS,
  SAMPLE_TEXT,
  SORT_ORDERS,
  lineIdentity,
  sortLines,
  type SortOptions,
  type SortOrder,
} from './core';

const sort = (text: string, options: Partial<SortOptions> = {}) =>
  sortLines(text, { ...DEFAULT_OPTIONS, locale: 'en', ...options }).output;

describe('sortLines', () => {
  it.each([
    { name: 'A → Z', text: 'cherry\napple\nbanana', options: { order: 'a-z' }, output: 'apple\nbanana\ncherry' },
    { name: 'Z → A', text: 'cherry\napple\nbanana', options: { order: 'z-a' }, output: 'cherry\nbanana\napple' },
    {
      name: 'A → Z, character by character, puts item10 before item2',
      text: 'item10\nitem2\nitem1',
      options: { order: 'a-z' },
      output: 'item1\nitem10\nitem2',
    },
    {
      name: 'natural, the default, puts item2 before item10',
      text: 'item10\nitem2\nitem1',
      options: {},
      output: 'item1\nitem2\nitem10',
    },
    {
      name: 'natural, 10 → 1',
      text: 'item10\nitem2\nitem1',
      options: { order: 'natural-desc' },
      output: 'item10\nitem2\nitem1',
    },
    {
      name: 'natural reads whole numbers, not digits',
      text: 'v1.10\nv1.9\nv1.100\nv1.2',
      options: { order: 'natural' },
      output: 'v1.2\nv1.9\nv1.10\nv1.100',
    },
    {
      name: 'shortest first counts graphemes',
      text: 'abc\n👨‍👩‍👧‍👦\nab\ne\u0301',
      options: { order: 'shortest' },
      output: '👨‍👩‍👧‍👦\ne\u0301\nab\nabc',
    },
    {
      name: 'longest first, ties in input order',
      text: 'bb\na\ncc\n🇯🇵🇫🇷\nddd',
      options: { order: 'longest' },
      output: 'ddd\nbb\ncc\n🇯🇵🇫🇷\na',
    },
    {
      name: 'reverse flips the order without sorting',
      text: 'b\nc\na',
      options: { order: 'reverse' },
      output: 'a\nc\nb',
    },
    {
      name: 'case-sensitive: lower case first in English',
      text: 'Apple\napple\nb',
      options: {},
      output: 'apple\nApple\nb',
    },
    {
      name: 'case-insensitive keeps the input order of equals (stable)',
      text: 'b\nAPPLE\napple\nApple',
      options: { caseInsensitive: true },
      output: 'APPLE\napple\nApple\nb',
    },
    {
      name: 'Z → A is stable too',
      text: 'APPLE\nb\napple',
      options: { order: 'z-a', caseInsensitive: true },
      output: 'b\nAPPLE\napple',
    },
    { name: 'unique keeps the first of each', text: 'b\na\nb\na\nc', options: { unique: true }, output: 'a\nb\nc' },
    { name: 'unique is case-sensitive by default', text: 'a\nA\na', options: { unique: true }, output: 'a\nA' },
    {
      name: 'unique and case-insensitive keep the first spelling',
      text: 'Apple\napple\nAPPLE',
      options: { unique: true, caseInsensitive: true },
      output: 'Apple',
    },
    {
      name: 'unique treats é and e + U+0301 as one line',
      text: 'é\ne\u0301',
      options: { unique: true, order: 'reverse' },
      output: 'é',
    },
    {
      name: 'unique with reverse keeps first occurrences',
      text: 'a\nb\na\nc',
      options: { unique: true, order: 'reverse' },
      output: 'c\nb\na',
    },
    {
      name: 'German puts Ä with A',
      text: 'Zebra\nÄrger\nAmsel',
      options: { locale: 'de' },
      output: 'Amsel\nÄrger\nZebra',
    },
    {
      name: 'Swedish puts Ä after Z',
      text: 'Zebra\nÄrger\nAmsel',
      options: { locale: 'sv' },
      output: 'Amsel\nZebra\nÄrger',
    },
    {
      name: 'Hebrew: alphabet order, Hebrew before Latin',
      text: 'שלום\nabc\nאבג',
      options: { locale: 'he' },
      output: 'אבג\nשלום\nabc',
    },
    { name: 'astral letters sort with their letters', text: '𝒷\nB\n𝒜\na', options: {}, output: 'a\n𝒜\n𝒷\nB' },
    {
      name: 'emoji lines stay whole',
      text: '🇫🇷 France\n👍🏽 ok\n🇩🇪 Deutschland',
      options: { order: 'reverse' },
      output: '🇩🇪 Deutschland\n👍🏽 ok\n🇫🇷 France',
    },
    { name: 'a final line break stays final', text: 'b\na\n', options: {}, output: 'a\nb\n' },
    { name: 'an empty line is a line', text: 'b\n\na', options: {}, output: '\na\nb' },
    { name: 'Windows line breaks are kept', text: 'b\r\na\r\n', options: {}, output: 'a\r\nb\r\n' },
    { name: 'mixed line breaks stay in their places', text: 'c\r\nb\na\n', options: {}, output: 'a\r\nb\nc\n' },
    {
      name: 'lone CR mixed with others: all take the first kind, so no CR and LF can meet',
      text: 'b\r\n\ra',
      options: { order: 'reverse' },
      output: 'a\r\n\r\nb',
    },
    {
      name: 'unique keeps the final break final',
      text: 'b\na\r\nb\r\n',
      options: { unique: true, order: 'reverse' },
      output: 'a\nb\r\n',
    },
    { name: 'empty text', text: '', options: {}, output: '' },
    { name: 'one line', text: 'only', options: { order: 'longest' }, output: 'only' },
  ] satisfies { name: string; text: string; options: Partial<SortOptions>; output: string }[])(
    '$name',
    ({ text, options, output }) => {
      expect(sort(text, options)).toBe(output);
    },
  );

  it('Turkish case rules decide which lines are the same', () => {
    expect(
      sortLines('I\nı\ni\nİ', { ...DEFAULT_OPTIONS, unique: true, caseInsensitive: true, locale: 'tr' }),
    ).toMatchObject({ output: 'I\ni', duplicatesRemoved: 2 });
    expect(sortLines('I\ni', { ...DEFAULT_OPTIONS, unique: true, caseInsensitive: true, locale: 'en' })).toMatchObject({
      output: 'I',
      duplicatesRemoved: 1,
    });
  });

  it('counts lines in and out, and names the locale used', () => {
    expect(sortLines('b\na\nb\n', { ...DEFAULT_OPTIONS, unique: true, locale: 'de-ch' })).toEqual({
      output: 'a\nb\n',
      inputLines: 3,
      outputLines: 2,
      duplicatesRemoved: 1,
      locale: 'de',
    });
  });

  it("uses the runtime's default for a well-formed but unknown locale, and says so", () => {
    expect(sortLines('b\na', { ...DEFAULT_OPTIONS, locale: 'xx' }).locale).toBe(
      new Intl.Collator().resolvedOptions().locale,
    );
    expect(sortLines('b\na', { ...DEFAULT_OPTIONS, locale: '' }).locale).toBe(
      new Intl.Collator().resolvedOptions().locale,
    );
  });

  it.each([
    ['en_US', /Locale: "en_US" is not a language tag\. Did you mean "en-US"\?/],
    ['not a locale', /Locale: "not a locale" is not a language tag\. Use a BCP 47 tag/],
  ])('rejects the locale %j with a message', (locale, message) => {
    expect(() => sortLines('a', { ...DEFAULT_OPTIONS, locale })).toThrow(ToolError);
    expect(() => sortLines('a', { ...DEFAULT_OPTIONS, locale })).toThrow(message);
  });

  it('sorts its sample', () => {
    const output = sortLines(SAMPLE_TEXT, {
      ...DEFAULT_OPTIONS,
      order: 'natural',
      unique: true,
      locale: 'en',
    }).output.split('\n');
    expect(output.indexOf('item2')).toBeLessThan(output.indexOf('item10'));
    expect(output.filter((line) => line === 'apple')).toHaveLength(1);
  });

  it('sorts its sample with the defaults as the Natural Order card says: item1, item2, item10', () => {
    expect(DEFAULT_OPTIONS.order).toBe('natural');
    const output = sortLines(SAMPLE_TEXT, { ...DEFAULT_OPTIONS, locale: 'en' }).output.split('\n');
    expect(output.filter((line) => line.startsWith('item'))).toEqual(['item1', 'item2', 'item10']);
  });
});

describe('sortLines properties', () => {
  const lineArbitrary = fc
    .oneof(
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.constantFrom('a', 'A', 'item2', 'item10', 'é', 'e\u0301', '🇫🇷', '👨‍👩‍👧', 'I', 'ı', 'שלום', ''),
    )
    .map((line) => line.replace(/[\r\n]/g, ''));
  const optionsArbitrary = fc.record({
    order: fc.constantFrom(...SORT_ORDERS.map(({ order }) => order)),
    caseInsensitive: fc.boolean(),
    unique: fc.boolean(),
    locale: fc.constantFrom('', 'en', 'de', 'sv', 'tr', 'ja', 'he'),
  });
  const countOf = (lines: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
    return counts;
  };

  /** The tool's view of the input, and the output read back knowing it keeps the input's final line break. */
  function run(lines: readonly string[], endsWithBreak: boolean, options: SortOptions) {
    const text = lines.join('\n') + (endsWithBreak && lines.length > 0 ? '\n' : '');
    const input = splitLines(text).map((line) => line.text);
    const result = sortLines(text, options);
    const body = text.endsWith('\n') ? result.output.slice(0, -1) : result.output;
    return { input, output: input.length === 0 ? [] : body.split('\n'), result };
  }

  it('never loses or invents lines: the output is a rearrangement of the input, or one of each with unique', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { maxLength: 30 }),
        fc.boolean(),
        optionsArbitrary,
        (lines, endsWithBreak, options) => {
          const { input, output, result } = run(lines, endsWithBreak, options);
          if (!options.unique) {
            expect(countOf(output)).toEqual(countOf(input));
            expect(result.duplicatesRemoved).toBe(0);
            return;
          }
          // Exactly one of each kind of line, and it is the first of its kind in the input.
          const identity = (line: string) => lineIdentity(line, options.caseInsensitive, result.locale);
          const firsts = new Map<string, string>();
          for (const line of input) if (!firsts.has(identity(line))) firsts.set(identity(line), line);
          expect(output).toHaveLength(firsts.size);
          expect(new Set(output.map(identity)).size).toBe(firsts.size);
          for (const line of output) expect(firsts.get(identity(line))).toBe(line);
          expect(result.duplicatesRemoved).toBe(input.length - firsts.size);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('puts lines in order', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { minLength: 1, maxLength: 30 }),
        fc.boolean(),
        optionsArbitrary,
        (lines, endsWithBreak, options) => {
          const { output, result } = run(lines, endsWithBreak, options);
          const collator = new Intl.Collator(result.locale, {
            numeric: options.order.startsWith('natural'),
            sensitivity: options.caseInsensitive ? 'accent' : 'variant',
          });
          const inOrder: Record<SortOrder, (a: string, b: string) => boolean> = {
            'a-z': (a, b) => collator.compare(a, b) <= 0,
            natural: (a, b) => collator.compare(a, b) <= 0,
            'z-a': (a, b) => collator.compare(a, b) >= 0,
            'natural-desc': (a, b) => collator.compare(a, b) >= 0,
            shortest: (a, b) => countGraphemes(a) <= countGraphemes(b),
            longest: (a, b) => countGraphemes(a) >= countGraphemes(b),
            reverse: () => true,
          };
          for (let index = 1; index < output.length; index += 1)
            expect(inOrder[options.order](output[index - 1]!, output[index]!)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reverse twice gives the text back', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { maxLength: 30 }), fc.boolean(), (lines, endsWithBreak) => {
        const text = lines.join('\n') + (endsWithBreak ? '\n' : '');
        // "\nx" reversed is "x\n", which reads as the line "x" and a final line break; the one text that
        // cannot come back is one whose first line is empty and that has no final break.
        fc.pre(text.endsWith('\n') || !text.startsWith('\n'));
        const once = sortLines(text, { ...DEFAULT_OPTIONS, order: 'reverse' }).output;
        expect(sortLines(once, { ...DEFAULT_OPTIONS, order: 'reverse' }).output).toBe(text);
      }),
    );
  });
});
