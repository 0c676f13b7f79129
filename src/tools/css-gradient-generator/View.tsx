import { useMemo, useState } from 'react';
import { OptionsBox } from '../../kit';
import { choicesOf, GeneratorFields } from '../../kit/GeneratorFields';
import { defineGenerator, GeneratorScreen, useGenerator } from '../../kit/GeneratorScreen';
import { element } from '../../preview/protocol';
import {
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
  type Shape,
} from './core';
import { StopBar } from './StopBar';
import { StopList } from './StopList';

const GENERATOR = defineGenerator({
  defaults: DEFAULT_STATE,
  rules: {
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
  },
  sample: SAMPLE_INPUT,
  importer: {
    read: importGradient,
    errorTitle: 'Cannot read this gradient',
    placeholder: 'background-image: linear-gradient(90deg, #4f46e5, #ec4899);',
    hint: 'Paste a gradient value, or a background or background-image declaration or rule holding one: the controls take it up.',
    note: ({ input }) => {
      const layers = input.trim() === '' ? 0 : gradientCount(input);
      return layers > 1 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          This CSS has {layers} gradient layers; the controls took up the first.
        </p>
      ) : null;
    },
  },
  presets: PRESETS.map((preset) => ({ label: preset.name, apply: presetControls(preset) })),
});

/** The preview's gradient element: the generated declaration applies to it, exactly as written. */
const TARGET_ID = 'gradient-preview';

/** Kinds, modes and shapes are named by their keyword, capitalised. */
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const KIND_CHOICES = choicesOf(GRADIENT_KINDS, capitalised);
const LINEAR_MODE_CHOICES = choicesOf(LINEAR_MODES, capitalised);
const SHAPE_OPTIONS = choicesOf(SHAPES, capitalised);
const SIZE_OPTIONS = choicesOf(RADIAL_SIZES, (value) => (value === 'length' ? 'Explicit radius' : value));
const SPACE_OPTIONS = choicesOf(COLOR_SPACES, (value) =>
  value === '' ? 'Not set (browser default, Oklab)' : `in ${value}`,
);
const HUE_OPTIONS = choicesOf(HUE_METHODS, (value) => (value === '' ? 'Not set (shorter)' : `${value} hue`));
const ANGLE = { ...ANGLE_RANGE, unit: '°' };
const PERCENT = { ...POSITION_RANGE, unit: '%' };

const PREVIEW_LAYOUT = `#${TARGET_ID} { height: 100%; }
`;

type State = typeof DEFAULT_STATE;

export default function CssGradientGeneratorView() {
  const [state, update, generator] = useGenerator(GENERATOR);
  const [selected, setSelected] = useState(0);
  const controls = useMemo(() => withSafeColors(state), [state]);
  const { kind, shape, radiusUnit } = state;
  const radial = kind === 'radial';
  const polar = POLAR_SPACES.includes(state.colorSpace);
  const radius = {
    min: 0,
    max: RADIUS_MAX[radiusUnit],
    step: radiusUnit === 'px' || radiusUnit === '%' ? 1 : 0.1,
    unit: radiusUnit,
  };
  const explicit = radial && state.radialSize === 'length';

  return (
    <GeneratorScreen
      generator={generator}
      preview={{
        title: 'Gradient preview',
        height: 'h-56',
        body: [element('div', { id: TARGET_ID, role: 'img', 'aria-label': 'The gradient' })],
        css: `${PREVIEW_LAYOUT}#${TARGET_ID} { background-image: ${gradientCss(controls)}; }`,
      }}
      controls={
        <>
          <GeneratorFields<State>
            legend="Gradient"
            fields={[
              { key: 'kind', label: 'Type', radio: KIND_CHOICES },
              { key: 'repeating', label: 'Repeating', check: true },
              kind === 'linear' && { key: 'linearMode', label: 'Set by', radio: LINEAR_MODE_CHOICES },
              kind === 'linear' &&
                (state.linearMode === 'angle'
                  ? { key: 'angle', label: 'Angle', slider: ANGLE }
                  : { key: 'direction', label: 'Direction', options: choicesOf(DIRECTIONS) }),
              radial && {
                key: 'shape',
                label: 'Shape',
                options: SHAPE_OPTIONS,
                // A circle's radius cannot be a percentage.
                set: (next: Shape) => ({
                  shape: next,
                  ...(next === 'circle' && radiusUnit === '%' ? { radiusUnit: 'px' as const } : {}),
                }),
              },
              radial && { key: 'radialSize', label: 'Size', options: SIZE_OPTIONS },
              explicit && {
                key: 'radiusUnit',
                label: 'Radius unit',
                options: choicesOf(RADIUS_UNITS.filter((unit) => shape === 'ellipse' || unit !== '%')),
              },
              explicit && {
                key: 'radiusX',
                label: shape === 'circle' ? 'Radius' : 'Horizontal radius',
                slider: radius,
              },
              explicit && shape === 'ellipse' && { key: 'radiusY', label: 'Vertical radius', slider: radius },
              kind === 'conic' && { key: 'fromAngle', label: 'Start angle (from)', slider: ANGLE },
              kind !== 'linear' && { key: 'positionX', label: 'Centre X', slider: PERCENT },
              kind !== 'linear' && { key: 'positionY', label: 'Centre Y', slider: PERCENT },
              {
                key: 'colorSpace',
                label: 'Colour space',
                options: SPACE_OPTIONS,
                hint: 'The space the colours blend in between stops.',
              },
              {
                key: 'hue',
                label: 'Hue',
                options: HUE_OPTIONS,
                disabled: !polar,
                hint: polar
                  ? 'Which way round the colour wheel the hue turns.'
                  : 'For hsl, hwb, lch and oklch, which have a hue.',
              },
            ]}
          />
          <OptionsBox legend="Colour stops" stacked>
            <StopBar
              controls={controls}
              onStops={(stops) => update({ stops })}
              selected={selected}
              onSelect={setSelected}
            />
            <StopList stops={controls.stops} onStops={(stops) => update({ stops })} onSelect={setSelected} />
            <p className="text-sm text-gray-600 dark:text-gray-300">
              Two stops at the same position make a hard edge; the CSS writes them as one stop with two positions.
            </p>
          </OptionsBox>
        </>
      }
      code={[{ title: 'CSS', code: cssOf(controls), tailwind: tailwindOf(controls) }]}
    />
  );
}
