import { OptionsBox, useToolState } from '../../kit';
import { GeneratorFields } from '../../kit/GeneratorFields';
import { GeneratorScreen } from '../../kit/GeneratorScreen';
import { element } from '../../preview/protocol';
import {
  BOUNDS,
  cssOf,
  DEFAULT_STATE,
  importBorder,
  NAMES,
  PRESETS,
  SAMPLE_INPUT,
  STYLES,
  WIDTH_RANGE,
  type BorderStyle,
} from './core';

const RULES = { choices: { style: STYLES }, bounds: BOUNDS, names: NAMES };

/** The id of the previewed element. */
const PREVIEW_BOX = 'preview-box';

const STYLE_CHOICES = STYLES.map((style: BorderStyle) => ({ value: style, label: style }));

/** The screen, declared: GeneratorScreen draws the import field, presets, preview and the CSS with Copy. */
export default function __COMPONENT__() {
  const tool = useToolState(DEFAULT_STATE, RULES);
  const [state, update] = tool;
  const css = cssOf(state);

  return (
    <GeneratorScreen
      tool={tool}
      sample={SAMPLE_INPUT}
      importer={{
        read: importBorder,
        errorTitle: 'Cannot read this border',
        placeholder: 'border: 2px solid;',
        hint: 'A border declaration or value: a width in px and a style.',
      }}
      presets={PRESETS}
      beside
      preview={{
        title: 'Border preview',
        className: 'h-64 w-full rounded-lg border border-gray-200 dark:border-gray-800',
        body: [element('div', { id: PREVIEW_BOX })],
        css: [
          'html, body { margin: 0; height: 100%; }',
          'body { display: grid; place-items: center; background: #f1f5f9; }',
          `#${PREVIEW_BOX} { width: 160px; height: 100px; color: #4f46e5; ${css} }`,
        ].join('\n'),
      }}
      controls={
        <OptionsBox legend="Border" stacked>
          <GeneratorFields
            state={state}
            update={update}
            fields={[
              { key: 'width', label: 'Width', slider: { ...WIDTH_RANGE, unit: 'px' }, round: Math.round },
              { key: 'style', label: 'Style', options: STYLE_CHOICES },
            ]}
          />
        </OptionsBox>
      }
      code={[{ title: 'CSS', code: css }]}
    />
  );
}
