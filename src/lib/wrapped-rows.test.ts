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

describe('WrappedRows', () => {
  const lengths = [0, 25, 10, 3, 41];
  const rows = (columns: number, count = lengths.length) => {
    const wrapped = new WrappedRows();
    wrapped.update(count, (line) => lengths[line]!, columns);
    return wrapped;
  };

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
    const growing = [5, 5];
    const wrapped = new WrappedRows();
    wrapped.update(2, (line) => growing[line]!, 10);
    expect(wrapped.totalRows).toBe(2);
    growing[1] = 25;
    growing.push(30);
    wrapped.update(3, (line) => growing[line]!, 10);
    expect(wrapped.totalRows).toBe(1 + 3 + 3);
    wrapped.update(3, (line) => growing[line]!, 5);
    expect(wrapped.totalRows).toBe(1 + 5 + 6);
  });

  it('grows past its first thousand lines', () => {
    const wrapped = new WrappedRows();
    wrapped.update(3000, () => 15, 10);
    expect(wrapped.totalRows).toBe(6000);
    expect(wrapped.lineAtRow(4001)).toBe(2000);
  });
});
