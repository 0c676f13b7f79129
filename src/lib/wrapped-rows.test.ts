import { describe, expect, it } from 'vitest';
import { rowsOfLength, WrappedRows } from './wrapped-rows';

describe('rowsOfLength', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [35, 10, 4],
    [5, 0, 5],
  ])('%d characters at %d columns take %d rows', (length, columns, rows) => {
    expect(rowsOfLength(length, columns)).toBe(rows);
  });
});

/** The line starts and end of a text whose lines are `lengths` long, as LineIndex gives them. */
function startsOf(lengths: readonly number[]): { starts: Uint32Array; end: number } {
  const starts = new Uint32Array(lengths.length);
  for (let line = 1; line < lengths.length; line += 1) starts[line] = starts[line - 1]! + lengths[line - 1]! + 1;
  return { starts, end: starts[lengths.length - 1]! + lengths[lengths.length - 1]! };
}

function wrappedRows(lengths: readonly number[], columns: number, into = new WrappedRows()): WrappedRows {
  const { starts, end } = startsOf(lengths);
  into.update(starts, end, columns);
  return into;
}

describe('WrappedRows', () => {
  const lengths = [0, 25, 10, 3, 41];
  const rows = (columns: number) => wrappedRows(lengths, columns);

  it.each([
    // columns, start row of each line, total rows
    [10, [0, 1, 4, 5, 6], 11],
    [100, [0, 1, 2, 3, 4], 5],
    [5, [0, 1, 6, 8, 9], 18],
  ])('at %d columns, lines start at rows %j of %d', (columns, starts, total) => {
    const wrapped = rows(columns);
    expect(lengths.map((_, line) => wrapped.rowOf(line))).toEqual(starts);
    expect(wrapped.totalRows).toBe(total);
  });

  it.each([
    [0, 0],
    [1, 1],
    [3, 1],
    [4, 2],
    [5, 3],
    [6, 4],
    [10, 4],
    [500, 4],
  ])('row %d is in line %d at 10 columns', (row, line) => {
    expect(rows(10).lineAtRow(row)).toBe(line);
  });

  it('counts the last line again as it grows, and every line when the columns change', () => {
    const wrapped = wrappedRows([5, 5], 10);
    expect(wrapped.totalRows).toBe(2);
    wrappedRows([5, 25, 30], 10, wrapped);
    expect(wrapped.totalRows).toBe(1 + 3 + 3);
    wrappedRows([5, 25, 30], 5, wrapped);
    expect(wrapped.totalRows).toBe(1 + 5 + 6);
  });

  it('grows past its first thousand lines', () => {
    const wrapped = wrappedRows(new Array<number>(3000).fill(15), 10);
    expect(wrapped.totalRows).toBe(6000);
    expect(wrapped.lineAtRow(4001)).toBe(2000);
  });
});
