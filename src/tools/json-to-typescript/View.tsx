import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { SAMPLE_INPUT } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

/** The screen, declared: LiveTransformScreen writes the types as the user types and draws the options. */
export default function JsonToTypescriptView() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      optionsLegend="Type options"
      tasks={tasks}
      worker={() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-to-typescript' })}
      task="convertJsonToTypescript"
      sample={SAMPLE_INPUT}
      busyNote="Inferring types…"
      // Zod output has no interfaces, and its objects are not marked readonly.
      disabledOptions={(state) => ({ declaration: state.output === 'zod', readonly: state.output === 'zod' })}
      input={({ state }) => ({
        title: 'JSON Input',
        placeholder:
          state.inputFormat === 'lines'
            ? 'Paste JSON Lines: one sample object a line...'
            : 'Paste a JSON sample, or an array of samples...',
        acceptFiles: '.json,.jsonl,.ndjson,application/json,text/plain',
      })}
      output={({ state }) =>
        state.output === 'zod'
          ? { title: 'Zod Schema', label: 'Zod schema', fileName: 'schema.ts', mimeType: 'text/plain' }
          : { title: 'TypeScript Types', label: 'TypeScript types', fileName: 'types.ts', mimeType: 'text/plain' }
      }
      wrap={false}
      errorTitle="Cannot infer types from this JSON"
      statistics={(result) => ({
        Types: result.types,
        Samples: result.samples,
        'Big integers': result.bigNumbers,
      })}
    />
  );
}
