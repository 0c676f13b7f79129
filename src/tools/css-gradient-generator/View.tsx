import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  ActionBar,
  Button,
  CheckboxField,
  ChoiceGroup,
  ClearButton,
  LoadSampleButton,
  OptionsBox,
  SelectField,
  useToolState,
  type Choice,
} from '../../kit';
import { CodeOutput } from '../../kit/CodeOutput';
import { ColorField } from '../../kit/ColorField';
import { SandboxedPreview } from '../../kit/SandboxedPreview';
import { SliderField } from '../../kit/SliderField';
import { ImportField } from '../../kit/ImportField';
import { useTextImport } from '../../kit/useTextImport';
import { element, type PreviewContent } from '../../preview/protocol';
import {
  addStop,
  ANGLE_RANGE,
  COLOR_SPACES,
  cssOf,
  DEFAULT_STATE,
  DIRECTIONS,
  GRADIENT_BOUNDS,
  GRADIENT_KINDS,
  GRADIENT_NAMES,
  gradientCount,
  gradientCss,
  HUE_METHODS,
  importGradient,
  LINEAR_MODES,
  MAX_STOPS,
  moveStop,
  POLAR_SPACES,
  POSITION_RANGE,
  PRESETS,
  presetControls,
  RADIAL_SIZES,
  RADIUS_MAX,
  RADIUS_UNITS,
  SAMPLE_INPUT,
  SHAPES,
  tailwindOf,
  withSafeColors,
  type ColorSpace,
  type ColorStop,
  type Direction,
  type GradientKind,
  type HueMethod,
  type LinearMode,
  type RadialSize,
  type RadiusUnit,
  type Shape,
} from './core';
import { StopBar } from './StopBar';

const DEFAULTS = DEFAULT_STATE;

const RULES = {
  choices: {
    kind: GRADIENT_KINDS,
    linearMode: LINEAR_MODES,
    direction: DIRECTIONS,
    shape: SHAPES,
    radialSize: RADIAL_SIZES,
    radiusUnit: RADIUS_UNITS,
    colorSpace: COLOR_SPACES,
    hue: HUE_METHODS,
  },
  bounds: GRADIENT_BOUNDS,
  names: GRADIENT_NAMES,
};

/** The preview's gradient element: the generated declaration applies to it, exactly as written. */
const TARGET_ID = 'gradient-preview';

const KIND_CHOICES: Choice<GradientKind>[] = [
  { value: 'linear', label: 'Linear' },
  { value: 'radial', label: 'Radial' },
  { value: 'conic', label: 'Conic' },
];
const LINEAR_MODE_CHOICES: Choice<LinearMode>[] = [
  { value: 'angle', label: 'Angle' },
  { value: 'direction', label: 'Direction' },
];
const DIRECTION_OPTIONS: Choice<Direction>[] = DIRECTIONS.map((value) => ({ value, label: value }));
const SHAPE_OPTIONS: Choice<Shape>[] = [
  { value: 'ellipse', label: 'Ellipse' },
  { value: 'circle', label: 'Circle' },
];
const SIZE_OPTIONS: Choice<RadialSize>[] = RADIAL_SIZES.map((value) => ({
  value,
  label: value === 'length' ? 'Explicit radius' : value,
}));
const SPACE_OPTIONS: Choice<ColorSpace>[] = COLOR_SPACES.map((value) => ({
  value,
  label: value === '' ? 'Not set (browser default, Oklab)' : `in ${value}`,
}));
const HUE_OPTIONS: Choice<HueMethod>[] = HUE_METHODS.map((value) => ({
  value,
  label: value === '' ? 'Not set (shorter)' : `${value} hue`,
}));

const PREVIEW_LAYOUT = `html, body { margin: 0; height: 100%; }
#${TARGET_ID} { height: 100%; }
`;

export default function CssGradientGeneratorView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  const imported = useTextImport<typeof DEFAULTS>(state, update, importGradient);
  const [selected, setSelected] = useState(0);
  const controls = useMemo(() => withSafeColors(state), [state]);
  const value = gradientCss(controls);
  const layers = state.input.trim() === '' ? 0 : gradientCount(state.input);

  const preview = useMemo<PreviewContent>(
    () => ({
      body: [element('div', { id: TARGET_ID, role: 'img', 'aria-label': 'The gradient' })],
      css: `${PREVIEW_LAYOUT}#${TARGET_ID} { background-image: ${value}; }`,
    }),
    [value],
  );

  const setStops = (stops: ColorStop[]) => update({ stops });
  const isRadial = state.kind === 'radial';
  const polar = POLAR_SPACES.includes(state.colorSpace);

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
        errorTitle="Cannot read this gradient"
        placeholder="background-image: linear-gradient(90deg, #4f46e5, #ec4899);"
        hint="Paste a gradient value, or a background or background-image declaration or rule holding one: the controls take it up."
      >
        {layers > 1 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            This CSS has {layers} gradient layers; the controls took up the first.
          </p>
        ) : null}
      </ImportField>

      <ActionBar label="Presets">
        {PRESETS.map((preset) => (
          <Button key={preset.name} size="sm" onClick={() => update(presetControls(preset))}>
            {preset.name}
          </Button>
        ))}
      </ActionBar>

      <SandboxedPreview
        title="Gradient preview"
        content={preview}
        className="h-56 w-full rounded-lg border border-gray-300 dark:border-gray-700"
      />

      <OptionsBox legend="Gradient" stacked>
        <div className="flex flex-wrap items-center gap-4">
          <ChoiceGroup
            legend="Type"
            inline
            choices={KIND_CHOICES}
            value={state.kind}
            onChange={(kind) => update({ kind })}
          />
          <CheckboxField label="Repeating" checked={state.repeating} onChange={(repeating) => update({ repeating })} />
        </div>

        {state.kind === 'linear' ? (
          <>
            <ChoiceGroup
              legend="Set by"
              inline
              choices={LINEAR_MODE_CHOICES}
              value={state.linearMode}
              onChange={(linearMode) => update({ linearMode })}
            />
            {state.linearMode === 'angle' ? (
              <SliderField
                label="Angle"
                value={state.angle}
                onChange={(angle) => update({ angle })}
                {...ANGLE_RANGE}
                unit="°"
              />
            ) : (
              <SelectField
                label="Direction"
                options={DIRECTION_OPTIONS}
                value={state.direction}
                onChange={(direction) => update({ direction })}
              />
            )}
          </>
        ) : null}

        {isRadial ? (
          <div className="flex flex-wrap items-start gap-4">
            <SelectField
              label="Shape"
              options={SHAPE_OPTIONS}
              value={state.shape}
              onChange={(shape) =>
                // A circle's radius cannot be a percentage.
                update({
                  shape,
                  ...(shape === 'circle' && state.radiusUnit === '%' ? { radiusUnit: 'px' as const } : {}),
                })
              }
            />
            <SelectField
              label="Size"
              options={SIZE_OPTIONS}
              value={state.radialSize}
              onChange={(radialSize) => update({ radialSize })}
            />
          </div>
        ) : null}

        {isRadial && state.radialSize === 'length' ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label="Radius unit"
              options={RADIUS_UNITS.filter((unit) => state.shape === 'ellipse' || unit !== '%').map((unit) => ({
                value: unit,
                label: unit,
              }))}
              value={state.radiusUnit}
              onChange={(radiusUnit: RadiusUnit) => update({ radiusUnit })}
            />
            <span className="hidden sm:block" />
            <SliderField
              label={state.shape === 'circle' ? 'Radius' : 'Horizontal radius'}
              value={state.radiusX}
              onChange={(radiusX) => update({ radiusX })}
              min={0}
              max={RADIUS_MAX[state.radiusUnit]}
              step={state.radiusUnit === 'px' || state.radiusUnit === '%' ? 1 : 0.1}
              unit={state.radiusUnit}
            />
            {state.shape === 'ellipse' ? (
              <SliderField
                label="Vertical radius"
                value={state.radiusY}
                onChange={(radiusY) => update({ radiusY })}
                min={0}
                max={RADIUS_MAX[state.radiusUnit]}
                step={state.radiusUnit === 'px' || state.radiusUnit === '%' ? 1 : 0.1}
                unit={state.radiusUnit}
              />
            ) : null}
          </div>
        ) : null}

        {state.kind === 'conic' ? (
          <SliderField
            label="Start angle (from)"
            value={state.fromAngle}
            onChange={(fromAngle) => update({ fromAngle })}
            {...ANGLE_RANGE}
            unit="°"
          />
        ) : null}

        {state.kind !== 'linear' ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <SliderField
              label="Centre X"
              value={state.positionX}
              onChange={(positionX) => update({ positionX })}
              {...POSITION_RANGE}
              unit="%"
            />
            <SliderField
              label="Centre Y"
              value={state.positionY}
              onChange={(positionY) => update({ positionY })}
              {...POSITION_RANGE}
              unit="%"
            />
          </div>
        ) : null}

        <div className="flex flex-wrap items-start gap-4">
          <SelectField
            label="Colour space"
            options={SPACE_OPTIONS}
            value={state.colorSpace}
            onChange={(colorSpace) => update({ colorSpace })}
            hint="The space the colours blend in between stops."
          />
          <SelectField
            label="Hue"
            options={HUE_OPTIONS}
            value={state.hue}
            disabled={!polar}
            onChange={(hue) => update({ hue })}
            hint={
              polar
                ? 'Which way round the colour wheel the hue turns.'
                : 'For hsl, hwb, lch and oklch, which have a hue.'
            }
          />
        </div>
      </OptionsBox>

      <OptionsBox legend="Colour stops" stacked>
        <StopBar controls={controls} onStops={setStops} selected={selected} onSelect={setSelected} />
        <ol className="flex flex-col gap-3">
          {controls.stops.map((stop, index) => (
            // Rows are positional, like the handles: the list is kept in order of position.
            <li
              key={index}
              className="flex flex-col gap-2 rounded-md border border-gray-200 p-2 sm:flex-row sm:items-end dark:border-gray-800"
            >
              <ColorField
                label={`Stop ${index + 1} colour`}
                value={stop.color}
                onChange={(color) =>
                  setStops(controls.stops.map((other, at) => (at === index ? { ...other, color } : other)))
                }
              />
              <div className="min-w-0 flex-1">
                <SliderField
                  label={`Stop ${index + 1} position`}
                  value={stop.position}
                  onChange={(position) => {
                    const moved = moveStop(controls.stops, index, position);
                    setStops(moved.stops);
                    setSelected(moved.index);
                  }}
                  {...POSITION_RANGE}
                  step={0.1}
                  unit="%"
                />
              </div>
              <Button
                size="sm"
                variant="ghost"
                className="self-start sm:self-auto"
                disabled={controls.stops.length <= 2}
                aria-label={`Remove stop ${index + 1}`}
                icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
                onClick={() => setStops(controls.stops.filter((_, other) => other !== index))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            disabled={controls.stops.length >= MAX_STOPS}
            icon={<Plus className="h-4 w-4" aria-hidden="true" />}
            onClick={() => {
              const added = addStop(controls.stops);
              setStops(added.stops);
              setSelected(added.index);
            }}
          >
            Add stop
          </Button>
          {controls.stops.length >= MAX_STOPS ? (
            <span className="text-sm text-gray-700 dark:text-gray-300">{`${MAX_STOPS} stops is the most this tool makes.`}</span>
          ) : null}
        </div>
        <p className="text-sm text-gray-600 dark:text-gray-300">
          Two stops at the same position make a hard edge; the CSS writes them as one stop with two positions.
        </p>
      </OptionsBox>

      <CodeOutput title="CSS" code={cssOf(controls)} tailwind={tailwindOf(controls)} />
    </>
  );
}
