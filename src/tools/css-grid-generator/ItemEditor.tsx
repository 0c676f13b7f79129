import { OptionsBox, SelectField, type Choice, type StateUpdate } from '../../kit';
import { itemUpdate } from '../../kit/GeneratorFields';
import { ItemPicker } from '../../kit/ItemPicker';
import { AUTO_ITEM, DEFAULT_STATE, MAX_ITEMS, MAX_LINE, MAX_TRACKS, type GridItem } from './core';
import { NumberField } from './fields';

type State = typeof DEFAULT_STATE;
type Update = StateUpdate<State>;

const PLACEMENTS: Choice<GridItem['place']>[] = [
  { value: 'auto', label: 'auto (next free cell)' },
  { value: 'area', label: 'a named area' },
  { value: 'lines', label: 'line numbers and spans' },
];

interface ItemEditorProps {
  state: State;
  update: Update;
  selected: number;
  /** The named areas an item may be placed in. */
  names: string[];
}

/** The items: pick one to edit, add or remove, and place the picked one (auto, in an area, or by lines). */
export function ItemEditor({ state, update, selected, names }: ItemEditorProps) {
  const item = state.items[selected];
  const setItem = itemUpdate<'items', GridItem>(update, 'items', selected);
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
      <ItemPicker items={state.items} selected={selected} max={MAX_ITEMS} newItem={AUTO_ITEM} update={update} />
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
              <LineFields item={item} axis="column" setItem={setItem} />
              <LineFields item={item} axis="row" setItem={setItem} />
            </div>
          )}
        </div>
      ) : (
        <p className="text-sm text-gray-700 dark:text-gray-300">No items: add one to place it.</p>
      )}
    </OptionsBox>
  );
}

/** An item's start and end lines on one axis, and its span while the end is left to it (0). */
function LineFields({
  item,
  axis,
  setItem,
}: {
  item: GridItem;
  axis: 'column' | 'row';
  setItem: (patch: Partial<GridItem>) => void;
}) {
  const name = axis === 'column' ? 'Column' : 'Row';
  const start = `${axis}Start` as const;
  const end = `${axis}End` as const;
  const span = `${axis}Span` as const;
  return (
    <div className="flex min-w-0 flex-wrap gap-3">
      <NumberField
        label={`${name} start`}
        min={-MAX_LINE}
        max={MAX_LINE}
        value={item[start]}
        onChange={(value) => setItem({ [start]: Math.round(value) })}
      />
      <NumberField
        label={`${name} end`}
        min={-MAX_LINE}
        max={MAX_LINE}
        value={item[end]}
        onChange={(value) => setItem({ [end]: Math.round(value), [span]: 1 })}
      />
      {item[end] === 0 && (
        <NumberField
          label={`${name} span`}
          min={1}
          max={MAX_TRACKS}
          value={item[span]}
          onChange={(value) => setItem({ [span]: Math.round(value) })}
        />
      )}
    </div>
  );
}
