import {
  ActionBar,
  ChoiceGroup,
  ClearButton,
  LoadSampleButton,
  Spinner,
  TransformPanes,
  useLiveTask,
  useToolState,
} from '../../kit';
import { REVERSE_MODES, SAMPLE_TEXT, type ReverseMode } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'reverse-text' }),
};

const DEFAULTS = { input: '', mode: 'characters' as ReverseMode };

/** Past this size a run takes long enough that a busy note is worth showing. */
const BUSY_NOTE_SIZE = 100_000;

export default function ReverseTextView() {
  const [state, update, reset] = useToolState(DEFAULTS, {
    choices: { mode: REVERSE_MODES.map((mode) => mode.value) },
  });
  const run = useLiveTask(source, 'reverseText', [state.input, state.mode], { enabled: state.input !== '' });

  return (
    <>
      <ChoiceGroup legend="Reverse" choices={REVERSE_MODES} value={state.mode} onChange={(mode) => update({ mode })} />

      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_TEXT })} />
        <ClearButton onClick={reset} />
        {run.busy && state.input.length >= BUSY_NOTE_SIZE && (
          <p role="status" className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-300">
            <Spinner /> Reversing…
          </p>
        )}
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Text',
          value: state.input,
          onChange: (input) => update({ input }),
          placeholder: 'Type or paste text to reverse...',
          acceptFiles: '.txt,.md,.csv,.log,text/plain',
        }}
        output={{
          title: 'Reversed Text',
          value: run.result ?? '',
          placeholder: 'The reversed text will appear here...',
          label: 'reversed text',
          fileName: 'reversed.txt',
        }}
        run={run}
        errorTitle="Cannot reverse this text"
      />
    </>
  );
}
