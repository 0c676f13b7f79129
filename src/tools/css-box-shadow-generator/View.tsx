import { useId } from 'react';
import { Button, OptionsBox, useToolState } from '../../kit';
import { ColorField } from '../../kit/ColorField';
import { GeneratorFields } from '../../kit/GeneratorFields';
import { boxPage, GeneratorScreen } from '../../kit/GeneratorScreen';
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

const RULES = { bounds: SHADOW_BOUNDS, names: SHADOW_NAMES };
type State = typeof DEFAULT_STATE;

/** The id of the previewed element (the browser tests find it by it). */
const PREVIEW_BOX = 'shadow-box';
const SIZE = { ...BOX_SIZE_RANGE, unit: 'px' };

export default function CssBoxShadowGeneratorView() {
  const tool = useToolState(DEFAULT_STATE, RULES);
  const [state, update] = tool;
  const { layers } = state;
  const selected = Math.max(0, Math.min(state.selected, layers.length - 1));
  const css = cssOf(state);
  const elevationsId = useId();

  return (
    <GeneratorScreen
      tool={tool}
      sample={SAMPLE_INPUT}
      importer={{
        read: readBoxShadow,
        errorTitle: 'Cannot read this shadow',
        placeholder: 'box-shadow: 0 4px 12px rgba(0, 0, 0, 0.15);',
        hint: 'A box-shadow value, declaration or rule. Lengths are px (rem is read as 16 px); a layer without a colour takes black.',
      }}
      presets={PRESETS.map((preset) => ({
        label: preset.label,
        apply: (current: State) => {
          const { layers: presetLayers, scene } = preset.apply(current);
          return { ...scene, layers: presetLayers, selected: 0 };
        },
      }))}
      morePresets={
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="text-sm font-medium" id={elevationsId}>
            Material elevation
          </span>
          <div role="group" aria-labelledby={elevationsId} className="flex flex-wrap gap-2">
            {MATERIAL_ELEVATIONS.map((dp) => (
              <Button
                key={dp}
                size="sm"
                aria-label={`Material elevation ${dp}`}
                onClick={() => update({ layers: materialElevation(dp), selected: 0 })}
              >
                {`${dp}`}
              </Button>
            ))}
          </div>
        </div>
      }
      beside
      preview={{
        title: 'Box shadow preview',
        className: 'h-72 w-full rounded-lg border border-gray-200 dark:border-gray-800',
        ...boxPage(PREVIEW_BOX, {
          ...state,
          background: safeColor(state.background, DEFAULT_STATE.background),
          fill: safeColor(state.boxColor, DEFAULT_STATE.boxColor),
          css,
        }),
        below: (
          <p className="text-sm text-gray-600 dark:text-gray-300">
            Lengths are in px. The first layer is painted on top of the others.
          </p>
        ),
      }}
      controls={
        <>
          <LayerList layers={layers} selected={selected} update={update} />
          {layers[selected] && <LayerEditor layer={layers[selected]} index={selected} update={update} />}
          <OptionsBox legend="Preview box" stacked>
            <div className="grid min-w-0 gap-3 sm:grid-cols-2">
              <ColorField
                label="Box colour"
                withAlpha={false}
                value={state.boxColor}
                onChange={(boxColor) => update({ boxColor })}
              />
              <ColorField
                label="Page background"
                withAlpha={false}
                value={state.background}
                onChange={(background) => update({ background })}
              />
            </div>
            <GeneratorFields
              state={state}
              update={update}
              fields={[
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
          </OptionsBox>
        </>
      }
      code={[{ title: 'CSS', code: css, tailwind: tailwindOf(layers) }]}
    />
  );
}
