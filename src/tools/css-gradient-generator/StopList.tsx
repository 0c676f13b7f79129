import { AddRow, RemoveButton } from '../../kit/ListActions';
import { ColorField } from '../../kit/ColorField';
import { SliderField } from '../../kit/SliderField';
import { addStop, MAX_STOPS, moveStop, POSITION_RANGE, type ColorStop } from './core';

interface StopListProps {
  stops: readonly ColorStop[];
  onStops: (stops: ColorStop[]) => void;
  /** The stop the bar marks as chosen: it follows a stop that is moved or added. */
  onSelect: (index: number) => void;
}

/** The colour stops, one row each (colour, position, Remove), with Add stop under them. */
export function StopList({ stops, onStops, onSelect }: StopListProps) {
  return (
    <>
      <ol className="flex flex-col gap-3">
        {stops.map((stop, index) => (
          // Rows are positional, like the handles: the list is kept in order of position.
          <li
            key={index}
            className="flex flex-col gap-2 rounded-md border border-gray-200 p-2 sm:flex-row sm:items-end dark:border-gray-800"
          >
            <ColorField
              label={`Stop ${index + 1} colour`}
              value={stop.color}
              onChange={(color) => onStops(stops.map((other, at) => (at === index ? { ...other, color } : other)))}
            />
            <div className="min-w-0 flex-1">
              <SliderField
                label={`Stop ${index + 1} position`}
                value={stop.position}
                onChange={(position) => {
                  const moved = moveStop(stops, index, position);
                  onStops(moved.stops);
                  onSelect(moved.index);
                }}
                {...POSITION_RANGE}
                step={0.1}
                unit="%"
              />
            </div>
            <RemoveButton
              label={`Remove stop ${index + 1}`}
              disabled={stops.length <= 2}
              onClick={() => onStops(stops.filter((_, other) => other !== index))}
            />
          </li>
        ))}
      </ol>
      <AddRow
        label="Add stop"
        count={stops.length}
        max={MAX_STOPS}
        plural="stops"
        onAdd={() => {
          const added = addStop(stops);
          onStops(added.stops);
          onSelect(added.index);
        }}
      />
    </>
  );
}
