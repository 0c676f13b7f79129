import {
  ActionBar,
  ClearButton,
  LoadSampleButton,
  OptionsBox,
  SelectField,
  Statistics,
  TransformPanes,
  useLiveTask,
  useToolState,
} from '../../kit';
import { formatCount } from '../../lib/format';
import { BASES, SAMPLE_CODES, type InputBase } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'ascii-to-text' }),
};

const DEFAULTS = { input: '', base: 'auto' as InputBase };

export default function AsciiToTextView() {
  const [state, update, reset] = useToolState(DEFAULTS, {
    choices: { base: BASES.map((base) => base.value) },
  });
  const run = useLiveTask(source, 'asciiToText', [state.input, state.base], { enabled: state.input !== '' });

  return (
    <>
      <OptionsBox legend="Options">
        <SelectField label="Number format" options={BASES} value={state.base} onChange={(base) => update({ base })} />
        <p className="text-sm text-gray-600 dark:text-gray-300">
          Auto-detect: 72, 0x48, U+48, 0o110, 0b1001000 or 01001000.
        </p>
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_CODES })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Character Codes',
          value: state.input,
          onChange: (input) => update({ input }),
          placeholder: 'Paste codes here, e.g. 72 101 108 108 111...',
          acceptFiles: '.txt,.csv,text/plain,text/csv',
        }}
        output={{
          title: 'Text',
          value: run.result?.text ?? '',
          placeholder: 'The text will appear here...',
          label: 'text',
          fileName: 'text.txt',
        }}
        run={run}
        errorTitle="Invalid Code"
      />

      {run.result && (
        <Statistics
          stale={run.stale}
          items={[
            { label: 'Codes', value: formatCount(run.result.codes) },
            { label: 'Characters', value: formatCount(run.result.characters) },
          ]}
        />
      )}
    </>
  );
}
