import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  ActionBar,
  attempt,
  Button,
  ClearButton,
  ErrorAlert,
  fieldClasses,
  LoadSampleButton,
  OptionsBox,
  SelectField,
  TextField,
  useToolState,
  type Choice,
  type StateUpdate,
} from '../../kit';
import { CodeOutput } from '../../kit/CodeOutput';
import { SandboxedPreview } from '../../kit/SandboxedPreview';
import { SliderField } from '../../kit/SliderField';
import { ImportField } from '../../kit/ImportField';
import { useTextImport } from '../../kit/useTextImport';
import { element, type PreviewContent } from '../../preview/protocol';
import {
  AUTO_ITEM,
  cleanLayout,
  clearArea,
  cssOf,
  DEFAULT_STATE,
  drawArea,
  fitAreas,
  GRID_BOUNDS,
  GRID_NAMES,
  htmlOf,
  importGrid,
  itemLabel,
  layoutOf,
  MAX_AREA_NAME,
  MAX_GAP,
  MAX_ITEMS,
  MAX_LINE,
  MAX_TRACK_SIZE,
  MAX_TRACKS,
  MIN_UNITS,
  namedAreas,
  NO_SELECTION,
  PRESETS,
  removeAreaTrack,
  REPEAT_MAX_UNITS,
  SAMPLE_INPUT,
  SIZE_UNITS,
  tailwindContainer,
  tailwindHtmlOf,
  track,
  trackListProblem,
  trackOfKind,
  type Axis,
  type CellRange,
  type GridItem,
  type NamedArea,
  type Track,
  type TrackKind,
} from './core';

const DEFAULTS = DEFAULT_STATE;
const RULES = { bounds: GRID_BOUNDS, names: GRID_NAMES };

type State = typeof DEFAULTS;
type Update = StateUpdate<State>;

const KIND_CHOICES: Choice<TrackKind>[] = [
  { value: 'size', label: 'size' },
  { value: 'minmax', label: 'minmax()' },
  { value: 'auto-fill', label: 'repeat(auto-fill)' },
  { value: 'auto-fit', label: 'repeat(auto-fit)' },
];
const unitChoices = (units: readonly string[]): Choice<string>[] =>
  units.map((unit) => ({ value: unit, label: unit === 'none' ? 'none (no minmax)' : unit }));
const KEYWORDS: readonly string[] = ['auto', 'min-content', 'max-content', 'none'];
const FIXED_CHOICES = unitChoices(['px', '%', 'rem']);

const PLACEMENTS: Choice<GridItem['place']>[] = [
  { value: 'auto', label: 'auto (next free cell)' },
  { value: 'area', label: 'a named area' },
  { value: 'lines', label: 'line numbers and spans' },
];

/** Colours for the areas in the editor, by the order they are named; light and dark pairs with enough contrast. */
const AREA_TONES = [
  'bg-blue-100 text-blue-950 dark:bg-blue-900 dark:text-blue-50',
  'bg-emerald-100 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50',
  'bg-violet-100 text-violet-950 dark:bg-violet-900 dark:text-violet-50',
  'bg-orange-100 text-orange-950 dark:bg-orange-900 dark:text-orange-50',
  'bg-pink-100 text-pink-950 dark:bg-pink-900 dark:text-pink-50',
  'bg-cyan-100 text-cyan-950 dark:bg-cyan-900 dark:text-cyan-50',
];

/**
 * The preview page around the generated CSS. The container gets no padding or border (an outline instead),
 * and the items no padding and a minimum size of 0, so the tracks resolve as the CSS alone makes them (the
 * browser test compares them with an empty grid's); the labels are centred instead of padded.
 */
const PAGE_CSS = `html, body { margin: 0; height: 100%; }
body { box-sizing: border-box; padding: 14px; background: #f8fafc; color: #0f172a; font: 600 13px/1.3 system-ui, sans-serif; }
.container { box-sizing: border-box; min-height: 100%; outline: 2px dashed #94a3b8; outline-offset: 4px; }
.item { box-sizing: border-box; display: grid; place-content: center; min-width: 0; min-height: 0; overflow: hidden; overflow-wrap: anywhere; text-align: center; border-radius: 6px; background: #2563eb; color: #fff; }
.item > span { padding: 10px 8px; }
.item:nth-child(3n + 2) { background: #7c3aed; }
.item:nth-child(3n) { background: #0f766e; }
`;

export default function CssGridGeneratorView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  const imported = useTextImport(state, update, importGrid);
  const layout = cleanLayout(layoutOf(state));
  const selected = Math.min(state.selected, state.items.length - 1);

  const css = cssOf(layout);
  const areas = useMemo(() => attempt(() => namedAreas(state.areas)), [state.areas]);
  const problem = areas.error ?? trackListProblem(state.columns, 'column') ?? trackListProblem(state.rows, 'row');
  const preview = useMemo<PreviewContent>(
    () => ({
      css: `${PAGE_CSS}\n${css}\n.item-${selected + 1} { outline: 3px solid #f59e0b; outline-offset: 2px; }`,
      body: [
        element(
          'div',
          { class: 'container' },
          state.items.map((item, index) =>
            element('div', { class: `item item-${index + 1}` }, [element('span', {}, [itemLabel(item, index)])]),
          ),
        ),
      ],
    }),
    [css, state.items, selected],
  );

  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_INPUT })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <ImportField
        value={state.input}
        onChange={(input) => update({ input })}
        result={imported}
        errorTitle="Cannot import this CSS"
        placeholder=".page { display: grid; grid-template-columns: 200px 1fr; }"
        hint="Paste a container rule with display: grid (columns, rows, areas, gap) and its items’ rules (.item-2, :nth-child(2), or in order)."
      />

      <ActionBar label="Presets">
        {PRESETS.map((preset) => (
          <Button
            key={preset.id}
            size="sm"
            onClick={() => update({ ...preset.layout, selected: 0, selection: NO_SELECTION })}
          >
            {preset.label}
          </Button>
        ))}
      </ActionBar>

      <SandboxedPreview
        title="Grid preview"
        content={preview}
        className="h-96 w-full rounded-lg border border-gray-200 dark:border-gray-800"
      />

      <TrackList axis="column" state={state} update={update} />
      <TrackList axis="row" state={state} update={update} />

      <OptionsBox legend="Gaps">
        <div className="grid w-full min-w-0 gap-3 sm:grid-cols-2">
          <SliderField
            label="Row gap"
            unit="px"
            min={0}
            max={MAX_GAP}
            value={state.rowGap}
            onChange={(rowGap) => update({ rowGap })}
          />
          <SliderField
            label="Column gap"
            unit="px"
            min={0}
            max={MAX_GAP}
            value={state.columnGap}
            onChange={(columnGap) => update({ columnGap })}
          />
        </div>
      </OptionsBox>

      <AreaEditor state={state} update={update} named={areas.value ?? []} />

      <ItemList
        state={state}
        update={update}
        selected={selected}
        names={(areas.value ?? []).map((area) => area.name)}
      />

      {problem !== null && <ErrorAlert title="This grid is not valid CSS yet">{problem}</ErrorAlert>}
      <CodeOutput
        title="CSS"
        code={css}
        tailwind={tailwindContainer(layout)}
        tailwindNote="The container’s classes; each item’s are in the Tailwind HTML."
      />
      <CodeOutput title="HTML" code={htmlOf(layout)} />
      <CodeOutput title="Tailwind HTML" code={tailwindHtmlOf(layout)} />
    </>
  );
}

/** A labelled number input that commits whole numbers within its range as they are typed. */
function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="number"
        className={`${fieldClasses} w-24`}
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => {
          const number = event.target.valueAsNumber;
          if (Number.isFinite(number)) onChange(Math.min(max, Math.max(min, number)));
        }}
      />
    </div>
  );
}

function TrackList({ axis, state, update }: { axis: Axis; state: State; update: Update }) {
  const key = axis === 'column' ? 'columns' : 'rows';
  const name = axis === 'column' ? 'Column' : 'Row';
  const tracks = state[key];
  const problem = trackListProblem(tracks, axis);

  const setTrack = (index: number, next: Track) =>
    update((current) => ({ [key]: current[key].map((each, at) => (at === index ? next : each)) }));
  const add = () =>
    update((current) => {
      const next = [...current[key], track(1, 'fr')];
      const rows = axis === 'row' ? next.length : current.rows.length;
      const columns = axis === 'column' ? next.length : current.columns.length;
      return { [key]: next, areas: fitAreas(current.areas, rows, columns) };
    });
  const remove = (index: number) =>
    update((current) => ({
      [key]: current[key].filter((_, at) => at !== index),
      areas: removeAreaTrack(current.areas, axis, index),
      selection: NO_SELECTION,
    }));

  return (
    <OptionsBox legend={axis === 'column' ? 'Columns (grid-template-columns)' : 'Rows (grid-template-rows)'} stacked>
      {tracks.length === 0 && (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {axis === 'row'
            ? 'No rows: the grid makes as many auto rows as its items need.'
            : 'No columns: one auto column.'}
        </p>
      )}
      <ol className="flex min-w-0 flex-col gap-3">
        {tracks.map((each, index) => (
          // Tracks have no identity beyond their place, which is what the list shows.
          <li
            key={index}
            className="flex min-w-0 items-end gap-2 border-b border-gray-200 pb-3 last:border-b-0 last:pb-0 dark:border-gray-800"
          >
            <TrackEditor label={`${name} ${index + 1}`} value={each} onChange={(next) => setTrack(index, next)} />
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove ${name.toLowerCase()} ${index + 1}`}
              icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
              onClick={() => remove(index)}
            />
          </li>
        ))}
      </ol>
      <div>
        <Button
          size="sm"
          disabled={tracks.length >= MAX_TRACKS}
          icon={<Plus aria-hidden="true" className="h-4 w-4" />}
          onClick={add}
        >
          {`Add ${name.toLowerCase()}`}
        </Button>
      </div>
      {problem !== null && <p className="text-sm font-medium text-red-700 dark:text-red-300">{problem}</p>}
    </OptionsBox>
  );
}

/** A select with its label stacked over it, for the compact rows of track and line fields. */
function StackedSelect<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} className={fieldClasses} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One track's fields, grouped under the track's name ("Column 2"), each labelled by what it sets. */
function TrackEditor({ label, value, onChange }: { label: string; value: Track; onChange: (next: Track) => void }) {
  const minUnits = value.kind === 'size' ? SIZE_UNITS : value.kind === 'minmax' ? MIN_UNITS : null;
  const set = (patch: Partial<Track>) => {
    const next = { ...value, ...patch };
    // Keywords have no number: keep 0 there, and a number of 1 when a unit is chosen after a keyword.
    if (KEYWORDS.includes(next.unit)) next.amount = 0;
    else if (patch.unit && KEYWORDS.includes(value.unit)) next.amount = next.unit === 'fr' ? 1 : 100;
    if (next.kind === 'size') Object.assign(next, { maxAmount: 0, maxUnit: 'auto' });
    else if (KEYWORDS.includes(next.maxUnit)) next.maxAmount = 0;
    else if (patch.maxUnit && KEYWORDS.includes(value.maxUnit)) next.maxAmount = next.maxUnit === 'fr' ? 1 : 100;
    onChange(next);
  };
  const sized = value.kind === 'size';
  return (
    <fieldset className="flex min-w-0 flex-wrap items-end gap-2">
      <legend className="mb-1 text-sm font-semibold">{label}</legend>
      <StackedSelect
        label="Kind"
        options={KIND_CHOICES}
        value={value.kind}
        onChange={(kind) => onChange(trackOfKind(value, kind))}
      />
      {!KEYWORDS.includes(value.unit) && (
        <NumberField
          label={sized ? 'Size' : 'Minimum'}
          min={0}
          max={MAX_TRACK_SIZE}
          step={0.25}
          value={value.amount}
          onChange={(amount) => set({ amount })}
        />
      )}
      <StackedSelect
        label={sized ? 'Unit' : 'Minimum unit'}
        options={minUnits ? unitChoices(minUnits) : FIXED_CHOICES}
        value={value.unit}
        onChange={(unit) => set({ unit })}
      />
      {!sized && !KEYWORDS.includes(value.maxUnit) && (
        <NumberField
          label="Maximum"
          min={0}
          max={MAX_TRACK_SIZE}
          step={0.25}
          value={value.maxAmount}
          onChange={(maxAmount) => set({ maxAmount })}
        />
      )}
      {!sized && (
        <StackedSelect
          label="Maximum unit"
          options={unitChoices(value.kind === 'minmax' ? SIZE_UNITS : REPEAT_MAX_UNITS)}
          value={value.maxUnit}
          onChange={(maxUnit) => set({ maxUnit })}
        />
      )}
    </fieldset>
  );
}

const cellKey = (column: number, row: number) => `${column}-${row}`;
const inRange = (range: CellRange, column: number, row: number) =>
  range.column > 0 &&
  column >= Math.min(range.column, range.columnEnd) &&
  column <= Math.max(range.column, range.columnEnd) &&
  row >= Math.min(range.row, range.rowEnd) &&
  row <= Math.max(range.row, range.rowEnd);

/**
 * The grid's cells, to name areas on: drag across cells (or click one, then Shift+click another), or move
 * with the arrow keys and press Enter, then Shift+Enter at the far corner; the fields below do the same.
 */
function AreaEditor({ state, update, named }: { state: State; update: Update; named: NamedArea[] }) {
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
  }, []);

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
  const field = (key: keyof CellRange, label: string, max: number) => (
    <NumberField
      label={label}
      min={1}
      max={max}
      value={selection[key] || 1}
      onChange={(value) =>
        select(
          selection.column === 0
            ? { column: 1, row: 1, columnEnd: 1, rowEnd: 1, [key]: value }
            : { ...selection, [key]: value },
        )
      }
    />
  );

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
                <button
                  key={cellKey(column, row)}
                  type="button"
                  data-cell={cellKey(column, row)}
                  tabIndex={column === focusColumn && row === focusRow ? 0 : -1}
                  aria-pressed={picked}
                  aria-label={`Column ${column}, row ${row}: ${name === '.' ? 'no area' : name}`}
                  className={`h-12 min-w-0 truncate rounded border px-1 font-mono text-xs ${tone} ${
                    picked
                      ? 'border-amber-500 ring-2 ring-amber-500 ring-inset'
                      : 'border-gray-300 dark:border-gray-700'
                  }`}
                  onPointerDown={(event) => onPointerDown(event, column, row)}
                  onPointerEnter={() => {
                    if (dragging.current) extendTo(column, row);
                  }}
                  onFocus={() => setFocus({ column, row })}
                  onKeyDown={(event) => onKeyDown(event, column, row)}
                  onClick={(event) => {
                    // Pointer clicks were handled on pointer down; this is Enter or Space.
                    if (event.detail !== 0) return;
                    if (event.shiftKey) extendTo(column, row);
                    else startAt(column, row);
                  }}
                >
                  {name === '.' ? '·' : name}
                </button>
              );
            }),
          )}
        </div>
      </div>
      <div className="flex min-w-0 flex-wrap items-end gap-3">
        {field('column', 'From column', columnCount)}
        {field('row', 'From row', rowCount)}
        {field('columnEnd', 'To column', columnCount)}
        {field('rowEnd', 'To row', rowCount)}
      </div>
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
      {named.length > 0 && (
        <ul aria-label="Named areas" className="flex min-w-0 flex-col gap-2">
          {named.map((area) => (
            <li key={area.name} className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
              <span className={`rounded px-2 py-0.5 font-mono ${tones.get(area.name) ?? ''}`}>{area.name}</span>
              <span className="text-gray-700 dark:text-gray-300">
                {`columns ${area.column}–${area.columnEnd}, rows ${area.row}–${area.rowEnd}`}
              </span>
              <Button size="sm" variant="ghost" onClick={() => update({ areas: clearArea(state.areas, area.name) })}>
                {`Clear ${area.name}`}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </OptionsBox>
  );
}

function ItemList({
  state,
  update,
  selected,
  names,
}: {
  state: State;
  update: Update;
  selected: number;
  names: string[];
}) {
  const item = state.items[selected];
  const setItem = (patch: Partial<GridItem>) =>
    update((current) => ({
      items: current.items.map((each, index) => (index === selected ? { ...each, ...patch } : each)),
    }));
  const setPlace = (place: GridItem['place']) => {
    if (place === 'auto') setItem(AUTO_ITEM);
    else if (place === 'area') setItem({ ...AUTO_ITEM, place, area: names[0] ?? '' });
    else setItem({ ...AUTO_ITEM, place, columnStart: 1 });
  };
  const areaChoices: Choice<string>[] = [...new Set([...(item?.area ? [item.area] : []), ...names])].map((name) => ({
    value: name,
    label: name,
  }));

  return (
    <OptionsBox legend="Items" stacked>
      <div role="group" aria-label="Choose an item to edit" className="flex flex-wrap gap-2">
        {state.items.map((_, index) => (
          <Button
            // Items have no identity beyond their place, which is what the list shows.
            key={index}
            size="sm"
            aria-pressed={index === selected}
            className={index === selected ? 'ring-2 ring-blue-600 dark:ring-blue-400' : ''}
            onClick={() => update({ selected: index })}
          >
            {`Item ${index + 1}`}
          </Button>
        ))}
        <Button
          size="sm"
          disabled={state.items.length >= MAX_ITEMS}
          icon={<Plus aria-hidden="true" className="h-4 w-4" />}
          onClick={() =>
            update((current) => ({ items: [...current.items, AUTO_ITEM], selected: current.items.length }))
          }
        >
          Add item
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={!item}
          icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
          onClick={() =>
            update((current) => ({
              items: current.items.filter((_, index) => index !== selected),
              selected: Math.max(0, selected - 1),
            }))
          }
        >
          {item ? `Remove item ${selected + 1}` : 'Remove item'}
        </Button>
      </div>
      {item ? (
        <div className="flex min-w-0 flex-col gap-3">
          <h3 className="text-sm font-semibold">{`Item ${selected + 1}`}</h3>
          <SelectField label="Placement" options={PLACEMENTS} value={item.place} onChange={setPlace} />
          {item.place === 'area' &&
            (areaChoices.length > 0 ? (
              <SelectField
                label="grid-area"
                options={areaChoices}
                value={item.area || areaChoices[0]!.value}
                onChange={(area) => setItem({ area })}
              />
            ) : (
              <p className="text-sm text-gray-700 dark:text-gray-300">
                Name an area in the cells above to place the item in it.
              </p>
            ))}
          {item.place === 'lines' && (
            <div className="flex min-w-0 flex-col gap-3">
              <p className="text-sm text-gray-700 dark:text-gray-300">
                Lines count from 1 (negative from the end, -1 is the last); 0 leaves the start to the auto-placement and
                the end to the span.
              </p>
              <div className="flex min-w-0 flex-wrap gap-3">
                <NumberField
                  label="Column start"
                  min={-MAX_LINE}
                  max={MAX_LINE}
                  value={item.columnStart}
                  onChange={(columnStart) => setItem({ columnStart: Math.round(columnStart) })}
                />
                <NumberField
                  label="Column end"
                  min={-MAX_LINE}
                  max={MAX_LINE}
                  value={item.columnEnd}
                  onChange={(columnEnd) => setItem({ columnEnd: Math.round(columnEnd), columnSpan: 1 })}
                />
                {item.columnEnd === 0 && (
                  <NumberField
                    label="Column span"
                    min={1}
                    max={MAX_TRACKS}
                    value={item.columnSpan}
                    onChange={(columnSpan) => setItem({ columnSpan: Math.round(columnSpan) })}
                  />
                )}
              </div>
              <div className="flex min-w-0 flex-wrap gap-3">
                <NumberField
                  label="Row start"
                  min={-MAX_LINE}
                  max={MAX_LINE}
                  value={item.rowStart}
                  onChange={(rowStart) => setItem({ rowStart: Math.round(rowStart) })}
                />
                <NumberField
                  label="Row end"
                  min={-MAX_LINE}
                  max={MAX_LINE}
                  value={item.rowEnd}
                  onChange={(rowEnd) => setItem({ rowEnd: Math.round(rowEnd), rowSpan: 1 })}
                />
                {item.rowEnd === 0 && (
                  <NumberField
                    label="Row span"
                    min={1}
                    max={MAX_TRACKS}
                    value={item.rowSpan}
                    onChange={(rowSpan) => setItem({ rowSpan: Math.round(rowSpan) })}
                  />
                )}
              </div>
            </div>
          )}
        </div>
      ) : (
        <p className="text-sm text-gray-700 dark:text-gray-300">No items: add one to place it.</p>
      )}
    </OptionsBox>
  );
}
