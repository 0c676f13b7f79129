import { defineGenerator, boxPage, GeneratorScreen, useGenerator } from '../../kit/GeneratorScreen';
import { GeneratorFields } from '../../kit/GeneratorFields';
import { safeColor } from '../../lib/css/color';
import {
  BOX_RADIUS_RANGE,
  BOX_SIZE_RANGE,
  cssOf,
  DEFAULT_STATE,
  MATERIAL_ELEVATIONS,
  materialElevation,
  PRESETS,
  readBoxShadow,
  SAMPLE_INPUT,
  SHADOW_BOUNDS,
  SHADOW_NAMES,
  tailwindOf,
} from './core';
import { LayerEditor, LayerList } from './Layers';

type State = typeof DEFAULT_STATE;

const GENERATOR = defineGenerator({
  defaults: DEFAULT_STATE,
  rules: { bounds: SHADOW_BOUNDS, names: SHADOW_NAMES },
  sample: SAMPLE_INPUT,
  importer: {
    read: readBoxShadow,
    errorTitle: 'Cannot read this shadow',
    placeholder: 'box-shadow: 0 4px 12px rgba(0, 0, 0, 0.15);',
    hint: 'A box-shadow value, declaration or rule. Lengths are px (rem is read as 16 px); a layer without a colour takes black.',
  },
  // Each preset starts a new list of layers, the first of them selected.
  presets: PRESETS.map((preset) => ({
    label: preset.label,
    apply: (current: State) => {
      const { layers, scene } = preset.apply(current);
      return { ...scene, layers, selected: 0 };
    },
  })),
  morePresets: {
    legend: 'Material elevation',
    presets: MATERIAL_ELEVATIONS.map((dp) => ({
      label: `${dp}`,
      apply: { layers: materialElevation(dp), selected: 0 },
    })),
  },
  beside: true,
});

/** The id of the previewed element (the browser tests find it by it). */
const PREVIEW_BOX = 'shadow-box';
const SIZE = { ...BOX_SIZE_RANGE, unit: 'px' };
const COLOR = { withAlpha: false };

export default function CssBoxShadowGeneratorView() {
  const [state, update, generator] = useGenerator(GENERATOR);
  const { layers } = state;
  const selected = Math.max(0, Math.min(state.selected, layers.length - 1));
  const css = cssOf(state);

  return (
    <GeneratorScreen
      generator={generator}
      preview={{
        title: 'Box shadow preview',
        height: 'h-72',
        ...boxPage(PREVIEW_BOX, {
          ...state,
          background: safeColor(state.background, DEFAULT_STATE.background),
          fill: safeColor(state.boxColor, DEFAULT_STATE.boxColor),
          css,
        }),
        note: 'Lengths are in px. The first layer is painted on top of the others.',
      }}
      controls={
        <>
          <LayerList layers={layers} selected={selected} update={update} />
          {layers[selected] && <LayerEditor layer={layers[selected]} index={selected} update={update} />}
          <GeneratorFields<State>
            legend="Preview box"
            fields={[
              { key: 'boxColor', label: 'Box colour', color: COLOR },
              { key: 'background', label: 'Page background', color: COLOR },
              { key: 'width', label: 'Box width', slider: SIZE, round: Math.round },
              { key: 'height', label: 'Box height', slider: SIZE, round: Math.round },
              {
                key: 'radius',
                label: 'Box corner radius',
                slider: { ...BOX_RADIUS_RANGE, unit: 'px' },
                round: Math.round,
              },
            ]}
          />
        </>
      }
      code={[{ title: 'CSS', code: css, tailwind: tailwindOf(layers) }]}
    />
  );
}
