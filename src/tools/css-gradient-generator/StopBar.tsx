import { useEffect, useMemo, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { SandboxedPreview } from '../../kit/SandboxedPreview';
import { type PreviewContent } from '../../preview/protocol';
import { formatNumber } from '../../lib/css/values';
import { addStop, gradientCss, moveStop, type ColorStop, type GradientControls } from './core';

interface StopBarProps {
  controls: GradientControls;
  onStops: (stops: ColorStop[]) => void;
  /** The stop the keyboard or a drag last moved, whose handle keeps focus as it passes other stops. */
  selected: number;
  onSelect: (index: number) => void;
}

/** A checkerboard behind the bar, so translucent stops show as such. */
const CHECKERBOARD = 'repeating-conic-gradient(#d1d5db 0% 25%, #ffffff 0% 50%) 0 0 / 12px 12px';

/**
 * The stops on a bar that shows the gradient itself, left to right, in the chosen colour space: the bar is a
 * sandboxed preview (the app's page never takes generated CSS), with the handles laid over it. Press on the
 * bar to add a stop there; drag a handle, or focus it and use the arrow keys, to move it; Delete removes it.
 */
export function StopBar({ controls, onStops, selected, onSelect }: StopBarProps) {
  const overlay = useRef<HTMLDivElement>(null);
  const handles = useRef<(HTMLDivElement | null)[]>([]);
  const dragging = useRef<number | null>(null);
  const followFocus = useRef(false);
  const { stops } = controls;

  const content = useMemo<PreviewContent>(() => {
    const bar = gradientCss({
      ...controls,
      kind: 'linear',
      repeating: false,
      linearMode: 'direction',
      direction: 'to right',
    });
    return {
      body: [],
      css: `html { height: 100%; background: ${CHECKERBOARD}; } body { margin: 0; height: 100%; background-image: ${bar}; }`,
    };
  }, [controls]);

  // A handle moved by the keyboard or a drag may now sit at another index: focus follows its stop.
  useEffect(() => {
    if (!followFocus.current) return;
    followFocus.current = false;
    handles.current[selected]?.focus();
  }, [selected, stops]);

  const positionAt = (clientX: number) => {
    const box = overlay.current?.getBoundingClientRect();
    if (!box || box.width === 0) return 0;
    return ((clientX - box.left) / box.width) * 100;
  };

  const move = (index: number, position: number) => {
    const moved = moveStop(stops, index, position);
    onStops(moved.stops);
    onSelect(moved.index);
    return moved.index;
  };

  const pressBar = (event: PointerEvent<HTMLDivElement>) => {
    if (event.target !== overlay.current || event.button !== 0) return;
    const added = addStop(stops, positionAt(event.clientX));
    // Past the most stops the editor takes, a press on the bar adds none.
    if (added.index < 0) return;
    onStops(added.stops);
    onSelect(added.index);
    followFocus.current = true;
  };

  const startDrag = (event: PointerEvent<HTMLDivElement>, index: number) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current = index;
    onSelect(index);
    event.currentTarget.focus();
  };

  const drag = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current === null) return;
    dragging.current = move(dragging.current, positionAt(event.clientX));
    followFocus.current = true;
  };

  const endDrag = () => {
    dragging.current = null;
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const position = stops[index]!.position;
    const step = event.shiftKey ? 10 : 1;
    const targets: Record<string, number> = {
      ArrowLeft: position - step,
      ArrowDown: position - step,
      ArrowRight: position + step,
      ArrowUp: position + step,
      PageDown: position - 10,
      PageUp: position + 10,
      Home: 0,
      End: 100,
    };
    if (event.key in targets) {
      event.preventDefault();
      followFocus.current = true;
      move(index, targets[event.key]!);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && stops.length > 2) {
      event.preventDefault();
      followFocus.current = true;
      onStops(stops.filter((_, other) => other !== index));
      onSelect(Math.max(0, index - 1));
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <div className="relative h-12 w-full">
        <SandboxedPreview
          title="Colour stops bar"
          content={content}
          className="absolute inset-0 h-full w-full rounded-md border border-gray-300 dark:border-gray-700"
        />
        <div ref={overlay} className="absolute inset-0 cursor-copy touch-none" onPointerDown={pressBar}>
          {stops.map((stop, index) => (
            <div
              // Handles are positional: the stop at each index, which the list keeps in order.
              key={index}
              ref={(node) => {
                handles.current[index] = node;
              }}
              role="slider"
              tabIndex={0}
              aria-label={`Stop ${index + 1} on the bar`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={stop.position}
              aria-valuetext={`${formatNumber(stop.position, 1)}%, ${stop.color}`}
              aria-orientation="horizontal"
              className={`absolute top-0 bottom-0 w-4 -translate-x-1/2 cursor-ew-resize touch-none rounded border-2 shadow outline-offset-2 ${
                index === selected ? 'border-blue-600 dark:border-blue-400' : 'border-white dark:border-gray-900'
              }`}
              style={{ left: `${Math.min(100, Math.max(0, stop.position))}%`, backgroundColor: stop.color }}
              onPointerDown={(event) => startDrag(event, index)}
              onPointerMove={drag}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              onFocus={() => onSelect(index)}
              onKeyDown={(event) => keyDown(event, index)}
            />
          ))}
        </div>
      </div>
      <p className="text-sm text-gray-600 dark:text-gray-300">
        Press the bar to add a stop there. Drag a handle, or focus it and use the arrow keys (Shift for 10%), to move
        it; Delete removes it.
      </p>
    </div>
  );
}
