import { OptionsBox, type Choice, type StateUpdate } from '../../kit';
import { choicesOf, GeneratorFields, itemUpdate } from '../../kit/GeneratorFields';
import { defineGenerator, GeneratorScreen, layoutPage, useGenerator } from '../../kit/GeneratorScreen';
import { gapFields, ItemPicker, layoutCode } from '../../kit/ItemPicker';
import {
  ALIGN_CONTENTS,
  ALIGN_ITEMS,
  ALIGN_SELFS,
  BASIS_MAX,
  BASIS_UNITS,
  basisOf,
  basisParts,
  cleanLayout,
  cssOf,
  DEFAULT_ITEM,
  DEFAULT_STATE,
  DIRECTIONS,
  FLEXBOX_BOUNDS,
  FLEXBOX_NAMES,
  htmlOf,
  importFlexbox,
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

const GENERATOR = defineGenerator({
  defaults: DEFAULT_STATE,
  rules: {
    choices: {
      direction: DIRECTIONS,
      wrap: WRAPS,
      justifyContent: JUSTIFY_CONTENTS,
      alignItems: ALIGN_ITEMS,
      alignContent: ALIGN_CONTENTS,
    },
    bounds: FLEXBOX_BOUNDS,
    names: FLEXBOX_NAMES,
  },
  sample: SAMPLE_INPUT,
  importer: {
    read: importFlexbox,
    errorTitle: 'Cannot import this CSS',
    placeholder: '.nav { display: flex; gap: 8px; } .nav > .logo { flex: 1; }',
    hint: 'Paste a container rule with display: flex and its items’ rules (.item-2, :nth-child(2), or in order); the controls take them up.',
  },
  presets: PRESETS.map((preset) => ({ label: preset.label, apply: { ...preset.layout, selected: 0 } })),
});

/** Where a keyword's behaviour is not in its name, the option says it. */
const NOTES: Record<string, string> = { normal: 'normal (initial)' };
const choices = <T extends string>(values: readonly T[]) => choicesOf(values, (value) => NOTES[value] ?? value);

const BASIS_CHOICES: Choice<'auto' | BasisUnit>[] = [{ value: 'auto', label: 'auto' }, ...choices(BASIS_UNITS)];
const FACTOR = { min: 0, max: MAX_FLEX_FACTOR, step: 0.25 };

/**
 * The preview page around the generated CSS: a white page, the container outlined and the items coloured and
 * labelled. None of it sets a flex property, so what the items do is the generated CSS's doing.
 */
const PAGE_CSS = `body { box-sizing: border-box; padding: 12px; background: #f8fafc; color: #0f172a; font: 600 14px/1.3 system-ui, sans-serif; }
.container { box-sizing: border-box; min-height: 100%; padding: 8px; border: 2px dashed #94a3b8; border-radius: 8px; }
.item { box-sizing: border-box; padding: 12px 16px; border-radius: 6px; background: #2563eb; color: #fff; }
.item:nth-child(3n + 2) { padding-block: 24px; background: #7c3aed; }
.item:nth-child(3n) { background: #0f766e; }
`;

type State = typeof DEFAULT_STATE;

export default function CssFlexboxGeneratorView() {
  const [state, update, generator] = useGenerator(GENERATOR);
  const layout = cleanLayout(layoutOf(state));
  const css = cssOf(layout);
  const selected = Math.min(state.selected, layout.items.length - 1);

  return (
    <GeneratorScreen
      generator={generator}
      preview={{
        title: 'Flexbox preview',
        height: 'h-80',
        ...layoutPage(
          PAGE_CSS,
          css,
          layout.items.map((_, index) => `Item ${index + 1}`),
          selected,
        ),
      }}
      controls={
        <>
          <GeneratorFields<State>
            legend="Container"
            fields={[
              { key: 'direction', label: 'flex-direction', options: choices(DIRECTIONS) },
              { key: 'wrap', label: 'flex-wrap', options: choices(WRAPS) },
              { key: 'justifyContent', label: 'justify-content', options: choices(JUSTIFY_CONTENTS) },
              { key: 'alignItems', label: 'align-items', options: choices(ALIGN_ITEMS) },
              {
                key: 'alignContent',
                label: 'align-content',
                options: choices(ALIGN_CONTENTS),
                hint:
                  state.wrap === 'nowrap' ? 'align-content acts on wrapped lines: set flex-wrap to see it.' : undefined,
              },
              ...gapFields(MAX_GAP),
            ]}
          />
          <OptionsBox legend="Items" stacked>
            <ItemPicker
              items={layout.items}
              selected={selected}
              max={MAX_ITEMS}
              newItem={DEFAULT_ITEM}
              update={update}
            />
            <ItemFields items={layout.items} selected={selected} update={update} />
          </OptionsBox>
        </>
      }
      code={layoutCode({
        css,
        tailwind: tailwindContainer(layout),
        html: htmlOf(layout),
        tailwindHtml: tailwindHtmlOf(layout),
      })}
    />
  );
}

interface ItemFieldsProps {
  items: readonly FlexItem[];
  selected: number;
  update: StateUpdate<State>;
}

/** The selected item's flex properties. */
function ItemFields({ items, selected, update }: ItemFieldsProps) {
  const item = items[selected];
  if (!item) return <p className="text-sm text-gray-700 dark:text-gray-300">No items: add one to lay it out.</p>;
  const { unit, value } = basisParts(item.basis);
  const setItem = itemUpdate(update, 'items', selected);
  const basis = { ...item, basisUnit: unit, basisValue: value };
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <h3 className="text-sm font-semibold">{`Item ${selected + 1}`}</h3>
      <GeneratorFields
        state={basis}
        update={(patch) => setItem(typeof patch === 'function' ? patch(basis) : patch)}
        fields={[
          { key: 'order', label: 'order', slider: { min: -MAX_ORDER, max: MAX_ORDER }, round: Math.round },
          { key: 'alignSelf', label: 'align-self', options: choices(ALIGN_SELFS) },
          { key: 'grow', label: 'flex-grow', slider: FACTOR },
          { key: 'shrink', label: 'flex-shrink', slider: FACTOR },
          {
            key: 'basisUnit',
            label: 'flex-basis',
            options: BASIS_CHOICES,
            set: (next: 'auto' | BasisUnit) => ({
              basis: basisOf(next, next === 'auto' ? 0 : Math.min(value || 100, BASIS_MAX[next])),
            }),
          },
          unit !== 'auto' && {
            key: 'basisValue',
            label: 'flex-basis length',
            slider: { min: 0, max: BASIS_MAX[unit], unit },
            set: (next: number) => ({ basis: basisOf(unit, next) }),
          },
        ]}
      />
    </div>
  );
}
