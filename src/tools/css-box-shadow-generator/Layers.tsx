import { ArrowDown, ArrowUp, Layers, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button, CheckboxField, OptionsBox, Panel, type StateUpdate } from '../../kit';
import { ColorField } from '../../kit/ColorField';
import { GeneratorFields, itemUpdate } from '../../kit/GeneratorFields';
import {
  addLayer,
  BLUR_RANGE,
  DEFAULT_STATE,
  layerCss,
  MAX_LAYERS,
  moveLayer,
  OFFSET_RANGE,
  removeLayer,
  roundLength,
  SPREAD_RANGE,
  type ShadowLayer,
} from './core';

type Update = StateUpdate<typeof DEFAULT_STATE>;

interface LayerListProps {
  layers: readonly ShadowLayer[];
  selected: number;
  update: Update;
}

/** The layers in paint order, each selectable for editing, movable and removable from the keyboard. */
export function LayerList({ layers, selected, update }: LayerListProps) {
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
export function LayerEditor({ layer, index, update }: LayerEditorProps) {
  const change = itemUpdate(update, 'layers', index);
  const px = { unit: 'px' };
  return (
    <OptionsBox legend={`Layer ${index + 1}`} stacked>
      <GeneratorFields
        state={layer}
        update={change}
        fields={[
          { key: 'x', label: 'X offset', slider: { ...OFFSET_RANGE, ...px }, round: roundLength },
          { key: 'y', label: 'Y offset', slider: { ...OFFSET_RANGE, ...px }, round: roundLength },
          { key: 'blur', label: 'Blur', slider: { ...BLUR_RANGE, ...px }, round: roundLength },
          { key: 'spread', label: 'Spread', slider: { ...SPREAD_RANGE, ...px }, round: roundLength },
        ]}
      />
      <ColorField label="Shadow colour" value={layer.color} onChange={(color) => change({ color })} />
      <CheckboxField label="Inset" checked={layer.inset} onChange={(inset) => change({ inset })} />
    </OptionsBox>
  );
}
