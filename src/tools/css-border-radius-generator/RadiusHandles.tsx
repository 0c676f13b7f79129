import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { StateUpdate } from '../../kit';
import { SliderField } from '../../kit/SliderField';
import {
  CORNER_NAMES,
  CORNERS,
  fromPx,
  setRadius,
  toPx,
  UNIT_RANGE,
  type Axis,
  type Corner,
  DEFAULT_STATE,
} from './core';

type State = typeof DEFAULT_STATE;
type Update = StateUpdate<State>;

const AXIS_NAMES: Record<Axis, string> = { h: 'horizontal', v: 'vertical' };

/** The radius sliders: one set for all corners when linked, one per corner otherwise. */
export function RadiusSliders({ state, update }: { state: State; update: Update }) {
  const { max, step } = UNIT_RANGE[state.unit];
  const corners: { corner: Corner; name: string }[] = state.linked
    ? [{ corner: 'topLeft', name: 'All corners' }]
    : CORNERS.map((corner) => ({ corner, name: CORNER_NAMES[corner] }));
  const axes: Axis[] = state.elliptical ? ['h', 'v'] : ['h'];
  return (
    <div className="grid min-w-0 gap-3 sm:grid-cols-2">
      {corners.map(({ corner, name }) =>
        axes.map((axis) => (
          <SliderField
            key={`${corner}-${axis}`}
            label={state.elliptical ? `${name} ${AXIS_NAMES[axis]}` : name}
            unit={state.unit}
            min={0}
            max={Math.max(max, state.radii[corner][axis])}
            step={step}
            value={state.radii[corner][axis]}
            onChange={(value) => update((current) => ({ radii: setRadius(current, corner, axis, value) }))}
          />
        )),
      )}
    </div>
  );
}

/**
 * Handles laid over the preview frame (app UI, not inside the sandbox), on the box's edges where each radius
 * ends: horizontal radii on the top and bottom edges, vertical ones on the left and right edges. The frame
 * centres the box at its size, and so does this overlay, so the two line up.
 */
export function RadiusHandles({ state, update }: { state: State; update: Update }) {
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = state;
  const axes: Axis[] = state.elliptical ? ['h', 'v'] : ['h'];
  return (
    <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
      <div ref={box} className="relative shrink-0 outline-1 outline-gray-500 outline-dashed" style={{ width, height }}>
        {CORNERS.map((corner) =>
          axes.map((axis) => (
            <RadiusHandle
              key={`${corner}-${axis}`}
              corner={corner}
              axis={axis}
              state={state}
              box={box}
              onChange={(value) => update((current) => ({ radii: setRadius(current, corner, axis, value) }))}
            />
          )),
        )}
      </div>
    </div>
  );
}

interface RadiusHandleProps {
  corner: Corner;
  axis: Axis;
  state: State;
  box: RefObject<HTMLDivElement | null>;
  onChange: (value: number) => void;
}

function RadiusHandle({ corner, axis, state, box, onChange }: RadiusHandleProps) {
  const { width, height, unit } = state;
  const value = state.radii[corner][axis];
  const { max, step } = UNIT_RANGE[unit];
  const size = { width, height };
  const right = corner === 'topRight' || corner === 'bottomRight';
  const bottom = corner === 'bottomLeft' || corner === 'bottomRight';
  const along = Math.min(toPx(value, unit, axis, size), axis === 'h' ? width : height);
  const left = axis === 'h' ? (right ? width - along : along) : right ? width : 0;
  const top = axis === 'v' ? (bottom ? height - along : along) : bottom ? height : 0;
  // Handles that could meet (top-left's and top-right's on the top edge when their radii add up to the
  // width) sit on opposite sides of the edge: the left corners' horizontal handles and the top corners'
  // vertical ones just outside the box, the others just inside.
  const outside = axis === 'h' ? !right : !bottom;
  const across =
    axis === 'h'
      ? `-translate-x-1/2 ${outside === bottom ? 'translate-y-0' : '-translate-y-full'}`
      : `-translate-y-1/2 ${outside === right ? 'translate-x-0' : '-translate-x-full'}`;
  const name = state.elliptical
    ? `${CORNER_NAMES[corner]} ${AXIS_NAMES[axis]} radius`
    : `${CORNER_NAMES[corner]} radius`;

  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect) return;
    const distance =
      axis === 'h'
        ? right
          ? rect.right - event.clientX
          : event.clientX - rect.left
        : bottom
          ? rect.bottom - event.clientY
          : event.clientY - rect.top;
    const limit = axis === 'h' ? rect.width : rect.height;
    onChange(fromPx(Math.min(limit, Math.max(0, distance)), unit, axis, size));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const changes: Record<string, number> = {
      ArrowRight: value + step,
      ArrowUp: value + step,
      ArrowLeft: value - step,
      ArrowDown: value - step,
      PageUp: value + step * 10,
      PageDown: value - step * 10,
      Home: 0,
      End: max,
    };
    const next = changes[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(Math.max(0, next));
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={name}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={Math.max(max, value)}
      aria-valuetext={`${value}${unit}`}
      aria-orientation={axis === 'h' ? 'horizontal' : 'vertical'}
      title={name}
      data-corner={corner}
      data-axis={axis}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        event.currentTarget.focus();
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) fromPointer(event);
      }}
      className={`pointer-events-auto absolute h-4 w-4 ${across} cursor-grab touch-none border-2 border-white bg-blue-600 shadow focus-visible:ring-4 focus-visible:ring-amber-400 focus-visible:outline-none active:cursor-grabbing ${
        axis === 'h' ? 'rounded-full' : 'rounded-sm bg-pink-600'
      }`}
      style={{ left, top }}
    />
  );
}
