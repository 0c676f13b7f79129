import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { DEFAULT_OPTIONS, SAMPLE_TEXT, removeExtraSpaces, type SpaceOptions } from './core';

const options = (overrides: Partial<SpaceOptions> = {}): SpaceOptions => ({ ...DEFAULT_OPTIONS, ...overrides });

describe('removeExtraSpaces', () => {
  it.each<{
    name: string;
    input: string;
    options?: Partial<SpaceOptions>;
    output: string;
    charactersRemoved: number;
    linesRemoved: number;
  }>([
    { name: 'collapses runs and trims', input: '  a   b  ', output: 'a b', charactersRemoved: 6, linesRemoved: 0 },
    {
      name: 'tabs and mixed runs become one space',
      input: 'a\t\tb \t c',
      output: 'a b c',
      charactersRemoved: 3,
      linesRemoved: 0,
    },
    {
      name: 'a single tab or no-break space is not extra',
      input: 'a\tb\u00a0c',
      output: 'a\tb\u00a0c',
      charactersRemoved: 0,
      linesRemoved: 0,
    },
    {
      name: 'Unicode spaces collapse too',
      input: 'a\u00a0\u00a0b\u3000\u3000c\u2009 d',
      output: 'a b c d',
      charactersRemoved: 3,
      linesRemoved: 0,
    },
    { name: 'each line is trimmed', input: ' a \n\t b\t', output: 'a\nb', charactersRemoved: 5, linesRemoved: 0 },
    {
      name: 'one empty line between paragraphs by default',
      input: '\n\na\n\n\n\nb\n\n',
      output: 'a\n\nb\n',
      charactersRemoved: 5,
      linesRemoved: 5,
    },
    {
      name: 'lines of spaces are empty lines',
      input: 'a\n   \n\t\nb',
      output: 'a\n\nb',
      charactersRemoved: 5,
      linesRemoved: 1,
    },
    {
      name: 'keep all empty lines',
      input: 'a\n\n\nb  \n',
      options: { emptyLines: 'keep' },
      output: 'a\n\n\nb\n',
      charactersRemoved: 2,
      linesRemoved: 0,
    },
    {
      name: 'remove all empty lines',
      input: 'a\n\n\nb\n \n',
      options: { emptyLines: 'remove' },
      output: 'a\nb\n',
      charactersRemoved: 4,
      linesRemoved: 3,
    },
    {
      name: 'join lines into one',
      input: ' a \n\n b  c \nd\n',
      options: { joinLines: true },
      output: 'a b c d',
      charactersRemoved: 7,
      linesRemoved: 3,
    },
    {
      name: 'join without trimming still collapses at the joins',
      input: 'a \n b',
      options: { joinLines: true, trimLines: false },
      output: 'a b',
      charactersRemoved: 2,
      linesRemoved: 1,
    },
    {
      name: 'only trimming',
      input: '  a   b  ',
      options: { collapseSpaces: false },
      output: 'a   b',
      charactersRemoved: 4,
      linesRemoved: 0,
    },
    {
      name: 'only collapsing',
      input: '  a   b  ',
      options: { trimLines: false },
      output: ' a b ',
      charactersRemoved: 4,
      linesRemoved: 0,
    },
    {
      name: 'Windows line breaks are kept',
      input: 'a  \r\n\r\n\r\nb\r\n',
      output: 'a\r\n\r\nb\r\n',
      charactersRemoved: 4,
      linesRemoved: 1,
    },
    {
      name: 'emoji, combining marks and astral letters are untouched',
      input: ' 👩‍👩‍👧   e\u0301   𝒳 ',
      output: '👩‍👩‍👧 e\u0301 𝒳',
      charactersRemoved: 6,
      linesRemoved: 0,
    },
    {
      name: 'right-to-left text',
      input: 'שלום    עולם  \n مرحبا   بالعالم',
      output: 'שלום עולם\nمرحبا بالعالم',
      charactersRemoved: 8,
      linesRemoved: 0,
    },
    {
      name: 'zero-width characters are not spaces',
      input: 'a\u200b\u200bb\ufeff',
      output: 'a\u200b\u200bb\ufeff',
      charactersRemoved: 0,
      linesRemoved: 0,
    },
    { name: 'only spaces', input: '   \n  \n', output: '', charactersRemoved: 7, linesRemoved: 2 },
    { name: 'empty text', input: '', output: '', charactersRemoved: 0, linesRemoved: 0 },
  ])('$name', ({ name: _name, input, options: overrides, ...expected }) => {
    expect(removeExtraSpaces(input, options(overrides))).toEqual(expected);
  });

  it('changes nothing with every option off', () => {
    const text = '  a  \n\n\n\tb\t\n';
    expect(
      removeExtraSpaces(text, { collapseSpaces: false, trimLines: false, emptyLines: 'keep', joinLines: false }).output,
    ).toBe(text);
  });

  it('cleans its sample', () => {
    const { output, charactersRemoved, linesRemoved } = removeExtraSpaces(SAMPLE_TEXT, DEFAULT_OPTIONS);
    expect(output).toBe(
      'Too many spaces between words.\nTabs\tand spaces mixed together\n\nNo-break spaces and ideographic spaces from copied text.\n\nEmoji 👋🏽 and right-to-left שלום עולם stay intact.\n',
    );
    expect(charactersRemoved).toBeGreaterThan(50);
    expect(linesRemoved).toBe(3);
  });

  it('refuses a lone surrogate, saying where it is', () => {
    expect(() => removeExtraSpaces('a  b\n  \uD800', DEFAULT_OPTIONS)).toThrow(ToolError);
    expect(() => removeExtraSpaces('a  b\n  \uD800', DEFAULT_OPTIONS)).toThrow(
      /lone surrogate U\+D800 at line 2, column 3/,
    );
  });
});

const withoutSpace = (text: string) => text.replace(/[\t\p{Zs}\r\n]/gu, '');

const spacyText = fc
  .array(
    fc.constantFrom(
      'a',
      'Bc',
      ' ',
      '  ',
      '\t',
      '\u00a0',
      '\u3000',
      '\n',
      '\r\n',
      '\n\n',
      '👋🏽',
      'e\u0301',
      'שלום',
      '\u200b',
      '.',
    ),
    { maxLength: 40 },
  )
  .map((pieces) => pieces.join(''));
const anyText = fc.oneof(
  spacyText,
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const anyOptions = fc.record({
  collapseSpaces: fc.boolean(),
  trimLines: fc.boolean(),
  emptyLines: fc.constantFrom('keep', 'collapse', 'remove') as fc.Arbitrary<SpaceOptions['emptyLines']>,
  joinLines: fc.boolean(),
});

describe('properties', () => {
  it('removes only spaces, tabs and line breaks, and counts them', () => {
    fc.assert(
      fc.property(anyText, anyOptions, (text, opts) => {
        const { output, charactersRemoved } = removeExtraSpaces(text, opts);
        expect(withoutSpace(output)).toBe(withoutSpace(text));
        expect(charactersRemoved).toBe([...text].length - [...output].length);
        expect(charactersRemoved).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves no run of spaces, no space at a line end, and no empty line where it should not', () => {
    fc.assert(
      fc.property(anyText, anyOptions, (text, opts) => {
        const { output } = removeExtraSpaces(text, opts);
        const lines = output === '' ? [] : output.replace(/\r?\n$/, '').split(/\r\n|\n/);
        if (opts.collapseSpaces) expect(output).not.toMatch(/[\t\p{Zs}]{2}/u);
        if (opts.trimLines) for (const line of lines) expect(line).not.toMatch(/^[\t\p{Zs}]|[\t\p{Zs}]$/u);
        if (opts.joinLines) expect(lines.length).toBeLessThanOrEqual(1);
        else if (opts.emptyLines === 'remove') for (const line of lines) expect(line).not.toMatch(/^[\t\p{Zs}]*$/u);
        else if (opts.emptyLines === 'collapse')
          expect(
            lines.some(
              (line, index) =>
                /^[\t\p{Zs}]*$/u.test(line) &&
                (index === 0 || index === lines.length - 1 || /^[\t\p{Zs}]*$/u.test(lines[index - 1]!)),
            ),
          ).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('cleaning clean text changes nothing', () => {
    fc.assert(
      fc.property(anyText, anyOptions, (text, opts) => {
        const once = removeExtraSpaces(text, opts).output;
        expect(removeExtraSpaces(once, opts).output).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });
});
