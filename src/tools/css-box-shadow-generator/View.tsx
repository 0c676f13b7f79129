import { ArrowDown, ArrowUp, Layers, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import {
  ActionBar,
  Button,
  CheckboxField,
  ClearButton,
  LoadSampleButton,
  OptionsBox,
  Panel,
  useToolState,
  type StateUpdate,
} from '../../kit';
import { CodeOutput } from '../../kit/CodeOutput';
import { ColorField } from '../../kit/ColorField';
import { SandboxedPreview } from '../../kit/SandboxedPreview';
import { SliderField } from '../../kit/SliderField';
import { ImportField } from '../../kit/ImportField';
import { safeColor } from '../../lib/css/color';
import { useTextImport } from '../../kit/useTextImport';
import { element, type PreviewContent } from '../../preview/protocol';
import {
  addLayer,
  BLUR_RANGE,
  BOX_RADIUS_RANGE,
  BOX_SIZE_RANGE,
  cssOf,
  DEFAULT_STATE,
  layerCss,
  MATERIAL_ELEVATIONS,
  materialElevation,
  MAX_LAYERS,
  moveLayer,
  OFFSET_RANGE,
  PRESETS,
  readBoxShadow,
  removeLayer,
  roundLength,
  SAMPLE_INPUT,
  SHADOW_BOUNDS,
  SHADOW_NAMES,
  SPREAD_RANGE,
  tailwindOf,
  type ShadowLayer,
} from './core';

const DEFAULTS = DEFAULT_STATE;
const RULES = { bounds: SHADOW_BOUNDS, names: SHADOW_NAMES };

type State = typeof DEFAULTS;
type Update = StateUpdate<State>;

/** The id of the previewed element (the browser tests find it by it). */
const PREVIEW_BOX = 'shadow-box';

export default function CssBoxShadowGeneratorView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  const imported = useTextImport(state, update, readBoxShadow);
  const { layers } = state;
  const selected = Math.max(0, Math.min(state.selected, layers.length - 1));
  const css = cssOf(state);
  const elevationsId = useId();

  const content = useMemo<PreviewContent>(
    () => ({
      body: [element('div', { id: PREVIEW_BOX })],
      css: [
        'html, body { margin: 0; height: 100%; }',
        `body { display: grid; place-items: center; background: ${safeColor(state.background, DEFAULTS.background)}; }`,
        `#${PREVIEW_BOX} {`,
        `  width: ${state.width}px;`,
        `  height: ${state.height}px;`,
        `  border-radius: ${state.radius}px;`,
        `  background: ${safeColor(state.boxColor, DEFAULTS.boxColor)};`,
        css,
        '}',
      ].join('\n'),
    }),
    [state.background, state.width, state.height, state.radius, state.boxColor, css],
  );

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
        errorTitle="Cannot read this shadow"
        placeholder="box-shadow: 0 4px 12px rgba(0, 0, 0, 0.15);"
        hint="A box-shadow value, declaration or rule. Lengths are px (rem is read as 16 px); a layer without a colour takes black."
      />

      <ActionBar label="Presets">
        {PRESETS.map((preset) => (
          <Button
            key={preset.id}
            size="sm"
            onClick={() =>
              update((current) => {
                const { layers: presetLayers, scene } = preset.apply(current);
                return { ...scene, layers: presetLayers, selected: 0 };
              })
            }
          >
            {preset.label}
          </Button>
        ))}
      </ActionBar>
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

      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-4 lg:order-last lg:self-start">
          <SandboxedPreview
            title="Box shadow preview"
            content={content}
            className="h-72 w-full rounded-lg border border-gray-200 dark:border-gray-800"
          />
          <CodeOutput title="CSS" code={css} tailwind={tailwindOf(layers)} />
          <p className="text-sm text-gray-600 dark:text-gray-300">
            Lengths are in px. The first layer is painted on top of the others.
          </p>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
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
            <div className="grid min-w-0 gap-3 sm:grid-cols-3 lg:grid-cols-1 2xl:grid-cols-3">
              <SliderField
                label="Box width"
                unit="px"
                {...BOX_SIZE_RANGE}
                value={state.width}
                onChange={(width) => update({ width: Math.round(width) })}
              />
              <SliderField
                label="Box height"
                unit="px"
                {...BOX_SIZE_RANGE}
                value={state.height}
                onChange={(height) => update({ height: Math.round(height) })}
              />
              <SliderField
                label="Box corner radius"
                unit="px"
                {...BOX_RADIUS_RANGE}
                value={state.radius}
                onChange={(radius) => update({ radius: Math.round(radius) })}
              />
            </div>
          </OptionsBox>
        </div>
      </div>
    </>
  );
}

interface LayerListProps {
  layers: readonly ShadowLayer[];
  selected: number;
  update: Update;
}

/** The layers in paint order, each selectable for editing, movable and removable from the keyboard. */
function LayerList({ layers, selected, update }: LayerListProps) {
  const list = useRef<HTMLOListElement>(null);
  const radioName = useId();
  /** After a move, focus follows the layer to its new place (the same button, or the other if at an end). */
  const pendingFocus = useRef<{ index: number; action: 'up' | 'down' } | null>(null);
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const find = (action: string) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-layer-action="${action}-${pending.index}"]`);
    const same = find(pending.action);
    (same && !same.disabled ? same : find(pending.action === 'up' ? 'down' : 'up'))?.focus();
  }, [layers]);

  const move = (index: number, by: -1 | 1) => {
    pendingFocus.current = { index: index + by, action: by === -1 ? 'up' : 'down' };
    update((current) => moveLayer(current.layers, index, by, selected));
  };

  return (
    <Panel
      title="Layers"
      icon={Layers}
      actions={
        <Button
          size="sm"
          disabled={layers.length >= MAX_LAYERS}
          icon={<Plus aria-hidden="true" className="h-4 w-4" />}
          onClick={() => update((current) => addLayer(current.layers, selected))}
        >
          Add layer
        </Button>
      }
    >
      {layers.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          No layers: the value is none. Add a layer or a preset.
        </p>
      ) : (
        <ol ref={list} className="flex min-w-0 flex-col gap-2">
          {layers.map((layer, index) => {
            const number = index + 1;
            return (
              <li
                // Layers have no identity beyond their place in the list.
                key={index}
                className={`flex min-w-0 flex-wrap items-center gap-2 rounded-md border p-2 ${
                  index === selected
                    ? 'border-blue-600 bg-blue-50 dark:border-blue-400 dark:bg-blue-950/40'
                    : 'border-gray-200 dark:border-gray-800'
                }`}
              >
                <label className="flex min-w-0 flex-1 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={radioName}
                    className="h-4 w-4 shrink-0 accent-blue-600"
                    checked={index === selected}
                    onChange={() => update({ selected: index })}
                  />
                  <span className="shrink-0 font-medium">{`Layer ${number}`}</span>
                  <code className="min-w-0 truncate font-mono text-xs text-gray-700 dark:text-gray-300">
                    {layerCss(layer)}
                  </code>
                </label>
                <div className="flex shrink-0 gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move layer ${number} up`}
                    data-layer-action={`up-${index}`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    icon={<ArrowUp aria-hidden="true" className="h-4 w-4" />}
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move layer ${number} down`}
                    data-layer-action={`down-${index}`}
                    disabled={index === layers.length - 1}
                    onClick={() => move(index, 1)}
                    icon={<ArrowDown aria-hidden="true" className="h-4 w-4" />}
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove layer ${number}`}
                    onClick={() => update((current) => removeLayer(current.layers, index, selected))}
                    icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {layers.length >= MAX_LAYERS && (
        <p className="text-sm text-gray-700 dark:text-gray-300">{`${MAX_LAYERS} layers is the most this tool makes.`}</p>
      )}
    </Panel>
  );
}

interface LayerEditorProps {
  layer: ShadowLayer;
  index: number;
  update: Update;
}

/** The selected layer's controls. */
function LayerEditor({ layer, index, update }: LayerEditorProps) {
  const change = (patch: Partial<ShadowLayer>) =>
    update((current) => ({
      layers: current.layers.map((each, position) => (position === index ? { ...each, ...patch } : each)),
    }));
  return (
    <OptionsBox legend={`Layer ${index + 1}`} stacked>
      <div className="grid min-w-0 gap-3 sm:grid-cols-2">
        <SliderField
          label="X offset"
          unit="px"
          {...OFFSET_RANGE}
          value={layer.x}
          onChange={(x) => change({ x: roundLength(x) })}
        />
        <SliderField
          label="Y offset"
          unit="px"
          {...OFFSET_RANGE}
          value={layer.y}
          onChange={(y) => change({ y: roundLength(y) })}
        />
        <SliderField
          label="Blur"
          unit="px"
          {...BLUR_RANGE}
          value={layer.blur}
          onChange={(blur) => change({ blur: roundLength(blur) })}
        />
        <SliderField
          label="Spread"
          unit="px"
          {...SPREAD_RANGE}
          value={layer.spread}
          onChange={(spread) => change({ spread: roundLength(spread) })}
        />
      </div>
      <ColorField label="Shadow colour" value={layer.color} onChange={(color) => change({ color })} />
      <CheckboxField label="Inset" checked={layer.inset} onChange={(inset) => change({ inset })} />
    </OptionsBox>
  );
}
