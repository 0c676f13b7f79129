import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { DEFAULT_OPTIONS, SAMPLE_TEXT, comparisonKey, removeDuplicateLines, type DedupeOptions } from './core';

const options = (overrides: Partial<DedupeOptions> = {}): DedupeOptions => ({ ...DEFAULT_OPTIONS, ...overrides });

describe('removeDuplicateLines', () => {
  it.each<{
    name: string;
    input: string;
    options?: Partial<DedupeOptions>;
    output: string;
    linesKept: number;
    duplicatesRemoved: number;
    emptyLinesRemoved: number;
  }>([
    {
      name: 'keeps the first of each line, in order',
      input: 'b\na\nb\nc\na',
      output: 'b\na\nc',
      linesKept: 3,
      duplicatesRemoved: 2,
      emptyLinesRemoved: 0,
    },
    {
      name: 'is case-sensitive by default',
      input: 'Apple\napple\nAPPLE',
      output: 'Apple\napple\nAPPLE',
      linesKept: 3,
      duplicatesRemoved: 0,
      emptyLinesRemoved: 0,
    },
    {
      name: 'ignores case on request, keeping the first spelling',
      input: 'Apple\napple\nAPPLE',
      options: { ignoreCase: true },
      output: 'Apple',
      linesKept: 1,
      duplicatesRemoved: 2,
      emptyLinesRemoved: 0,
    },
    {
      name: 'ignoring case knows ß = SS and σ = ς = Σ',
      input: 'straße\nSTRASSE\nΟΔΟΣ\nοδος',
      options: { ignoreCase: true },
      output: 'straße\nΟΔΟΣ',
      linesKept: 2,
      duplicatesRemoved: 2,
      emptyLinesRemoved: 0,
    },
    {
      name: 'spaces make lines different by default',
      input: 'a\n a\na ',
      output: 'a\n a\na ',
      linesKept: 3,
      duplicatesRemoved: 0,
      emptyLinesRemoved: 0,
    },
    {
      name: 'trims before comparing on request, keeping the line as written',
      input: ' a\na \n\ta\t',
      options: { trimLines: true },
      output: ' a',
      linesKept: 1,
      duplicatesRemoved: 2,
      emptyLinesRemoved: 0,
    },
    {
      name: 'empty lines are lines too',
      input: 'a\n\nb\n\nc',
      output: 'a\n\nb\nc',
      linesKept: 4,
      duplicatesRemoved: 1,
      emptyLinesRemoved: 0,
    },
    {
      name: 'drops empty lines on request',
      input: 'a\n\n \nb\n\t\n',
      options: { removeEmptyLines: true },
      output: 'a\nb\n',
      linesKept: 2,
      duplicatesRemoved: 0,
      emptyLinesRemoved: 3,
    },
    {
      name: 'é precomposed and combining are the same line',
      input: 'café\ncafe\u0301',
      output: 'café',
      linesKept: 1,
      duplicatesRemoved: 1,
      emptyLinesRemoved: 0,
    },
    {
      name: 'emoji and astral characters',
      input: '👩‍👩‍👧\n𝒳\n👩‍👩‍👧\n👩‍👩‍👦',
      output: '👩‍👩‍👧\n𝒳\n👩‍👩‍👦',
      linesKept: 3,
      duplicatesRemoved: 1,
      emptyLinesRemoved: 0,
    },
    {
      name: 'right-to-left text',
      input: 'שלום\nمرحبا\nשלום',
      output: 'שלום\nمرحبا',
      linesKept: 2,
      duplicatesRemoved: 1,
      emptyLinesRemoved: 0,
    },
    {
      name: 'the final line break stays',
      input: 'a\nb\na\n',
      output: 'a\nb\n',
      linesKept: 2,
      duplicatesRemoved: 1,
      emptyLinesRemoved: 0,
    },
    {
      name: 'no final line break is added',
      input: 'a\nb\na',
      output: 'a\nb',
      linesKept: 2,
      duplicatesRemoved: 1,
      emptyLinesRemoved: 0,
    },
    {
      name: 'each line keeps its own line break',
      input: 'a\r\nb\nb\r\nc',
      output: 'a\r\nb\nc',
      linesKept: 3,
      duplicatesRemoved: 1,
      emptyLinesRemoved: 0,
    },
    { name: 'empty text', input: '', output: '', linesKept: 0, duplicatesRemoved: 0, emptyLinesRemoved: 0 },
  ])('$name', ({ name: _name, input, options: overrides, ...expected }) => {
    expect(removeDuplicateLines(input, options(overrides))).toEqual(expected);
  });

  it('dedupes its sample', () => {
    const result = removeDuplicateLines(SAMPLE_TEXT, { ignoreCase: true, trimLines: true, removeEmptyLines: true });
    expect(result.output).toBe('apple\nbanana\ncherry\ncafé\nSTRASSE\n🍎 fruit\nשלום');
    expect(result.duplicatesRemoved).toBe(7);
    expect(result.emptyLinesRemoved).toBe(2);
  });

  it('refuses a lone surrogate, saying where it is', () => {
    expect(() => removeDuplicateLines('a\na\nx\uDFFF', DEFAULT_OPTIONS)).toThrow(ToolError);
    expect(() => removeDuplicateLines('a\na\nx\uDFFF', DEFAULT_OPTIONS)).toThrow(
      /lone surrogate U\+DFFF at line 3, column 2/,
    );
  });
});

const lineText = fc.oneof(
  fc.constantFrom('', ' ', 'a', 'A', ' a', 'a ', 'ß', 'SS', 'ss', 'é', 'e\u0301', 'Σ', 'ς', 'σ', '😀', 'שלום', '\t'),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
);
/**
 * A text and its lines. An empty last line without a line break cannot be told from a final line break
 * ("a\n" is "a" with a final break), so such inputs are written the one way the tool reads them.
 */
interface LinedText {
  lines: string[];
  lineBreak: string;
  finalBreak: boolean;
}
const linedText = fc
  .tuple(
    fc.array(
      lineText.map((line) => line.replace(/[\r\n]/g, '')),
      { maxLength: 25 },
    ),
    fc.constantFrom('\n', '\r\n'),
    fc.boolean(),
  )
  .map(([lines, lineBreak, finalBreak]): LinedText => {
    if (!finalBreak && lines[lines.length - 1] === '')
      return { lines: lines.slice(0, -1), lineBreak, finalBreak: lines.length > 1 };
    return { lines, lineBreak, finalBreak: finalBreak && lines.length > 0 };
  });
const write = ({ lines, lineBreak, finalBreak }: LinedText) =>
  lines.join(lineBreak) + (finalBreak && lines.length > 0 ? lineBreak : '');
const anyOptions = fc.record({ ignoreCase: fc.boolean(), trimLines: fc.boolean(), removeEmptyLines: fc.boolean() });

describe('properties', () => {
  it('keeps exactly the first occurrence of every line, in order, as written', () => {
    fc.assert(
      fc.property(linedText, anyOptions, (input, opts) => {
        const result = removeDuplicateLines(write(input), opts);
        const considered = input.lines.filter((line) => !(opts.removeEmptyLines && line.trim() === ''));
        // The definition: a line is kept when no line before it has its key.
        const expected = considered.filter(
          (line, index) =>
            considered.findIndex((other) => comparisonKey(other, opts) === comparisonKey(line, opts)) === index,
        );
        expect(result.output).toBe(write({ ...input, lines: expected }));
        // So no two kept lines are duplicates, and every distinct input line is there once.
        expect(new Set(expected.map((line) => comparisonKey(line, opts))).size).toBe(expected.length);
        expect(new Set(considered.map((line) => comparisonKey(line, opts))).size).toBe(result.linesKept);
        expect(result.linesKept + result.duplicatesRemoved + result.emptyLinesRemoved).toBe(input.lines.length);
      }),
      { numRuns: 1000 },
    );
  });

  it('kept lines are input lines in their order, and deduping again changes nothing', () => {
    fc.assert(
      fc.property(linedText, anyOptions, (input, opts) => {
        const { output } = removeDuplicateLines(write(input), opts);
        const body =
          input.finalBreak && output.endsWith(input.lineBreak) ? output.slice(0, -input.lineBreak.length) : output;
        let position = 0;
        for (const line of output === '' ? [] : body.split(input.lineBreak)) {
          position = input.lines.indexOf(line, position) + 1;
          expect(position, `${JSON.stringify(line)} is an input line, in order`).toBeGreaterThan(0);
        }
        expect(removeDuplicateLines(output, opts).output).toBe(output);
      }),
      { numRuns: 1000 },
    );
  });
});
