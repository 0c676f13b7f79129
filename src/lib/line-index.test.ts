import { describe, expect, it } from 'vitest';
import { LineIndex } from './line-index';

/** An index of `pieces`, built in steps of `budget` characters. */
function indexOf(pieces: readonly string[], budget = 1_000_000): LineIndex {
  const index = new LineIndex();
  for (const piece of pieces) index.append(piece);
  while (!index.indexSome(budget));
  return index;
}

function linesOf(index: LineIndex): string[] {
  return Array.from({ length: index.lineCount }, (_, line) => index.lineText(line));
}

describe('LineIndex', () => {
  it.each([
    [[''], ['']],
    [['abc'], ['abc']],
    [['a\nb'], ['a', 'b']],
    [['a\n'], ['a', '']],
    [['\n\n'], ['', '', '']],
    [
      ['ab', 'c\nd', 'e'],
      ['abc', 'de'],
    ],
    [['a\r\nb\r\n'], ['a', 'b', '']],
    [
      ['a\r', '\nb'],
      ['a', 'b'],
    ],
    [
      ['one\ntw', 'o\n', '\nthree'],
      ['one', 'two', '', 'three'],
    ],
  ])('%j has the lines %j', (pieces, lines) => {
    expect(linesOf(indexOf(pieces))).toEqual(lines);
  });

  it.each([1, 2, 3, 7, 100])('finds the same lines in steps of %d characters', (budget) => {
    const pieces = ['first line\nsecond', ' line\n\nfourth\n', 'fifth'];
    const index = indexOf(pieces, budget);
    expect(linesOf(index)).toEqual(['first line', 'second line', '', 'fourth', 'fifth']);
    expect(index.longestLine).toBe(11);
  });

  it('knows only the lines indexed so far, and takes in pieces appended later', () => {
    const index = new LineIndex();
    index.append('a\nbb\n');
    index.append('ccc\ndddd');
    expect(index.indexSome(2)).toBe(false);
    expect(index.lineCount).toBe(2);
    // The last line known ends where the index does.
    expect(index.indexed).toBe(2);
    expect(index.lineText(1)).toBe('');
    while (!index.indexSome(2));
    expect(index.lineCount).toBe(4);
    index.append('dd\neeeee');
    expect(index.complete).toBe(false);
    expect(index.indexSome(100)).toBe(true);
    expect(linesOf(index)).toEqual(['a', 'bb', 'ccc', 'dddddd', 'eeeee']);
    expect(index.longestLine).toBe(6);
    expect(index.length).toBe(21);
  });

  it.each([
    [0, 0],
    [3, 0],
    [4, 1],
    [5, 1],
    [6, 2],
    [11, 2],
    [99, 2],
  ])('offset %d is on line %d', (offset, line) => {
    expect(indexOf(['abc\nd', '\nefghi']).lineAt(offset)).toBe(line);
  });

  it.each([
    [0, 3, 'abc'],
    [2, 7, 'c\nd\ne'],
    [5, 11, '\nefghi'],
    [4, 4, ''],
  ])('slices %d to %d across pieces', (from, to, text) => {
    expect(indexOf(['abc', '\nd', '\nefghi']).slice(from, to)).toBe(text);
  });

  it('grows past its first thousand lines', () => {
    const text = Array.from({ length: 5000 }, (_, line) => `line ${line}`).join('\n');
    const index = indexOf([text.slice(0, 20_000), text.slice(20_000)], 4096);
    expect(index.lineCount).toBe(5000);
    expect(index.lineText(4321)).toBe('line 4321');
    expect(index.lineAt(index.lineStart(4999))).toBe(4999);
  });
});
