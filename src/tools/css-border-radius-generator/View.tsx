import type { Choice } from '../../kit';
import { GeneratorFields } from '../../kit/GeneratorFields';
import { boxPage, defineGenerator, GeneratorScreen, useGenerator } from '../../kit/GeneratorScreen';
import {
  BOX_RANGE,
  circularRadii,
  convertRadii,
  cssOf,
  DEFAULT_STATE,
  importBorderRadius,
  linkRadii,
  presetState,
  PRESETS,
  RADIUS_BOUNDS,
  RADIUS_NAMES,
  SAMPLE_INPUT,
  tailwindOf,
  UNITS,
  type RadiusUnit,
} from './core';
import { RadiusHandles, RadiusSliders } from './RadiusHandles';

type State = typeof DEFAULT_STATE;

const GENERATOR = defineGenerator({
  defaults: DEFAULT_STATE,
  rules: { choices: { unit: UNITS }, bounds: RADIUS_BOUNDS, names: RADIUS_NAMES },
  sample: SAMPLE_INPUT,
  importer: {
    read: importBorderRadius,
    errorTitle: 'Cannot read this radius',
    placeholder: 'border-radius: 30% 70% 70% 30% / 30% 30% 70% 70%;',
    hint: 'A border-radius value or declaration, or the four longhands (border-top-left-radius: 10px 20px). One unit for all: px, % or rem.',
  },
  // A preset's radii are in the unit the controls are in.
  presets: PRESETS.map((preset) => ({
    label: preset.label,
    apply: (current: State) => presetState(preset, current.unit),
  })),
  beside: true,
});

/** The id of the previewed element (the browser tests find it by it). */
const PREVIEW_BOX = 'radius-box';

const UNIT_CHOICES: Choice<RadiusUnit>[] = [
  { value: 'px', label: 'px' },
  { value: '%', label: '%', hint: 'Horizontal radii are % of the box’s width, vertical ones % of its height.' },
  { value: 'rem', label: 'rem', hint: 'rem is taken as 16 px on the preview (the browser default).' },
];
const BOX = { ...BOX_RANGE, unit: 'px' };

export default function CssBorderRadiusGeneratorView() {
  const [state, update, generator] = useGenerator(GENERATOR);
  const css = cssOf(state);

  return (
    <GeneratorScreen
      generator={generator}
      preview={{
        title: 'Border radius preview',
        height: 'h-80',
        ...boxPage(PREVIEW_BOX, {
          width: state.width,
          height: state.height,
          background: '#f1f5f9',
          fill: '#6366f1',
          css,
        }),
        overlay: <RadiusHandles state={state} update={update} />,
        note: 'Drag the handles on the box’s edges, or focus one and use the arrow keys (Page Up and Page Down for bigger steps).',
      }}
      controls={
        <>
          <GeneratorFields<State>
            legend="Corners"
            columns={1}
            fields={[
              {
                key: 'unit',
                label: 'Unit',
                radio: UNIT_CHOICES,
                set: (unit: RadiusUnit, current: State) => ({
                  unit,
                  radii: convertRadii(current.radii, current.unit, unit, current),
                }),
              },
              {
                key: 'linked',
                label: 'Link the corners (one value for all)',
                check: true,
                set: (linked: boolean, current: State) => ({
                  linked,
                  radii: linked ? linkRadii(current.radii) : current.radii,
                }),
              },
              {
                key: 'elliptical',
                label: 'Elliptical corners (a vertical radius of their own)',
                check: true,
                set: (elliptical: boolean, current: State) => ({
                  elliptical,
                  radii: elliptical ? current.radii : circularRadii(current.radii),
                }),
              },
            ]}
          >
            <RadiusSliders state={state} update={update} />
          </GeneratorFields>
          <GeneratorFields<State>
            legend="Preview box"
            fields={[
              { key: 'width', label: 'Box width', slider: BOX, round: Math.round },
              { key: 'height', label: 'Box height', slider: BOX, round: Math.round },
            ]}
          />
        </>
      }
      code={[{ title: 'CSS', code: css, tailwind: tailwindOf(state) }]}
    />
  );
}
