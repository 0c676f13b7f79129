import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import {
  ActionBar,
  Button,
  ClearButton,
  LoadSampleButton,
  OptionsBox,
  SelectField,
  useToolState,
  type Choice,
} from '../../kit';
import { CodeOutput } from '../../kit/CodeOutput';
import { SandboxedPreview } from '../../kit/SandboxedPreview';
import { SliderField } from '../../kit/SliderField';
import { ImportField } from '../../kit/ImportField';
import { useTextImport } from '../../kit/useTextImport';
import { element, type PreviewContent } from '../../preview/protocol';
import {
  ALIGN_CONTENTS,
  ALIGN_ITEMS,
  ALIGN_SELFS,
  BASIS_MAX,
  BASIS_UNITS,
  cleanLayout,
  basisOf,
  basisParts,
  cssOf,
  DEFAULT_ITEM,
  DEFAULT_STATE,
  FLEXBOX_BOUNDS,
  FLEXBOX_NAMES,
  importFlexbox,
  DIRECTIONS,
  htmlOf,
  JUSTIFY_CONTENTS,
  layoutOf,
  MAX_FLEX_FACTOR,
  MAX_GAP,
  MAX_ITEMS,
  MAX_ORDER,
  PRESETS,
  SAMPLE_INPUT,
  tailwindContainer,
  tailwindHtmlOf,
  WRAPS,
  type BasisUnit,
  type FlexItem,
} from './core';

const DEFAULTS = DEFAULT_STATE;

const RULES = {
  choices: {
    direction: DIRECTIONS,
    wrap: WRAPS,
    justifyContent: JUSTIFY_CONTENTS,
    alignItems: ALIGN_ITEMS,
    alignContent: ALIGN_CONTENTS,
  },
  bounds: FLEXBOX_BOUNDS,
  names: FLEXBOX_NAMES,
};

/** Where a keyword's behaviour is not in its name, the option says it. */
const NOTES: Record<string, string> = { normal: 'normal (initial)' };
const choices = <T extends string>(values: readonly T[]): Choice<T>[] =>
  values.map((value) => ({ value, label: NOTES[value] ?? value }));

const BASIS_CHOICES: Choice<'auto' | BasisUnit>[] = [{ value: 'auto', label: 'auto' }, ...choices(BASIS_UNITS)];

/**
 * The preview page around the generated CSS: a white page, the container outlined and the items coloured and
 * labelled. None of it sets a flex property, so what the items do is the generated CSS's doing.
 */
const PAGE_CSS = `html, body { margin: 0; height: 100%; }
body { box-sizing: border-box; padding: 12px; background: #f8fafc; color: #0f172a; font: 600 14px/1.3 system-ui, sans-serif; }
.container { box-sizing: border-box; min-height: 100%; padding: 8px; border: 2px dashed #94a3b8; border-radius: 8px; }
.item { box-sizing: border-box; padding: 12px 16px; border-radius: 6px; background: #2563eb; color: #fff; }
.item:nth-child(3n + 2) { padding-block: 24px; background: #7c3aed; }
.item:nth-child(3n) { background: #0f766e; }
`;

export default function CssFlexboxGeneratorView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  const imported = useTextImport(state, update, importFlexbox);
  const layout = cleanLayout(layoutOf(state));
  const { items } = layout;
  const itemCount = items.length;
  const selected = Math.min(state.selected, itemCount - 1);
  const selectedItem = items[selected];

  const css = cssOf(layout);
  const html = htmlOf(layout);
  const preview = useMemo<PreviewContent>(
    () => ({
      css: `${PAGE_CSS}\n${css}\n.item-${selected + 1} { outline: 3px solid #f59e0b; outline-offset: 2px; }`,
      body: [
        element(
          'div',
          { class: 'container' },
          Array.from({ length: itemCount }, (_, index) =>
            element('div', { class: `item item-${index + 1}` }, [`Item ${index + 1}`]),
          ),
        ),
      ],
    }),
    [css, itemCount, selected],
  );

  const setItem = (patch: Partial<FlexItem>) =>
    update((current) => ({
      items: current.items.map((item, index) => (index === selected ? { ...item, ...patch } : item)),
    }));
  const addItem = () =>
    update((current) => ({ items: [...current.items, DEFAULT_ITEM], selected: current.items.length }));
  const removeItem = () =>
    update((current) => ({
      items: current.items.filter((_, index) => index !== selected),
      selected: Math.max(0, selected - 1),
    }));

  const basis = selectedItem ? basisParts(selectedItem.basis) : null;

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
        errorTitle="Cannot import this CSS"
        placeholder=".nav { display: flex; gap: 8px; } .nav > .logo { flex: 1; }"
        hint="Paste a container rule with display: flex and its items’ rules (.item-2, :nth-child(2), or in order); the controls take them up."
      />

      <ActionBar label="Presets">
        {PRESETS.map((preset) => (
          <Button key={preset.id} size="sm" onClick={() => update({ ...preset.layout, selected: 0 })}>
            {preset.label}
          </Button>
        ))}
      </ActionBar>

      <SandboxedPreview
        title="Flexbox preview"
        content={preview}
        className="h-80 w-full rounded-lg border border-gray-200 dark:border-gray-800"
      />

      <OptionsBox legend="Container">
        <SelectField
          label="flex-direction"
          options={choices(DIRECTIONS)}
          value={state.direction}
          onChange={(direction) => update({ direction })}
        />
        <SelectField
          label="flex-wrap"
          options={choices(WRAPS)}
          value={state.wrap}
          onChange={(wrap) => update({ wrap })}
        />
        <SelectField
          label="justify-content"
          options={choices(JUSTIFY_CONTENTS)}
          value={state.justifyContent}
          onChange={(justifyContent) => update({ justifyContent })}
        />
        <SelectField
          label="align-items"
          options={choices(ALIGN_ITEMS)}
          value={state.alignItems}
          onChange={(alignItems) => update({ alignItems })}
        />
        <SelectField
          label="align-content"
          options={choices(ALIGN_CONTENTS)}
          value={state.alignContent}
          onChange={(alignContent) => update({ alignContent })}
          hint={state.wrap === 'nowrap' ? 'align-content acts on wrapped lines: set flex-wrap to see it.' : undefined}
        />
        <div className="grid w-full min-w-0 gap-3 sm:grid-cols-2">
          <SliderField
            label="Row gap"
            unit="px"
            min={0}
            max={MAX_GAP}
            value={state.rowGap}
            onChange={(rowGap) => update({ rowGap })}
          />
          <SliderField
            label="Column gap"
            unit="px"
            min={0}
            max={MAX_GAP}
            value={state.columnGap}
            onChange={(columnGap) => update({ columnGap })}
          />
        </div>
      </OptionsBox>

      <OptionsBox legend="Items" stacked>
        <div role="group" aria-label="Choose an item to edit" className="flex flex-wrap gap-2">
          {items.map((_, index) => (
            <Button
              // Items have no identity beyond their place, which is what the list shows.
              key={index}
              size="sm"
              aria-pressed={index === selected}
              className={index === selected ? 'ring-2 ring-blue-600 dark:ring-blue-400' : ''}
              onClick={() => update({ selected: index })}
            >
              {`Item ${index + 1}`}
            </Button>
          ))}
          <Button
            size="sm"
            disabled={items.length >= MAX_ITEMS}
            icon={<Plus aria-hidden="true" className="h-4 w-4" />}
            onClick={addItem}
          >
            Add item
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={!selectedItem}
            icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
            onClick={removeItem}
          >
            {selectedItem ? `Remove item ${selected + 1}` : 'Remove item'}
          </Button>
        </div>
        {selectedItem && basis ? (
          <div className="grid min-w-0 gap-3 sm:grid-cols-2">
            <h3 className="text-sm font-semibold sm:col-span-2">{`Item ${selected + 1}`}</h3>
            <SliderField
              label="order"
              min={-MAX_ORDER}
              max={MAX_ORDER}
              value={selectedItem.order}
              onChange={(order) => setItem({ order: Math.round(order) })}
            />
            <SelectField
              label="align-self"
              options={choices(ALIGN_SELFS)}
              value={selectedItem.alignSelf}
              onChange={(alignSelf) => setItem({ alignSelf })}
            />
            <SliderField
              label="flex-grow"
              min={0}
              max={MAX_FLEX_FACTOR}
              step={0.25}
              value={selectedItem.grow}
              onChange={(grow) => setItem({ grow })}
            />
            <SliderField
              label="flex-shrink"
              min={0}
              max={MAX_FLEX_FACTOR}
              step={0.25}
              value={selectedItem.shrink}
              onChange={(shrink) => setItem({ shrink })}
            />
            <SelectField
              label="flex-basis"
              options={BASIS_CHOICES}
              value={basis.unit}
              onChange={(unit) =>
                setItem({ basis: basisOf(unit, unit === 'auto' ? 0 : Math.min(basis.value || 100, BASIS_MAX[unit])) })
              }
            />
            {basis.unit !== 'auto' && (
              <SliderField
                label="flex-basis length"
                unit={basis.unit}
                min={0}
                max={BASIS_MAX[basis.unit]}
                value={basis.value}
                onChange={(value) => setItem({ basis: basisOf(basis.unit, value) })}
              />
            )}
          </div>
        ) : (
          <p className="text-sm text-gray-700 dark:text-gray-300">No items: add one to lay it out.</p>
        )}
      </OptionsBox>

      <CodeOutput
        title="CSS"
        code={css}
        tailwind={tailwindContainer(layout)}
        tailwindNote="The container’s classes; each item’s are in the Tailwind HTML."
      />
      <CodeOutput title="HTML" code={html} />
      <CodeOutput title="Tailwind HTML" code={tailwindHtmlOf(layout)} />
    </>
  );
}
