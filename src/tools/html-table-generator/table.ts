/**
 * The table model the grid editor edits and every export is written from: rectangular rows of cell texts,
 * and each cell's column span. A cell spanning n columns covers the next n − 1 cells of its row; their texts
 * are kept (so narrowing the span brings them back) but shown and exported nowhere.
 */

export interface TableModel {
  cells: string[][];
  /** The column span of each cell, 1 or more; a covered cell's own span means nothing until it is uncovered. */
  spans: number[][];
}

/** A cell as the editor and the exports see it: where it starts and how many columns it takes. */
export interface LaidOutCell {
  row: number;
  column: number;
  span: number;
  text: string;
}

/** The most rows and columns the editor takes: beyond this a grid of inputs is no longer usable. */
export const MAX_ROWS = 500;
export const MAX_COLUMNS = 50;
/** The longest text a cell takes: a paragraph, far past what a table cell shows. */
export const MAX_CELL_LENGTH = 10_000;

export function columnCount(table: TableModel): number {
  return table.cells[0]?.length ?? 0;
}

/** A model with `rows` × `columns` empty cells. */
export function emptyTable(rows: number, columns: number): TableModel {
  return {
    cells: Array.from({ length: rows }, () => Array.from({ length: columns }, () => '')),
    spans: Array.from({ length: rows }, () => Array.from({ length: columns }, () => 1)),
  };
}

/**
 * A well-formed model from rows of any lengths: padded to the widest row with empty cells, spans of 1 where
 * none are given, and each span cut to what is left of its row.
 */
export function normalizeTable(
  cells: readonly (readonly string[])[],
  spans?: readonly (readonly number[])[],
): TableModel {
  // Already well-formed (as after every edit): the same arrays, so rows that did not change keep their
  // identity and the editor re-renders only the row being typed in.
  if (isNormal(cells, spans)) return { cells: cells as string[][], spans: spans as number[][] };
  const rows = cells.length === 0 ? [['']] : cells;
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const normalCells = rows.map((row) => Array.from({ length: columns }, (_, column) => row[column] ?? ''));
  const normalSpans = normalCells.map((row, rowIndex) =>
    row.map((_, column) => {
      const span = spans?.[rowIndex]?.[column];
      return typeof span === 'number' && Number.isInteger(span) && span >= 1 ? Math.min(span, columns - column) : 1;
    }),
  );
  return { cells: normalCells, spans: normalSpans };
}

function isNormal(
  cells: readonly (readonly string[])[],
  spans: readonly (readonly number[])[] | undefined,
): spans is readonly (readonly number[])[] {
  const columns = cells[0]?.length ?? 0;
  if (columns === 0 || spans === undefined || spans.length !== cells.length) return false;
  return cells.every((row, index) => {
    const spansOfRow = spans[index]!;
    return (
      row.length === columns &&
      spansOfRow.length === columns &&
      spansOfRow.every((span, column) => Number.isInteger(span) && span >= 1 && span <= columns - column)
    );
  });
}

/** The cells of a row as shown: each starting cell with its span (cut to the row), covered cells left out. */
export function layoutRow(table: TableModel, row: number): LaidOutCell[] {
  const columns = columnCount(table);
  const laidOut: LaidOutCell[] = [];
  for (let column = 0; column < columns;) {
    const span = Math.max(1, Math.min(table.spans[row]?.[column] ?? 1, columns - column));
    laidOut.push({ row, column, span, text: table.cells[row]![column]! });
    column += span;
  }
  return laidOut;
}

export function hasSpans(table: TableModel): boolean {
  return table.cells.some((_, row) => layoutRow(table, row).some((cell) => cell.span > 1));
}

/** The cell whose span covers `column` in `row` (the cell itself when it is not covered). */
export function spanStart(table: TableModel, row: number, column: number): LaidOutCell | undefined {
  return layoutRow(table, row).find((cell) => cell.column <= column && column < cell.column + cell.span);
}

export function setCell(table: TableModel, row: number, column: number, text: string): TableModel {
  const cells = table.cells.map((cellsOfRow, index) =>
    index === row ? cellsOfRow.map((old, at) => (at === column ? text : old)) : cellsOfRow,
  );
  return { ...table, cells };
}

/** Sets the span of the cell at (row, column), cut to the row's end; the cells it comes to cover keep their text. */
export function setSpan(table: TableModel, row: number, column: number, span: number): TableModel {
  const columns = columnCount(table);
  const clamped = Math.max(1, Math.min(Math.floor(Number.isFinite(span) ? span : 1), columns - column));
  const spans = table.spans.map((spansOfRow, index) =>
    index === row ? spansOfRow.map((old, at) => (at === column ? clamped : old)) : spansOfRow,
  );
  return { ...table, spans };
}

/** Inserts an empty row before row `at` (at = row count appends). */
export function insertRow(table: TableModel, at: number): TableModel {
  if (table.cells.length >= MAX_ROWS) return table;
  const columns = columnCount(table);
  const index = Math.max(0, Math.min(at, table.cells.length));
  return {
    cells: [...table.cells.slice(0, index), Array(columns).fill(''), ...table.cells.slice(index)],
    spans: [...table.spans.slice(0, index), Array(columns).fill(1), ...table.spans.slice(index)],
  };
}

/** Removes row `at`; the last row stays. */
export function removeRow(table: TableModel, at: number): TableModel {
  if (table.cells.length <= 1) return table;
  return {
    cells: table.cells.filter((_, index) => index !== at),
    spans: table.spans.filter((_, index) => index !== at),
  };
}

/**
 * Inserts an empty column before column `at` (at = column count appends). A cell that spans across the
 * place spans the new column too, so a merged heading stays over the columns it was over.
 */
export function insertColumn(table: TableModel, at: number): TableModel {
  const columns = columnCount(table);
  if (columns >= MAX_COLUMNS) return table;
  const index = Math.max(0, Math.min(at, columns));
  const cells = table.cells.map((row) => [...row.slice(0, index), '', ...row.slice(index)]);
  const spans = table.spans.map((spansOfRow, row) => {
    const widened = [...spansOfRow];
    const across = layoutRow(table, row).find((cell) => cell.column < index && index < cell.column + cell.span);
    if (across) widened[across.column] = across.span + 1;
    return [...widened.slice(0, index), 1, ...widened.slice(index)];
  });
  return { cells, spans };
}

/**
 * Removes column `at`; the last column stays. A cell spanning it spans one column fewer; when the removed
 * column is where such a cell starts, the cell (its text and the rest of its span) moves to the next column.
 */
export function removeColumn(table: TableModel, at: number): TableModel {
  const columns = columnCount(table);
  if (columns <= 1 || at < 0 || at >= columns) return table;
  const cells: string[][] = [];
  const spans: number[][] = [];
  table.cells.forEach((row, rowIndex) => {
    const rowCells = [...row];
    const rowSpans = [...table.spans[rowIndex]!];
    const owner = spanStart(table, rowIndex, at)!;
    if (owner.span > 1) {
      if (owner.column === at) {
        rowCells[at + 1] = rowCells[at]!;
        rowSpans[at + 1] = owner.span - 1;
      } else rowSpans[owner.column] = owner.span - 1;
    }
    rowCells.splice(at, 1);
    rowSpans.splice(at, 1);
    cells.push(rowCells);
    spans.push(rowSpans);
  });
  return { cells, spans };
}

/** The texts of the rows as a grid, a covered cell as empty: what CSV and Markdown write. */
export function visibleGrid(table: TableModel): string[][] {
  return table.cells.map((row, rowIndex) => {
    const grid = row.map(() => '');
    for (const cell of layoutRow(table, rowIndex)) grid[cell.column] = cell.text;
    return grid;
  });
}

/** A row's cells as the windowed editor draws them: the cells in the window, and one gap for each run of others. */
export type WindowedPart = { kind: 'cell'; cell: LaidOutCell } | { kind: 'gap'; column: number; span: number };

/** A range of rows or columns, `end` exclusive. */
export interface IndexRange {
  start: number;
  end: number;
}

/**
 * The parts of a laid-out row drawn when the columns of `range` are in view, and the columns of `keep` too:
 * the first and last (so Tab from a row's last cell reaches the next row's first, as in the whole grid) and
 * the focused one. A cell spanning into the window is drawn whole.
 */
export function windowRow(cells: readonly LaidOutCell[], range: IndexRange, keep: readonly number[]): WindowedPart[] {
  const parts: WindowedPart[] = [];
  for (const cell of cells) {
    const end = cell.column + cell.span;
    const shown =
      (cell.column < range.end && end > range.start) || keep.some((column) => column >= cell.column && column < end);
    const last = parts[parts.length - 1];
    if (shown) parts.push({ kind: 'cell', cell });
    else if (last?.kind === 'gap') last.span += cell.span;
    else parts.push({ kind: 'gap', column: cell.column, span: cell.span });
  }
  return parts;
}

/**
 * The rows (or columns) to draw for a view from `offset` to `offset + size` px over `count` items `itemSize`
 * px long: those in view and `overscan` more on each side.
 */
export function windowRange(
  offset: number,
  size: number,
  itemSize: number,
  count: number,
  overscan: number,
): IndexRange {
  const start = Math.min(count, Math.max(0, Math.floor(offset / itemSize) - overscan));
  const end = Math.min(count, Math.ceil((offset + size) / itemSize) + overscan);
  return { start, end: Math.max(start, end) };
}

/** The indices of `range`, with those of `keep` inside 0–count added, in order. */
export function drawnIndices(range: IndexRange, keep: readonly number[], count: number): number[] {
  const drawn = new Set<number>();
  for (let index = range.start; index < range.end; index++) drawn.add(index);
  for (const index of keep) if (index >= 0 && index < count) drawn.add(index);
  return [...drawn].sort((a, b) => a - b);
}
