import { CheckboxField, ConverterView } from '../../kit';
import { SAMPLE_INPUT } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: '__ID__' }),
};

/** The tool's state, declared once: the input and the options the conversion takes. */
const DEFAULTS = { input: '', skipBlank: true };

/** The screen, declared: ConverterView converts on its button and shows the output with Copy and Download. */
export default function __COMPONENT__() {
  return (
    <ConverterView
      defaults={DEFAULTS}
      source={source}
      task="convertText"
      optionsPanel={(state, update) => (
        <CheckboxField
          label="Skip blank lines"
          checked={state.skipBlank}
          onChange={(skipBlank) => update({ skipBlank })}
        />
      )}
      input={{ title: 'Lines', placeholder: 'One item a line...', acceptFiles: '.txt,text/plain' }}
      output={{
        title: 'JSON Output',
        placeholder: 'The JSON array will appear here...',
        language: 'json',
        fileName: 'lines.json',
        mimeType: 'application/json',
        copyLabel: 'JSON output',
      }}
      convertLabel="Convert to JSON"
      sample={SAMPLE_INPUT}
      successMessage="Lines converted to a JSON array"
    />
  );
}
