import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { attempt, Button, OptionsBox, TextField, type StateUpdate } from '../../kit';
import { clearArea, DEFAULT_STATE, drawArea, MAX_AREA_NAME, type CellRange, type NamedArea } from './core';
import { NumberField } from './fields';

type State = typeof DEFAULT_STATE;
type Update = StateUpdate<State>;

/** Colours for the areas in the editor, by the order they are named; light and dark pairs with enough contrast. */
const AREA_TONES = [
  'bg-blue-100 text-blue-950 dark:bg-blue-900 dark:text-blue-50',
  'bg-emerald-100 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50',
  'bg-violet-100 text-violet-950 dark:bg-violet-900 dark:text-violet-50',
  'bg-orange-100 text-orange-950 dark:bg-orange-900 dark:text-orange-50',
  'bg-pink-100 text-pink-950 dark:bg-pink-900 dark:text-pink-50',
  'bg-cyan-100 text-cyan-950 dark:bg-cyan-900 dark:text-cyan-50',
];

const cellKey = (column: number, row: number) => `${column}-${row}`;
const inRange = (range: CellRange, column: number, row: number) =>
  range.column > 0 &&
  column >= Math.min(range.column, range.columnEnd) &&
  column <= Math.max(range.column, range.columnEnd) &&
  row >= Math.min(range.row, range.rowEnd) &&
  row <= Math.max(range.row, range.rowEnd);

/** Puts the focus in the area name field when a drag across cells ends, anywhere on the page. */
function useDragEnd(dragging: RefObject<boolean>, nameField: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const stop = () => {
      if (!dragging.current) return;
      dragging.current = false;
      nameField.current?.querySelector('input')?.focus();
    };
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
    return () => {
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
    };
  }, [dragging, nameField]);
}

/** One cell of the grid: its area's name, picked or not, and what a press, a drag or a key does on it. */
function AreaCell(props: {
  column: number;
  row: number;
  name: string;
  picked: boolean;
  tone: string | undefined;
  focused: boolean;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onPick: (shift: boolean) => void;
}) {
  const { column, row, name, picked } = props;
  return (
    <button
      type="button"
      data-cell={cellKey(column, row)}
      tabIndex={props.focused ? 0 : -1}
      aria-pressed={picked}
      aria-label={`Column ${column}, row ${row}: ${name === '.' ? 'no area' : name}`}
      className={`h-12 min-w-0 truncate rounded border px-1 font-mono text-xs ${props.tone} ${
        picked ? 'border-amber-500 ring-2 ring-amber-500 ring-inset' : 'border-gray-300 dark:border-gray-700'
      }`}
      onPointerDown={props.onPointerDown}
      onPointerEnter={props.onPointerEnter}
      onFocus={props.onFocus}
      onKeyDown={props.onKeyDown}
      onClick={(event) => {
        // Pointer clicks were handled on pointer down; this is Enter or Space.
        if (event.detail === 0) props.onPick(event.shiftKey);
      }}
    >
      {name === '.' ? '·' : name}
    </button>
  );
}

/** The areas named so far, each with where it spans and a button that clears it. */
function NamedAreaList({
  named,
  tones,
  onClear,
}: {
  named: NamedArea[];
  tones: ReadonlyMap<string, string>;
  onClear: (name: string) => void;
}) {
  if (named.length === 0) return null;
  return (
    <ul aria-label="Named areas" className="flex min-w-0 flex-col gap-2">
      {named.map((area) => (
        <li key={area.name} className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
          <span className={`rounded px-2 py-0.5 font-mono ${tones.get(area.name) ?? ''}`}>{area.name}</span>
          <span className="text-gray-700 dark:text-gray-300">
            {`columns ${area.column}–${area.columnEnd}, rows ${area.row}–${area.rowEnd}`}
          </span>
          <Button size="sm" variant="ghost" onClick={() => onClear(area.name)}>
            {`Clear ${area.name}`}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The picked cells as numbers: the same range the grid shows, for a keyboard or a screen reader. */
function RangeFields({
  selection,
  columnCount,
  rowCount,
  onSelect,
}: {
  selection: CellRange;
  columnCount: number;
  rowCount: number;
  onSelect: (range: CellRange) => void;
}) {
  const field = (key: keyof CellRange, label: string, max: number) => (
    <NumberField
      label={label}
      min={1}
      max={max}
      value={selection[key] || 1}
      onChange={(value) =>
        onSelect(
          selection.column === 0
            ? { column: 1, row: 1, columnEnd: 1, rowEnd: 1, [key]: value }
            : { ...selection, [key]: value },
        )
      }
    />
  );
  return (
    <div className="flex min-w-0 flex-wrap items-end gap-3">
      {field('column', 'From column', columnCount)}
      {field('row', 'From row', rowCount)}
      {field('columnEnd', 'To column', columnCount)}
      {field('rowEnd', 'To row', rowCount)}
    </div>
  );
}

/**
 * The grid's cells, to name areas on: drag across cells (or click one, then Shift+click another), or move
 * with the arrow keys and press Enter, then Shift+Enter at the far corner; the fields below do the same.
 */
export function AreaEditor({ state, update, named }: { state: State; update: Update; named: NamedArea[] }) {
  const columnCount = state.columns.length;
  const rowCount = state.rows.length;
  const cells = state.areas.map((row) => (row === '' ? [] : row.split(' ')));
  const { selection } = state;
  const dragging = useRef(false);
  const [focus, setFocus] = useState({ column: 1, row: 1 });
  const [message, setMessage] = useState<string | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const nameField = useRef<HTMLDivElement>(null);
  const tones = new Map(named.map((area, index) => [area.name, AREA_TONES[index % AREA_TONES.length]!]));

  useDragEnd(dragging, nameField);

  if (columnCount === 0 || rowCount === 0) {
    return (
      <OptionsBox legend="Areas (grid-template-areas)">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Add at least one column and one row to draw named areas.
        </p>
      </OptionsBox>
    );
  }

  const select = (range: CellRange) => {
    setMessage(null);
    update({ selection: range });
  };
  const extendTo = (column: number, row: number) =>
    select(
      selection.column > 0
        ? { ...selection, columnEnd: column, rowEnd: row }
        : { column, row, columnEnd: column, rowEnd: row },
    );
  const startAt = (column: number, row: number) => select({ column, row, columnEnd: column, rowEnd: row });

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, column: number, row: number) => {
    if (event.button !== 0) return;
    // A touch captures the pointer to the first cell; released, the cells under the finger get its events.
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    dragging.current = true;
    setFocus({ column, row });
    if (event.shiftKey) extendTo(column, row);
    else startAt(column, row);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, column: number, row: number) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = {
      column: Math.min(columnCount, Math.max(1, column + move[0])),
      row: Math.min(rowCount, Math.max(1, row + move[1])),
    };
    setFocus(next);
    grid.current?.querySelector<HTMLElement>(`[data-cell="${cellKey(next.column, next.row)}"]`)?.focus();
  };

  const nameArea = () => {
    if (selection.column === 0) {
      setMessage('Pick the cells first: drag across them, or give the columns and rows below.');
      return;
    }
    const result = attempt(() => drawArea(state.areas, selection, state.areaName.trim()));
    if (result.error !== undefined) setMessage(result.error);
    else {
      setMessage(null);
      update({ areas: result.value, areaName: '' });
    }
  };

  const focusColumn = Math.min(focus.column, columnCount);
  const focusRow = Math.min(focus.row, rowCount);

  return (
    <OptionsBox legend="Areas (grid-template-areas)" stacked>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Drag across cells (or click one, then Shift+click the far corner), name them, and press Name area. From the
        keyboard: arrow keys move between cells, Enter picks one and Shift+Enter the far corner.
      </p>
      {[...state.columns, ...state.rows].some((each) => each.kind === 'auto-fill' || each.kind === 'auto-fit') && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          An auto-fill or auto-fit repeat counts as one cell here; the browser repeats it as often as it fits, and the
          areas name only the first repeat.
        </p>
      )}
      <div className="max-w-full overflow-x-auto">
        <div
          ref={grid}
          role="group"
          aria-label="Grid cells"
          className="grid w-max min-w-full touch-none gap-1 select-none"
          style={{ gridTemplateColumns: `repeat(${columnCount}, minmax(3rem, 1fr))` }}
        >
          {Array.from({ length: rowCount }, (_, rowIndex) =>
            Array.from({ length: columnCount }, (_, columnIndex) => {
              const column = columnIndex + 1;
              const row = rowIndex + 1;
              const name = cells[rowIndex]?.[columnIndex] ?? '.';
              const picked = inRange(selection, column, row);
              const tone =
                name === '.'
                  ? 'bg-gray-50 text-gray-600 dark:bg-gray-900 dark:text-gray-300'
                  : (tones.get(name) ?? AREA_TONES[0]);
              return (
                <AreaCell
                  key={cellKey(column, row)}
                  column={column}
                  row={row}
                  name={name}
                  picked={picked}
                  tone={tone}
                  focused={column === focusColumn && row === focusRow}
                  onPointerDown={(event) => onPointerDown(event, column, row)}
                  onPointerEnter={() => {
                    if (dragging.current) extendTo(column, row);
                  }}
                  onFocus={() => setFocus({ column, row })}
                  onKeyDown={(event) => onKeyDown(event, column, row)}
                  onPick={(shift) => (shift ? extendTo(column, row) : startAt(column, row))}
                />
              );
            }),
          )}
        </div>
      </div>
      <RangeFields selection={selection} columnCount={columnCount} rowCount={rowCount} onSelect={select} />
      <div ref={nameField} className="flex min-w-0 flex-wrap items-end gap-2">
        <TextField
          label="Area name"
          value={state.areaName}
          // Kept to the length a name may have, as a maxlength would.
          maxLength={MAX_AREA_NAME}
          onChange={(areaName) => update({ areaName })}
          onEnter={nameArea}
          placeholder="header"
        />
        <Button size="sm" onClick={nameArea}>
          Name area
        </Button>
      </div>
      {message !== null && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {message}
        </p>
      )}
      <NamedAreaList named={named} tones={tones} onClear={(name) => update({ areas: clearArea(state.areas, name) })} />
    </OptionsBox>
  );
}
