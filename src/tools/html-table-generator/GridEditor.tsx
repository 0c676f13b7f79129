import { Columns3, Rows3, Table2 } from 'lucide-react';
import { memo, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button, fieldClasses, Panel } from '../../kit';
import type { TableOptions } from './core';
import {
  columnCount,
  drawnIndices,
  insertColumn,
  insertRow,
  layoutRow,
  MAX_CELL_LENGTH,
  MAX_COLUMNS,
  MAX_ROWS,
  removeColumn,
  removeRow,
  setCell,
  setSpan,
  windowRange,
  windowRow,
  type IndexRange,
  type TableModel,
} from './table';

interface GridEditorProps {
  table: TableModel;
  options: TableOptions;
  edit: (change: (table: TableModel) => TableModel) => void;
}

/** The grid of cell inputs, and the row, column and span actions for the selected cell. */
export function GridEditor({ table, options, edit }: GridEditorProps) {
  const rows = table.cells.length;
  const columns = columnCount(table);
  const [chosen, setChosen] = useState({ row: 0, column: 0 });
  // The selected cell, kept inside the table as rows and columns go, and moved to the start of a span over it.
  const row = Math.min(chosen.row, rows - 1);
  const selected = layoutRow(table, row).find(
    (cell) =>
      cell.column <= Math.min(chosen.column, columns - 1) &&
      Math.min(chosen.column, columns - 1) < cell.column + cell.span,
  )!;
  const spanId = useId();
  const position = `row ${row + 1}, column ${selected.column + 1}`;

  return (
    <Panel title="Table" icon={Table2}>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {rows} {rows === 1 ? 'row' : 'rows'} × {columns} {columns === 1 ? 'column' : 'columns'}. Click a cell to select
        it; the buttons act on its row and column.
      </p>
      <div
        role="group"
        aria-label="Selected cell"
        className="flex min-w-0 flex-col gap-2 rounded-md bg-black/5 p-2 dark:bg-white/5"
      >
        <p className="text-sm font-medium" aria-live="polite">
          Selected: {position}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            icon={<Rows3 className="h-4 w-4" aria-hidden="true" />}
            disabled={rows >= MAX_ROWS}
            onClick={() => edit((current) => insertRow(current, row))}
          >
            Insert row above
          </Button>
          <Button
            size="sm"
            disabled={rows >= MAX_ROWS}
            onClick={() => {
              edit((current) => insertRow(current, row + 1));
              setChosen({ row: row + 1, column: selected.column });
            }}
          >
            Insert row below
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={rows <= 1}
            onClick={() => edit((current) => removeRow(current, row))}
          >
            Delete row
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            icon={<Columns3 className="h-4 w-4" aria-hidden="true" />}
            disabled={columns >= MAX_COLUMNS}
            onClick={() => edit((current) => insertColumn(current, selected.column))}
          >
            Insert column left
          </Button>
          <Button
            size="sm"
            disabled={columns >= MAX_COLUMNS}
            onClick={() => {
              edit((current) => insertColumn(current, selected.column + selected.span));
              setChosen({ row, column: selected.column + selected.span });
            }}
          >
            Insert column right
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={columns <= 1}
            onClick={() => edit((current) => removeColumn(current, selected.column))}
          >
            Delete column
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={spanId} className="text-sm font-medium">
            Column span
          </label>
          <input
            id={spanId}
            type="number"
            min={1}
            max={columns - selected.column}
            step={1}
            value={selected.span}
            onChange={(event) => {
              const span = event.target.valueAsNumber;
              if (Number.isFinite(span)) edit((current) => setSpan(current, row, selected.column, span));
            }}
            className={`${fieldClasses} w-20`}
          />
          <span className="text-sm text-gray-600 dark:text-gray-300">
            A cell spanning n columns covers the next n − 1 cells of its row.
          </span>
        </div>
      </div>
      <CellGrid table={table} options={options} row={row} column={selected.column} onSelect={setChosen} edit={edit} />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={rows >= MAX_ROWS}
          onClick={() => edit((current) => insertRow(current, current.cells.length))}
        >
          Add row
        </Button>
        <Button
          size="sm"
          disabled={columns >= MAX_COLUMNS}
          onClick={() => edit((current) => insertColumn(current, columnCount(current)))}
        >
          Add column
        </Button>
      </div>
    </Panel>
  );
}

/**
 * Past this many cells the grid draws only the cells in view and a margin around them (with the first and
 * last column, and the selected cell, always drawn): a 500 × 50 table is 25,000 inputs, which took 25 s to
 * lay out, and the rest are only space to scroll through.
 */
export const WINDOWED_CELLS = 600;
/** A windowed grid's columns are this wide (px), so where each one is follows from the scroll position. */
const COLUMN_WIDTH = 128;
/** A windowed grid's rows are this tall (px) until one is measured: room for an input and its span note. */
const ROW_HEIGHT = 52;
const OVERSCAN_ROWS = 4;
const OVERSCAN_COLUMNS = 2;

type Edit = (change: (table: TableModel) => TableModel) => void;

interface CellGridProps {
  table: TableModel;
  options: TableOptions;
  /** The selected cell: its row and the column it starts at. */
  row: number;
  column: number;
  onSelect: (cell: { row: number; column: number }) => void;
  edit: Edit;
}

/** The scrolling box of cell inputs: the whole table, or past WINDOWED_CELLS the part in view. */
function CellGrid({ table, options, row, column, onSelect, edit }: CellGridProps) {
  const rows = table.cells.length;
  const columns = columnCount(table);
  const windowed = rows * columns > WINDOWED_CELLS;
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, left: 0, width: 1024, height: 512 });
  const [rowHeight, setRowHeight] = useState(ROW_HEIGHT);

  // The box's size and scroll position, read once a frame at most while it scrolls or resizes.
  useEffect(() => {
    const element = box.current;
    if (!windowed || !element) return undefined;
    let frame = 0;
    const read = () => {
      frame = 0;
      setView({
        top: element.scrollTop,
        left: element.scrollLeft,
        width: element.clientWidth,
        height: element.clientHeight,
      });
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(read);
    };
    read();
    element.addEventListener('scroll', schedule, { passive: true });
    const resized = new ResizeObserver(schedule);
    resized.observe(element);
    return () => {
      element.removeEventListener('scroll', schedule);
      resized.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [windowed]);

  // The rows' real height (borders, fonts), so the space left for the rows not drawn is theirs exactly.
  useLayoutEffect(() => {
    if (!windowed) return;
    const drawn = box.current?.querySelector<HTMLTableRowElement>('tr[data-row]');
    const height = drawn?.getBoundingClientRect().height;
    if (height && Math.abs(height - rowHeight) > 0.5) setRowHeight(height);
  }, [windowed, rowHeight]);

  // A small table draws every row and cell; a big one the window in view, with spacer rows for the rest.
  const rowRange = windowed ? windowRange(view.top, view.height, rowHeight, rows, OVERSCAN_ROWS) : null;
  const columnRange = windowed
    ? windowRange(view.left, view.width, COLUMN_WIDTH, columns, OVERSCAN_COLUMNS)
    : undefined;
  const drawn = rowRange ? drawnIndices(rowRange, [row], rows) : table.cells.map((_, index) => index);
  const body: ReactNode[] = [];
  let next = 0;
  const spacer = (from: number, to: number) =>
    body.push(
      <tr key={`gap-${from}`} aria-hidden="true" style={{ height: (to - from) * rowHeight }}>
        <td colSpan={columns} className="p-0" />
      </tr>,
    );
  for (const rowIndex of drawn) {
    if (rowIndex > next) spacer(next, rowIndex);
    body.push(
      <GridRow
        key={rowIndex}
        row={rowIndex}
        cells={table.cells[rowIndex]!}
        spans={table.spans[rowIndex]!}
        headerRow={options.headerRow && rowIndex === 0}
        headerColumn={options.headerColumn}
        selectedColumn={rowIndex === row ? column : -1}
        onSelect={onSelect}
        edit={edit}
        columnWindow={columnRange}
        keep={windowed ? [0, columns - 1, column] : undefined}
        height={windowed ? ROW_HEIGHT : undefined}
      />,
    );
    next = rowIndex + 1;
  }
  if (next < rows) spacer(next, rows);

  return (
    <div
      ref={box}
      className="max-h-[32rem] max-w-full overflow-auto rounded-md border border-gray-200 dark:border-gray-800"
    >
      <table
        role="presentation"
        className="border-separate border-spacing-0"
        style={windowed ? { tableLayout: 'fixed', width: columns * COLUMN_WIDTH } : undefined}
      >
        {windowed && (
          <colgroup>
            {Array.from({ length: columns }, (_, index) => (
              <col key={index} style={{ width: COLUMN_WIDTH }} />
            ))}
          </colgroup>
        )}
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}

interface GridRowProps {
  row: number;
  cells: string[];
  spans: number[];
  headerRow: boolean;
  headerColumn: boolean;
  /** The selected cell's column when it is in this row; -1 otherwise. */
  selectedColumn: number;
  onSelect: (cell: { row: number; column: number }) => void;
  edit: Edit;
  /** In a windowed grid: the columns in view, the columns always drawn, and the row's height (px). */
  columnWindow?: IndexRange;
  keep?: readonly number[];
  height?: number;
}

/** One row of cell inputs; memoised, so typing in a big table re-renders only the row typed in. */
const GridRow = memo(function GridRow({
  row,
  cells,
  spans,
  headerRow,
  headerColumn,
  selectedColumn,
  onSelect,
  edit,
  columnWindow,
  keep = [],
  height,
}: GridRowProps) {
  const laidOut = layoutRow({ cells: [cells], spans: [spans] }, 0);
  const parts = columnWindow
    ? windowRow(laidOut, columnWindow, keep)
    : laidOut.map((cell) => ({ kind: 'cell' as const, cell }));
  return (
    <tr data-row={row} style={height ? { height } : undefined}>
      {parts.map((part) => {
        if (part.kind === 'gap')
          return <td key={`gap-${part.column}`} colSpan={part.span} aria-hidden="true" className="p-0" />;
        const { cell } = part;
        const header = headerRow || (headerColumn && cell.column === 0);
        const label =
          cell.span > 1
            ? `Row ${row + 1}, columns ${cell.column + 1}–${cell.column + cell.span}`
            : `Row ${row + 1}, column ${cell.column + 1}`;
        return (
          <td
            key={cell.column}
            colSpan={cell.span}
            className={`border-r border-b border-gray-200 p-0.5 align-top dark:border-gray-800 ${header ? 'bg-gray-100 dark:bg-gray-800' : ''}`}
          >
            <input
              type="text"
              aria-label={label}
              value={cell.text}
              maxLength={MAX_CELL_LENGTH}
              spellCheck={false}
              autoComplete="off"
              onFocus={() => onSelect({ row, column: cell.column })}
              onChange={(event) => {
                const text = event.target.value;
                edit((current) => setCell(current, row, cell.column, text));
              }}
              className={`${fieldClasses} w-full ${columnWindow ? '' : 'min-w-28'} ${header ? 'font-semibold' : ''} ${cell.column === selectedColumn ? 'ring-2 ring-blue-600 dark:ring-blue-400' : ''}`}
            />
            {cell.span > 1 && (
              <span className="block px-1 text-xs text-gray-600 dark:text-gray-300">spans {cell.span} columns</span>
            )}
          </td>
        );
      })}
    </tr>
  );
});
