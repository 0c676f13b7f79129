import { CheckboxField, ConverterView } from '../../kit';
import { SAMPLE_INPUT } from './core';
import { tasks } from './tasks';

/** The tool's state, declared once: the input and the options the conversion takes. */
const DEFAULTS = { input: '', skipBlank: true };

/** The screen, declared: ConverterView converts on its button and shows the output with Copy and Download. */
export default function __COMPONENT__() {
  return (
    <ConverterView
      defaults={DEFAULTS}
      tasks={tasks}
      worker={() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: '__ID__' })}
      task="convertText"
      optionsPanel={(state, update) => (
        <CheckboxField
          label="Skip blank lines"
          checked={state.skipBlank}
          onChange={(skipBlank) => update({ skipBlank })}
        />
      )}
      input={{ title: 'Lines', placeholder: 'One item a line...', acceptFiles: '.txt,text/plain' }}
      to="JSON"
      output={{ placeholder: 'The JSON array will appear here...', fileName: 'lines.json' }}
      convertLabel="Convert to JSON"
      sample={SAMPLE_INPUT}
      successMessage="Lines converted to a JSON array"
    />
  );
}
