import { describe, expect, it } from 'vitest';
import { restoreStateReport } from '../../lib/tool-state';
import { DEFAULT_STATE, EXPORT_FORMATS, FORMATS, MAX_IMPORT_LENGTH, readTable, TABLE_BOUNDS } from './core';
import {
  drawnIndices,
  emptyTable,
  layoutRow,
  MAX_CELL_LENGTH,
  MAX_COLUMNS,
  MAX_ROWS,
  windowRange,
  windowRow,
  type TableModel,
} from './table';

const RULES = { choices: { format: FORMATS, exportFormat: EXPORT_FORMATS }, bounds: TABLE_BOUNDS };
const restore = (stored: unknown) => restoreStateReport(stored, DEFAULT_STATE, RULES);

describe('a restored state is held to the editor’s limits', () => {
  it('keeps 500 × 50 of a 2,000 × 200 table, with the notice', () => {
    const { cells, spans } = emptyTable(2000, 200);
    const { state, outOfBounds } = restore({ cells, spans });
    expect(state.cells).toHaveLength(MAX_ROWS);
    expect(state.cells.every((row) => row.length === MAX_COLUMNS)).toBe(true);
    expect(state.spans).toHaveLength(MAX_ROWS);
    expect(state.spans.every((row) => row.length === MAX_COLUMNS)).toBe(true);
    expect(outOfBounds).toEqual(['cells', 'spans']);
  });

  it('empties a cell longer than a cell takes, keeping the rest of its row in place, and clamps spans', () => {
    const { state } = restore({ cells: [['a', 'x'.repeat(MAX_CELL_LENGTH + 1), 'c']], spans: [[0, 1e6, 1.5]] });
    expect(state.cells).toEqual([['a', '', 'c']]);
    expect(state.spans).toEqual([[1, 50, 2]]);
  });

  it.each([
    ['input', 'x'.repeat(MAX_IMPORT_LENGTH + 1), ''],
    ['caption', 'x'.repeat(501), ''],
  ] as const)('restores a %s over its length as the default', (field, value, expected) => {
    expect(restore({ [field]: value }).state[field]).toBe(expected);
  });

  it('keeps a state within the limits as it is, without a notice', () => {
    const { cells, spans } = emptyTable(MAX_ROWS, MAX_COLUMNS);
    const stored = { ...DEFAULT_STATE, cells, spans, caption: 'x'.repeat(500) };
    expect(restore(stored)).toEqual({ state: stored, outOfBounds: [], leftOut: [] });
  });
});

describe('an import is held to the same limits', () => {
  it.each([
    [
      '501 rows',
      Array.from({ length: 501 }, () => 'a').join('\n'),
      'This table has 501 rows; the editor takes up to 500.',
    ],
    [
      '300,000 rows, before counting their columns',
      'a\n'.repeat(300_000),
      'This table has 300,000 rows; the editor takes up to 500.',
    ],
    [
      '51 columns',
      Array.from({ length: 51 }, () => 'a').join(','),
      'This table has 51 columns; the editor takes up to 50.',
    ],
    [
      'a cell of 10,001 characters',
      `a,b\nc,${'x'.repeat(10_001)}`,
      'Row 2, column 2 is 10,001 characters long; a cell here takes up to 10,000.',
    ],
    [
      'a caption of 501 characters',
      `<table><caption>${'x'.repeat(501)}</caption><tr><td>a</td></tr></table>`,
      'The caption is 501 characters long; the caption field takes up to 500.',
    ],
    [
      'a text over the limit',
      'a,b\n'.repeat(250_001),
      'This text is 1,000,004 characters long: the import takes up to 1,000,000.',
    ],
  ])('refuses %s', (_, text, message) => {
    expect(() => readTable(text, 'auto')).toThrow(message);
  });
});

describe('the windowed grid', () => {
  const table: TableModel = {
    cells: [['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
    spans: [[1, 3, 1, 1, 1, 1, 1, 1]],
  };
  const row = layoutRow(table, 0);

  it.each([
    // Columns 4–5 in view: column 0 and the last are kept, and the gaps between are one cell each.
    [{ start: 4, end: 6 }, [0, 7], ['a', 'gap 1+3', 'e', 'f', 'gap 6+1', 'h']],
    // A cell spanning into the view (b covers 1–3) is drawn whole.
    [{ start: 3, end: 4 }, [0, 7], ['a', 'b', 'gap 4+3', 'h']],
    // The focused column is drawn too.
    [{ start: 0, end: 1 }, [0, 7, 5], ['a', 'gap 1+4', 'f', 'gap 6+1', 'h']],
    [{ start: 0, end: 8 }, [], ['a', 'b', 'e', 'f', 'g', 'h']],
  ])('draws %j (and %j)', (range, keep, expected) => {
    const parts = windowRow(row, range, keep).map((part) =>
      part.kind === 'gap' ? `gap ${part.column}+${part.span}` : part.cell.text,
    );
    expect(parts).toEqual(expected);
  });

  it.each([
    [0, 500, 50, 500, 4, { start: 0, end: 14 }],
    [10_000, 500, 50, 500, 4, { start: 196, end: 214 }],
    [24_900, 500, 50, 500, 4, { start: 494, end: 500 }],
    [0, 500, 50, 3, 4, { start: 0, end: 3 }],
  ])('windowRange(%d, %d, %d, %d, %d) is %j', (offset, size, itemSize, count, overscan, expected) => {
    expect(windowRange(offset, size, itemSize, count, overscan)).toEqual(expected);
  });

  it('drawnIndices adds the kept ones in order, inside the count', () => {
    expect(drawnIndices({ start: 5, end: 8 }, [0, 6, 499, 500], 500)).toEqual([0, 5, 6, 7, 499]);
  });
});
