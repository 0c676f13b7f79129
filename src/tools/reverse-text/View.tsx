import { Languages, Repeat, Rows3, WholeWord } from 'lucide-react';
import { useState } from 'react';
import {
  ActionBar,
  ChoiceGroup,
  ClearButton,
  FeatureCards,
  LoadSampleButton,
  Spinner,
  ToolHeader,
  ToolPage,
  TransformPanes,
  useLiveTask,
  type Choice,
} from '../../kit';
import { REVERSE_MODES, SAMPLE_TEXT, reverseText, type ReverseMode } from './core';

const tasks = { reverseText };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'reverse-text' });

/** Past this size a run takes long enough that a busy note is worth showing. */
const BUSY_NOTE_SIZE = 100_000;

const MODES: readonly Choice<ReverseMode>[] = REVERSE_MODES.map(({ mode, label }) => ({ value: mode, label }));

const features = [
  {
    title: 'Characters Stay Whole',
    description:
      'Characters are reversed as a person sees them: flags 🇯🇵, families 👨‍👩‍👧‍👦, skin tones 👍🏽 and accents é stay intact, in any script.',
    icon: <Repeat className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Words in Place',
    description:
      'Words swap order on each line while spaces and punctuation stay put: “one, two, three.” becomes “three, two, one.”',
    icon: <WholeWord className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'Lines',
    description: 'The last line comes first. Line breaks stay in their places, so a final line break stays at the end.',
    icon: <Rows3 className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
  {
    title: 'Any Language',
    description:
      'Words are found by Unicode rules, so Chinese, Japanese and Thai without spaces reverse word by word; Hebrew and Arabic work too.',
    icon: <Languages className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
];

export default function ReverseTextView() {
  const [input, setInput] = useState('');
  const [mode, setMode] = useState<ReverseMode>('characters');
  const { result, error, errorAt, busy } = useLiveTask({
    tasks,
    task: 'reverseText',
    args: [input, mode],
    createWorker,
    enabled: input !== '',
  });
  const output = result ?? '';

  return (
    <ToolPage>
      <ToolHeader
        icon="🔁"
        title="Reverse Text"
        subtitle="Reverse text as you type, by characters, words or lines, without breaking emoji or accents."
      />

      <ChoiceGroup legend="Reverse" choices={MODES} value={mode} onChange={setMode} />

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_TEXT)} />
        <ClearButton onClick={() => setInput('')} />
        {busy && input.length >= BUSY_NOTE_SIZE && (
          <p role="status" className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-300">
            <Spinner /> Reversing…
          </p>
        )}
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Text',
          value: input,
          onChange: setInput,
          placeholder: 'Type or paste text to reverse...',
          acceptFiles: '.txt,.md,.csv,.log,text/plain',
        }}
        output={{
          title: 'Reversed Text',
          value: output,
          placeholder: 'The reversed text will appear here...',
          label: 'reversed text',
          fileName: 'reversed.txt',
        }}
        error={{ title: 'Cannot reverse this text', message: error, at: errorAt }}
      />

      <FeatureCards title="How Text Is Reversed" features={features} />
    </ToolPage>
  );
}
