import { useMemo, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import {
  ActionBar,
  Button,
  CheckboxField,
  ChoiceGroup,
  ClearButton,
  LoadSampleButton,
  OptionsBox,
  useToolState,
  type Choice,
  type StateUpdate,
} from '../../kit';
import { CodeOutput } from '../../kit/CodeOutput';
import { SandboxedPreview } from '../../kit/SandboxedPreview';
import { SliderField } from '../../kit/SliderField';
import { ImportField } from '../../kit/ImportField';
import { useTextImport } from '../../kit/useTextImport';
import { element, type PreviewContent } from '../../preview/protocol';
import {
  BOX_RANGE,
  circularRadii,
  convertRadii,
  CORNER_NAMES,
  CORNERS,
  cssOf,
  DEFAULT_STATE,
  fromPx,
  importBorderRadius,
  linkRadii,
  presetState,
  PRESETS,
  RADIUS_BOUNDS,
  RADIUS_NAMES,
  SAMPLE_INPUT,
  setRadius,
  tailwindOf,
  toPx,
  UNIT_RANGE,
  UNITS,
  type Axis,
  type Corner,
  type RadiusUnit,
} from './core';

const DEFAULTS = DEFAULT_STATE;

const RULES = { choices: { unit: UNITS }, bounds: RADIUS_BOUNDS, names: RADIUS_NAMES };

type State = typeof DEFAULTS;
type Update = StateUpdate<State>;

/** The id of the previewed element (the browser tests find it by it). */
const PREVIEW_BOX = 'radius-box';

const UNIT_CHOICES: Choice<RadiusUnit>[] = [
  { value: 'px', label: 'px' },
  { value: '%', label: '%', hint: 'Horizontal radii are % of the box’s width, vertical ones % of its height.' },
  { value: 'rem', label: 'rem', hint: 'rem is taken as 16 px on the preview (the browser default).' },
];

const AXIS_NAMES: Record<Axis, string> = { h: 'horizontal', v: 'vertical' };

export default function CssBorderRadiusGeneratorView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  const imported = useTextImport<State>(state, update, importBorderRadius);
  const css = cssOf(state);

  const content = useMemo<PreviewContent>(
    () => ({
      body: [element('div', { id: PREVIEW_BOX })],
      css: [
        'html, body { margin: 0; height: 100%; }',
        'body { display: grid; place-items: center; background: #f1f5f9; }',
        `#${PREVIEW_BOX} {`,
        `  width: ${state.width}px;`,
        `  height: ${state.height}px;`,
        '  background: #6366f1;',
        css,
        '}',
      ].join('\n'),
    }),
    [state.width, state.height, css],
  );

  const setUnit = (unit: RadiusUnit) =>
    update((current) => ({ unit, radii: convertRadii(current.radii, current.unit, unit, current) }));

  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_INPUT })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <ImportField
        value={state.input}
        onChange={(input) => update({ input })}
        result={imported}
        errorTitle="Cannot read this radius"
        placeholder="border-radius: 30% 70% 70% 30% / 30% 30% 70% 70%;"
        hint="A border-radius value or declaration, or the four longhands (border-top-left-radius: 10px 20px). One unit for all: px, % or rem."
      />

      <ActionBar label="Presets">
        {PRESETS.map((preset) => (
          <Button key={preset.id} size="sm" onClick={() => update((current) => presetState(preset, current.unit))}>
            {preset.label}
          </Button>
        ))}
      </ActionBar>

      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-4 lg:order-last lg:self-start">
          <div className="relative h-80 w-full overflow-hidden rounded-lg border border-gray-200 dark:border-gray-800">
            <SandboxedPreview title="Border radius preview" content={content} className="block h-full w-full" />
            <RadiusHandles state={state} update={update} />
          </div>
          <p className="text-sm text-gray-600 dark:text-gray-300">
            Drag the handles on the box’s edges, or focus one and use the arrow keys (Page Up and Page Down for bigger
            steps).
          </p>
          <CodeOutput title="CSS" code={css} tailwind={tailwindOf(state)} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <OptionsBox legend="Corners" stacked>
            <ChoiceGroup legend="Unit" inline choices={UNIT_CHOICES} value={state.unit} onChange={setUnit} />
            <CheckboxField
              label="Link the corners (one value for all)"
              checked={state.linked}
              onChange={(linked) =>
                update((current) => ({ linked, radii: linked ? linkRadii(current.radii) : current.radii }))
              }
            />
            <CheckboxField
              label="Elliptical corners (a vertical radius of their own)"
              checked={state.elliptical}
              onChange={(elliptical) =>
                update((current) => ({ elliptical, radii: elliptical ? current.radii : circularRadii(current.radii) }))
              }
            />
            <RadiusSliders state={state} update={update} />
          </OptionsBox>
          <OptionsBox legend="Preview box" stacked>
            <div className="grid min-w-0 gap-3 sm:grid-cols-2">
              <SliderField
                label="Box width"
                unit="px"
                {...BOX_RANGE}
                value={state.width}
                onChange={(width) => update({ width: Math.round(width) })}
              />
              <SliderField
                label="Box height"
                unit="px"
                {...BOX_RANGE}
                value={state.height}
                onChange={(height) => update({ height: Math.round(height) })}
              />
            </div>
          </OptionsBox>
        </div>
      </div>
    </>
  );
}

/** The radius sliders: one set for all corners when linked, one per corner otherwise. */
function RadiusSliders({ state, update }: { state: State; update: Update }) {
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
function RadiusHandles({ state, update }: { state: State; update: Update }) {
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
