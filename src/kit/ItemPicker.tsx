import { Plus, Trash2 } from 'lucide-react';
import { Button } from './Button';
import type { FieldSpec } from './GeneratorFields';
import type { GeneratorCode } from './GeneratorScreen';
import type { StateUpdate } from './useToolState';

/** A layout generator's state: its items, and which one is being edited. */
interface ItemsState<T> {
  items: T[];
  selected: number;
}

interface ItemPickerProps<T> {
  items: readonly T[];
  /** The item being edited (its index, within the list). */
  selected: number;
  /** The most items the tool makes: Add item is off there. */
  max: number;
  /** What Add item appends. */
  newItem: T;
  update: StateUpdate<ItemsState<T>>;
}

/**
 * A layout generator's items, one button each to pick the one to edit, with Add item (which picks the new
 * one) and Remove item (which picks the one before it).
 */
export function ItemPicker<T>({ items, selected, max, newItem, update }: ItemPickerProps<T>) {
  const has = selected >= 0 && selected < items.length;
  return (
    <div role="group" aria-label="Choose an item to edit" className="flex flex-wrap gap-2">
      {items.map((_, index) => (
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
        disabled={items.length >= max}
        icon={<Plus aria-hidden="true" className="h-4 w-4" />}
        onClick={() => update((current) => ({ items: [...current.items, newItem], selected: current.items.length }))}
      >
        Add item
      </Button>
      <Button
        size="sm"
        variant="danger"
        disabled={!has}
        icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
        onClick={() =>
          update((current) => ({
            items: current.items.filter((_, index) => index !== selected),
            selected: Math.max(0, selected - 1),
          }))
        }
      >
        {has ? `Remove item ${selected + 1}` : 'Remove item'}
      </Button>
    </div>
  );
}

/** A layout generator's code: the container's CSS with its Tailwind classes, the HTML, and the Tailwind HTML. */
export function layoutCode(code: {
  css: string;
  tailwind: string;
  html: string;
  tailwindHtml: string;
}): GeneratorCode[] {
  return [
    {
      title: 'CSS',
      code: code.css,
      tailwind: code.tailwind,
      tailwindNote: 'The container’s classes; each item’s are in the Tailwind HTML.',
    },
    { title: 'HTML', code: code.html },
    { title: 'Tailwind HTML', code: code.tailwindHtml },
  ];
}

/** A layout generator's row and column gaps, in px up to `max`. */
export function gapFields<S extends { rowGap: number; columnGap: number }>(max: number): FieldSpec<S>[] {
  const slider = { min: 0, max, unit: 'px' };
  return [
    { key: 'rowGap', label: 'Row gap', slider },
    { key: 'columnGap', label: 'Column gap', slider },
  ];
}
