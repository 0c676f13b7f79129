import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { MAX_PANE_HEIGHT, MIN_PANE_HEIGHT } from './pane-heights';

/** How far an arrow key moves the handle; Page Up and Page Down move four times as far. */
const KEY_STEP = 40;

interface ResizeHandleProps {
  /** The accessible name ("Resize Input"). */
  label: string;
  height: number;
  /** Called as the handle moves; `done` once a drag ends or a key was pressed, when the height is to be kept. */
  onResize: (height: number, done: boolean) => void;
}

/**
 * The bar under an editor that changes its height: dragged with a mouse, finger or pen, or focused and moved
 * with the arrow keys (Home and End for the smallest and largest). A separator with a value, so a screen
 * reader says how tall the editor is.
 */
export function ResizeHandle({ label, height, onResize }: ResizeHandleProps) {
  const drag = useRef<{ startY: number; startHeight: number; last: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { startY: event.clientY, startHeight: height, last: height };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    current.last = current.startHeight + event.clientY - current.startY;
    onResize(current.last, false);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    onResize(current.last, true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next: Record<string, number> = {
      ArrowDown: height + KEY_STEP,
      ArrowUp: height - KEY_STEP,
      PageDown: height + 4 * KEY_STEP,
      PageUp: height - 4 * KEY_STEP,
      Home: MIN_PANE_HEIGHT,
      End: MAX_PANE_HEIGHT,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    onResize(next[event.key]!, true);
  };

  return (
    <div
      role="separator"
      aria-orientation="horizontal"
      aria-label={label}
      aria-valuenow={height}
      aria-valuemin={MIN_PANE_HEIGHT}
      aria-valuemax={MAX_PANE_HEIGHT}
      aria-valuetext={`${height} pixels tall`}
      tabIndex={0}
      title="Drag, or use the arrow keys, to change the height"
      data-resize-handle
      className="group flex h-4 cursor-row-resize touch-none items-center justify-center rounded-md select-none"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
    >
      <span
        className="h-1 w-12 rounded-full bg-gray-300 group-hover:bg-blue-500 group-focus-visible:bg-blue-500 dark:bg-gray-600"
        aria-hidden="true"
      />
    </div>
  );
}
