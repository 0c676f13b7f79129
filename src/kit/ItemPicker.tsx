import { Plus, Trash2 } from 'lucide-react';
import { Button } from './Button';

interface ItemPickerProps {
  count: number;
  /** The item being edited (its index). */
  selected: number;
  /** The most items the tool makes: Add item is off there. */
  max: number;
  onSelect: (index: number) => void;
  onAdd: () => void;
  onRemove: () => void;
}

/** A layout generator's items, one button each to pick the one to edit, with Add item and Remove item. */
export function ItemPicker({ count, selected, max, onSelect, onAdd, onRemove }: ItemPickerProps) {
  const has = selected >= 0 && selected < count;
  return (
    <div role="group" aria-label="Choose an item to edit" className="flex flex-wrap gap-2">
      {Array.from({ length: count }, (_, index) => (
        <Button
          // Items have no identity beyond their place, which is what the list shows.
          key={index}
          size="sm"
          aria-pressed={index === selected}
          className={index === selected ? 'ring-2 ring-blue-600 dark:ring-blue-400' : ''}
          onClick={() => onSelect(index)}
        >
          {`Item ${index + 1}`}
        </Button>
      ))}
      <Button size="sm" disabled={count >= max} icon={<Plus aria-hidden="true" className="h-4 w-4" />} onClick={onAdd}>
        Add item
      </Button>
      <Button
        size="sm"
        variant="danger"
        disabled={!has}
        icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
        onClick={onRemove}
      >
        {has ? `Remove item ${selected + 1}` : 'Remove item'}
      </Button>
    </div>
  );
}
