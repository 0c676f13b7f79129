import { Plus, Trash2 } from 'lucide-react';
import { Button, OptionsBox, type Choice, type StateUpdate } from '../../kit';
import {
  DEFAULT_STATE,
  fitAreas,
  MAX_TRACK_SIZE,
  MAX_TRACKS,
  MIN_UNITS,
  NO_SELECTION,
  removeAreaTrack,
  REPEAT_MAX_UNITS,
  SIZE_UNITS,
  track,
  trackListProblem,
  trackOfKind,
  type Axis,
  type Track,
  type TrackKind,
} from './core';
import { NumberField, StackedSelect } from './fields';

type State = typeof DEFAULT_STATE;
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

/** A track list's editor: one row per column (or row), with Add and Remove. */
export function TrackList({ axis, state, update }: { axis: Axis; state: State; update: Update }) {
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
