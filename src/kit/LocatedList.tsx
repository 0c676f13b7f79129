import type { ReactNode } from 'react';

interface LocatedListProps<T> {
  /** The list's accessible name ("Headings", "Matching nodes"). */
  label: string;
  items: readonly T[];
  /** Takes the cursor to the item's place in the editor. */
  onSelect: (item: T) => void;
  render: (item: T) => ReactNode;
  /** How many steps the item is indented (a heading's level). */
  indent?: (item: T) => number;
  /** An item with no place in the source cannot be selected. */
  disabled?: (item: T) => boolean;
  /** Its parts on one line (the default), or stacked (a path over a value). */
  stacked?: boolean;
  className?: string;
}

const BUTTON =
  'flex w-full min-w-0 gap-1 rounded-md border border-transparent px-2 py-1 text-left hover:border-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:cursor-default dark:hover:border-gray-600 dark:hover:bg-gray-800';

/**
 * The things a checker found in the source (headings, matches, nodes), in order, each a button that takes
 * the cursor to its place.
 */
export function LocatedList<T>({
  label,
  items,
  onSelect,
  render,
  indent,
  disabled,
  stacked = false,
  className = '',
}: LocatedListProps<T>) {
  return (
    <ol className={`flex flex-col gap-1 text-sm ${className}`} aria-label={label}>
      {items.map((item, index) => (
        <li key={index} style={indent ? { paddingLeft: `${indent(item)}rem` } : undefined}>
          <button
            type="button"
            onClick={() => onSelect(item)}
            disabled={disabled?.(item) ?? false}
            className={`${BUTTON} ${stacked ? 'flex-col items-start' : 'items-baseline gap-2'}`}
          >
            {render(item)}
          </button>
        </li>
      ))}
    </ol>
  );
}
