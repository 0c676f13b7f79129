import type { ReactNode } from 'react';

const TONES = {
  pressed: 'bg-blue-600 text-white hover:bg-blue-700',
  marked:
    'bg-green-100 text-green-900 hover:bg-green-200 dark:bg-green-950 dark:text-green-100 dark:hover:bg-green-900',
  plain: 'hover:bg-gray-100 dark:hover:bg-gray-800',
} as const;

interface ToggleCellProps {
  pressed: boolean;
  /** Set apart without being pressed (a working hour). */
  marked?: boolean;
  /** The accessible name: the cell's text is often too short to say what it is. */
  label: string;
  /** Ringed as the current date. */
  current?: boolean;
  onPress: () => void;
  /** Size and print rules of the grid it sits in. */
  className?: string;
  children: ReactNode;
}

/** A cell of a grid of times or days that the user picks: a toggle button, its state heard and seen. */
export function ToggleCell({
  pressed,
  marked = false,
  label,
  current = false,
  onPress,
  className = '',
  children,
}: ToggleCellProps) {
  const tone = TONES[pressed ? 'pressed' : marked ? 'marked' : 'plain'];
  const ring = current ? 'font-bold ring-2 ring-blue-600 ring-inset dark:ring-blue-400' : '';
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-current={current ? 'date' : undefined}
      aria-label={label}
      onClick={onPress}
      className={`rounded tabular-nums focus-visible:outline-2 focus-visible:outline-blue-600 ${tone} ${ring} ${className}`}
    >
      {children}
    </button>
  );
}
