import { useMemo } from 'react';
import { attempt, ErrorAlert } from '../../kit';
import { GeneratorFields } from '../../kit/GeneratorFields';
import { defineGenerator, GeneratorScreen, layoutPage, useGenerator } from '../../kit/GeneratorScreen';
import { gapFields, layoutCode } from '../../kit/ItemPicker';
import { element } from '../../preview/protocol';
import { AreaEditor } from './AreaEditor';
import {
  cleanLayout,
  cssOf,
  DEFAULT_STATE,
  GRID_BOUNDS,
  GRID_NAMES,
  htmlOf,
  importGrid,
  itemLabel,
  layoutOf,
  MAX_GAP,
  namedAreas,
  NO_SELECTION,
  PRESETS,
  SAMPLE_INPUT,
  tailwindContainer,
  tailwindHtmlOf,
  trackListProblem,
} from './core';
import { ItemEditor } from './ItemEditor';
import { TrackList } from './TrackList';

const GENERATOR = defineGenerator({
  defaults: DEFAULT_STATE,
  rules: { bounds: GRID_BOUNDS, names: GRID_NAMES },
  sample: SAMPLE_INPUT,
  importer: {
    read: importGrid,
    errorTitle: 'Cannot import this CSS',
    placeholder: '.page { display: grid; grid-template-columns: 200px 1fr; }',
    hint: 'Paste a container rule with display: grid (columns, rows, areas, gap) and its items’ rules (.item-2, :nth-child(2), or in order).',
  },
  presets: PRESETS.map((preset) => ({
    label: preset.label,
    apply: { ...preset.layout, selected: 0, selection: NO_SELECTION },
  })),
});

/**
 * The preview page around the generated CSS. The container gets no padding or border (an outline instead),
 * and the items no padding and a minimum size of 0, so the tracks resolve as the CSS alone makes them (the
 * browser test compares them with an empty grid's); the labels are centred instead of padded.
 */
const PAGE_CSS = `body { box-sizing: border-box; padding: 14px; background: #f8fafc; color: #0f172a; font: 600 13px/1.3 system-ui, sans-serif; }
.container { box-sizing: border-box; min-height: 100%; outline: 2px dashed #94a3b8; outline-offset: 4px; }
.item { box-sizing: border-box; display: grid; place-content: center; min-width: 0; min-height: 0; overflow: hidden; overflow-wrap: anywhere; text-align: center; border-radius: 6px; background: #2563eb; color: #fff; }
.item > span { padding: 10px 8px; }
.item:nth-child(3n + 2) { background: #7c3aed; }
.item:nth-child(3n) { background: #0f766e; }
`;

export default function CssGridGeneratorView() {
  const [state, update, generator] = useGenerator(GENERATOR);
  const layout = cleanLayout(layoutOf(state));
  const selected = Math.min(state.selected, state.items.length - 1);
  const css = cssOf(layout);
  const areas = useMemo(() => attempt(() => namedAreas(state.areas)), [state.areas]);
  const problem = areas.error ?? trackListProblem(state.columns, 'column') ?? trackListProblem(state.rows, 'row');

  return (
    <GeneratorScreen
      generator={generator}
      preview={{
        title: 'Grid preview',
        height: 'h-96',
        ...layoutPage(
          PAGE_CSS,
          css,
          state.items.map((item, index) => element('span', {}, [itemLabel(item, index)])),
          selected,
        ),
      }}
      controls={
        <>
          <TrackList axis="column" state={state} update={update} />
          <TrackList axis="row" state={state} update={update} />
          <GeneratorFields legend="Gaps" fields={gapFields(MAX_GAP)} />
          <AreaEditor state={state} update={update} named={areas.value ?? []} />
          <ItemEditor
            state={state}
            update={update}
            selected={selected}
            names={(areas.value ?? []).map((area) => area.name)}
          />
        </>
      }
      problem={problem !== null && <ErrorAlert title="This grid is not valid CSS yet">{problem}</ErrorAlert>}
      code={layoutCode({
        css,
        tailwind: tailwindContainer(layout),
        html: htmlOf(layout),
        tailwindHtml: tailwindHtmlOf(layout),
      })}
    />
  );
}
