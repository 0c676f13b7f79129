import { GeneratorFields } from '../../kit/GeneratorFields';
import { defineGenerator, GeneratorScreen, useGenerator } from '../../kit/GeneratorScreen';
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

/** What GeneratorScreen draws from: the state, the sample, the import field and the presets. */
const GENERATOR = defineGenerator({
  defaults: DEFAULT_STATE,
  rules: { choices: { style: STYLES }, bounds: BOUNDS, names: NAMES },
  sample: SAMPLE_INPUT,
  importer: {
    read: importBorder,
    errorTitle: 'Cannot read this border',
    placeholder: 'border: 2px solid;',
    hint: 'A border declaration or value: a width in px and a style.',
  },
  presets: PRESETS,
  beside: true,
});

/** The id of the previewed element. */
const PREVIEW_BOX = 'preview-box';

const STYLE_CHOICES = STYLES.map((style: BorderStyle) => ({ value: style, label: style }));

type State = typeof DEFAULT_STATE;

/** The screen, declared: GeneratorScreen draws the import field, presets, preview and the CSS with Copy. */
export default function __COMPONENT__() {
  const [state, , generator] = useGenerator(GENERATOR);
  const css = cssOf(state);

  return (
    <GeneratorScreen
      generator={generator}
      preview={{
        title: 'Border preview',
        height: 'h-64',
        body: [element('div', { id: PREVIEW_BOX })],
        css: [
          'body { display: grid; place-items: center; background: #f1f5f9; }',
          `#${PREVIEW_BOX} { width: 160px; height: 100px; color: #4f46e5; ${css} }`,
        ].join('\n'),
      }}
      controls={
        <GeneratorFields<State>
          legend="Border"
          fields={[
            { key: 'width', label: 'Width', slider: { ...WIDTH_RANGE, unit: 'px' }, round: Math.round },
            { key: 'style', label: 'Style', options: STYLE_CHOICES },
          ]}
        />
      }
      code={[{ title: 'CSS', code: css }]}
    />
  );
}
