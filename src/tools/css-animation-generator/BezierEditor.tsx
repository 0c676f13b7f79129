import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { SliderField } from '../../kit/SliderField';
import { formatNumber } from '../../lib/css/values';
import { BEZIER_X_RANGE, BEZIER_Y_RANGE } from './core';

export interface BezierPoints {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

interface BezierEditorProps {
  points: BezierPoints;
  onChange: (points: Partial<BezierPoints>) => void;
}

/** The graph shows time 0–1 across and progress from -0.5 to 1.5 up, so overshooting curves fit. */
const SIZE = 200;
const PAD = 12;
const Y_MIN = -0.5;
const Y_MAX = 1.5;

const toX = (x: number) => PAD + x * SIZE;
const toY = (y: number) => PAD + ((Y_MAX - Math.min(Y_MAX, Math.max(Y_MIN, y))) / (Y_MAX - Y_MIN)) * SIZE;
const hundredth = (value: number) => Math.round(value * 100) / 100;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A cubic-bezier() editor: the curve with its two control points, each dragged with the pointer or moved
 * with the arrow keys (left/right for time, up/down for progress; Shift for steps of 0.1), and the four
 * numbers as fields.
 */
export function BezierEditor({ points, onChange }: BezierEditorProps) {
  const svg = useRef<SVGSVGElement>(null);
  const dragging = useRef<1 | 2 | null>(null);
  const [focused, setFocused] = useState<1 | 2 | null>(null);

  const set = (which: 1 | 2, x: number, y: number) => {
    const point = {
      x: hundredth(clamp(x, BEZIER_X_RANGE.min, BEZIER_X_RANGE.max)),
      y: hundredth(clamp(y, BEZIER_Y_RANGE.min, BEZIER_Y_RANGE.max)),
    };
    onChange(which === 1 ? { x1: point.x, y1: point.y } : { x2: point.x, y2: point.y });
  };

  const fromPointer = (event: PointerEvent<SVGElement>) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0) return null;
    const scale = (SIZE + 2 * PAD) / box.width;
    const x = ((event.clientX - box.left) * scale - PAD) / SIZE;
    const y = Y_MAX - (((event.clientY - box.top) * scale - PAD) / SIZE) * (Y_MAX - Y_MIN);
    return { x, y };
  };

  const handle = (which: 1 | 2) => {
    const x = which === 1 ? points.x1 : points.x2;
    const y = which === 1 ? points.y1 : points.y2;
    const keyDown = (event: KeyboardEvent<SVGCircleElement>) => {
      const step = event.shiftKey ? 0.1 : 0.01;
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
        ArrowUp: [0, step],
        ArrowDown: [0, -step],
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      set(which, x + move[0], y + move[1]);
    };
    return (
      <g key={which}>
        {focused === which ? (
          <circle cx={toX(x)} cy={toY(y)} r={13} className="fill-none stroke-blue-600 stroke-2 dark:stroke-blue-400" />
        ) : null}
        <circle
          cx={toX(x)}
          cy={toY(y)}
          r={8}
          role="slider"
          tabIndex={0}
          aria-label={`Control point ${which}`}
          aria-valuemin={0}
          aria-valuemax={1}
          aria-valuenow={x}
          aria-valuetext={`time ${formatNumber(x, 2)}, progress ${formatNumber(y, 2)}`}
          className={`cursor-grab touch-none outline-none ${which === 1 ? 'fill-pink-600' : 'fill-blue-600'} stroke-white stroke-2 dark:stroke-gray-900`}
          onFocus={() => setFocused(which)}
          onBlur={() => setFocused(null)}
          onKeyDown={keyDown}
          onPointerDown={(event) => {
            if (event.button !== 0) return;
            event.preventDefault();
            event.currentTarget.setPointerCapture(event.pointerId);
            event.currentTarget.focus();
            dragging.current = which;
          }}
          onPointerMove={(event) => {
            if (dragging.current !== which) return;
            const at = fromPointer(event);
            // A drag stays within the graph; the number fields reach further.
            if (at) set(which, at.x, clamp(at.y, Y_MIN, Y_MAX));
          }}
          onPointerUp={() => (dragging.current = null)}
          onPointerCancel={() => (dragging.current = null)}
        />
      </g>
    );
  };

  const full = SIZE + 2 * PAD;
  const curve = `M ${toX(0)} ${toY(0)} C ${toX(points.x1)} ${toY(points.y1)}, ${toX(points.x2)} ${toY(points.y2)}, ${toX(1)} ${toY(1)}`;

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <svg
        ref={svg}
        viewBox={`0 0 ${full} ${full}`}
        className="w-full max-w-56 shrink-0 rounded-md border border-gray-300 bg-white text-gray-400 dark:border-gray-700 dark:bg-gray-950 dark:text-gray-600"
        aria-label="Timing curve: drag the two control points, or focus one and use the arrow keys"
        role="group"
      >
        <rect
          x={toX(0)}
          y={toY(1)}
          width={SIZE}
          height={toY(0) - toY(1)}
          className="fill-gray-100 dark:fill-gray-900"
        />
        <line x1={toX(0)} y1={toY(0)} x2={toX(1)} y2={toY(1)} stroke="currentColor" strokeDasharray="4 4" />
        <line
          x1={toX(0)}
          y1={toY(0)}
          x2={toX(points.x1)}
          y2={toY(points.y1)}
          className="stroke-pink-600"
          strokeWidth={1.5}
        />
        <line
          x1={toX(1)}
          y1={toY(1)}
          x2={toX(points.x2)}
          y2={toY(points.y2)}
          className="stroke-blue-600"
          strokeWidth={1.5}
        />
        <path d={curve} fill="none" strokeWidth={3} className="stroke-gray-900 dark:stroke-gray-100" />
        {handle(1)}
        {handle(2)}
      </svg>
      <div className="grid min-w-0 flex-1 grid-cols-1 gap-3 sm:grid-cols-2">
        <SliderField
          label="X1 (time)"
          value={points.x1}
          onChange={(x1) => onChange({ x1 })}
          {...BEZIER_X_RANGE}
          step={0.01}
        />
        <SliderField
          label="Y1 (progress)"
          value={points.y1}
          onChange={(y1) => onChange({ y1 })}
          {...BEZIER_Y_RANGE}
          step={0.01}
        />
        <SliderField
          label="X2 (time)"
          value={points.x2}
          onChange={(x2) => onChange({ x2 })}
          {...BEZIER_X_RANGE}
          step={0.01}
        />
        <SliderField
          label="Y2 (progress)"
          value={points.y2}
          onChange={(y2) => onChange({ y2 })}
          {...BEZIER_Y_RANGE}
          step={0.01}
        />
      </div>
    </div>
  );
}
