import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  columnCount,
  emptyTable,
  insertColumn,
  insertRow,
  layoutRow,
  normalizeTable,
  removeColumn,
  removeRow,
  setCell,
  setSpan,
  visibleGrid,
  type TableModel,
} from './table';

/** A one-row table from "a b c" texts with spans. */
const row = (cells: string[], spans: number[]): TableModel => ({ cells: [cells], spans: [spans] });

describe('normalizeTable', () => {
  it.each([
    {
      cells: [['a'], ['b', 'c']],
      expected: [
        ['a', ''],
        ['b', 'c'],
      ],
    },
    { cells: [], expected: [['']] },
    { cells: [['a', 'b', 'c']], expected: [['a', 'b', 'c']] },
  ])('pads $cells to a rectangle', ({ cells, expected }) => {
    expect(normalizeTable(cells).cells).toEqual(expected);
  });

  it('gives a well-formed table back with the same rows, so unchanged rows keep their identity', () => {
    const table = normalizeTable([['a', 'b']], [[2, 1]]);
    const again = normalizeTable(table.cells, table.spans);
    expect(again.cells).toBe(table.cells);
    expect(again.spans).toBe(table.spans);
  });

  it('cuts a span to the end of its row and replaces spans that are not whole numbers ≥ 1', () => {
    expect(normalizeTable([['a', 'b', 'c']], [[1, 5, 0.5]]).spans).toEqual([[1, 2, 1]]);
  });
});

describe('layoutRow', () => {
  it.each([
    {
      spans: [1, 1, 1, 1],
      expected: [
        [0, 1],
        [1, 1],
        [2, 1],
        [3, 1],
      ],
    },
    {
      spans: [2, 9, 1, 1],
      expected: [
        [0, 2],
        [2, 1],
        [3, 1],
      ],
    },
    {
      spans: [1, 3, 1, 1],
      expected: [
        [0, 1],
        [1, 3],
      ],
    },
    { spans: [4, 1, 1, 1], expected: [[0, 4]] },
  ])('lays out spans $spans', ({ spans, expected }) => {
    const laidOut = layoutRow(row(['a', 'b', 'c', 'd'], spans), 0);
    expect(laidOut.map((cell) => [cell.column, cell.span])).toEqual(expected);
  });
});

describe('editing', () => {
  const table = normalizeTable([
    ['a', 'b', 'c'],
    ['d', 'e', 'f'],
  ]);

  it.each([
    {
      at: 0,
      expected: [
        ['', '', ''],
        ['a', 'b', 'c'],
        ['d', 'e', 'f'],
      ],
    },
    {
      at: 1,
      expected: [
        ['a', 'b', 'c'],
        ['', '', ''],
        ['d', 'e', 'f'],
      ],
    },
    {
      at: 2,
      expected: [
        ['a', 'b', 'c'],
        ['d', 'e', 'f'],
        ['', '', ''],
      ],
    },
  ])('inserts a row at $at', ({ at, expected }) => {
    expect(insertRow(table, at).cells).toEqual(expected);
  });

  it.each([
    {
      at: 0,
      expected: [
        ['', 'a', 'b', 'c'],
        ['', 'd', 'e', 'f'],
      ],
    },
    {
      at: 3,
      expected: [
        ['a', 'b', 'c', ''],
        ['d', 'e', 'f', ''],
      ],
    },
  ])('inserts a column at $at', ({ at, expected }) => {
    expect(insertColumn(table, at).cells).toEqual(expected);
  });

  it('removes rows and columns but keeps the last one', () => {
    expect(removeRow(table, 0).cells).toEqual([['d', 'e', 'f']]);
    expect(removeColumn(table, 1).cells).toEqual([
      ['a', 'c'],
      ['d', 'f'],
    ]);
    expect(removeRow(emptyTable(1, 2), 0)).toEqual(emptyTable(1, 2));
    expect(removeColumn(emptyTable(2, 1), 0)).toEqual(emptyTable(2, 1));
  });

  it('sets a cell and a span (cut to the row)', () => {
    expect(setCell(table, 1, 2, 'x').cells[1]).toEqual(['d', 'e', 'x']);
    expect(setSpan(table, 0, 1, 9).spans[0]).toEqual([1, 2, 1]);
    expect(setSpan(table, 0, 1, 0).spans[0]).toEqual([1, 1, 1]);
  });

  it('widens a span a column is inserted into, and narrows one a column is removed from', () => {
    const spanned = row(['wide', 'hidden', 'c'], [2, 1, 1]);
    expect(insertColumn(spanned, 1)).toEqual(row(['wide', '', 'hidden', 'c'], [3, 1, 1, 1]));
    // At the span's edges the new column is outside it.
    expect(insertColumn(spanned, 2)).toEqual(row(['wide', 'hidden', '', 'c'], [2, 1, 1, 1]));
    expect(removeColumn(spanned, 1)).toEqual(row(['wide', 'c'], [1, 1]));
    // Removing the column a span starts in moves the cell to the next column.
    expect(removeColumn(row(['wide', 'hidden', 'x', 'c'], [3, 1, 1, 1]), 0)).toEqual(
      row(['wide', 'x', 'c'], [2, 1, 1]),
    );
  });

  it('writes covered cells as empty in the visible grid', () => {
    expect(visibleGrid(row(['wide', 'hidden', 'c'], [2, 1, 1]))).toEqual([['wide', '', 'c']]);
  });

  it('keeps every edit rectangular, with spans inside the row', () => {
    const edit = fc.oneof(
      fc.record({ kind: fc.constant('insertRow' as const), at: fc.nat(6) }),
      fc.record({ kind: fc.constant('removeRow' as const), at: fc.nat(6) }),
      fc.record({ kind: fc.constant('insertColumn' as const), at: fc.nat(6) }),
      fc.record({ kind: fc.constant('removeColumn' as const), at: fc.nat(6) }),
      fc.record({
        kind: fc.constant('span' as const),
        row: fc.nat(6),
        column: fc.nat(6),
        span: fc.integer({ min: 1, max: 6 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 20 }), (edits) => {
        let current = emptyTable(3, 3);
        for (const change of edits) {
          if (change.kind === 'insertRow') current = insertRow(current, change.at);
          else if (change.kind === 'removeRow') current = removeRow(current, change.at);
          else if (change.kind === 'insertColumn') current = insertColumn(current, change.at);
          else if (change.kind === 'removeColumn') current = removeColumn(current, change.at);
          else if (change.row < current.cells.length && change.column < columnCount(current)) {
            current = setSpan(current, change.row, change.column, change.span);
          }
        }
        const columns = columnCount(current);
        expect(columns).toBeGreaterThanOrEqual(1);
        expect(current.cells.length).toBeGreaterThanOrEqual(1);
        current.cells.forEach((cells, index) => {
          expect(cells).toHaveLength(columns);
          expect(current.spans[index]).toHaveLength(columns);
          const covered = layoutRow(current, index).reduce((total, cell) => total + cell.span, 0);
          expect(covered).toBe(columns);
        });
      }),
    );
  });
});
