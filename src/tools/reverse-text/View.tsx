import { Languages, Repeat, Rows3, WholeWord } from 'lucide-react';
import {
  ActionBar,
  ChoiceGroup,
  ClearButton,
  FeatureCards,
  LoadSampleButton,
  Spinner,
  TransformPanes,
  useLiveTask,
  useToolState,
  type Feature,
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

const features: readonly Feature[] = [
  {
    title: 'Characters Stay Whole',
    description:
      'Characters are reversed as a person sees them: flags 🇯🇵, families 👨‍👩‍👧‍👦, skin tones 👍🏽 and accents é stay intact, in any script.',
    icon: Repeat,
    tone: 'blue',
  },
  {
    title: 'Words in Place',
    description:
      'Words swap order on each line while spaces and punctuation stay put: “one, two, three.” becomes “three, two, one.”',
    icon: WholeWord,
    tone: 'purple',
  },
  {
    title: 'Lines',
    description: 'The last line comes first. Line breaks stay in their places, so a final line break stays at the end.',
    icon: Rows3,
    tone: 'orange',
  },
  {
    title: 'Any Language',
    description:
      'Words are found by Unicode rules, so Chinese, Japanese and Thai without spaces reverse word by word; Hebrew and Arabic work too.',
    icon: Languages,
    tone: 'green',
  },
];

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

      <FeatureCards title="How Text Is Reversed" features={features} />
    </>
  );
}
