import { Languages, Repeat, Rows3, WholeWord } from 'lucide-react';
import { useId, useState } from 'react';
import { ActionBar, ClearButton, EditorPane, ErrorAlert, FeatureCards, LoadSampleButton, OutputActions, Spinner, ToolHeader, ToolPage, useLiveTask } from '../../kit';
import { REVERSE_MODES, SAMPLE_TEXT, reverseText, type ReverseMode } from './core';

const tasks = { reverseText };
const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'reverse-text' });

/** Past this size a run takes long enough that a busy note is worth showing. */
const BUSY_NOTE_SIZE = 100_000;

const features = [
  {
    title: 'Characters Stay Whole',
    description: 'Characters are reversed as a person sees them: flags 🇯🇵, families 👨‍👩‍👧‍👦, skin tones 👍🏽 and accents é stay intact, in any script.',
    icon: <Repeat className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Words in Place',
    description: 'Words swap order on each line while spaces and punctuation stay put: “one, two, three.” becomes “three, two, one.”',
    icon: <WholeWord className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'Lines',
    description: 'The last line comes first. Line breaks stay in their places, so a final line break stays at the end.',
    icon: <Rows3 className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
  {
    title: 'Any Language',
    description: 'Words are found by Unicode rules, so Chinese, Japanese and Thai without spaces reverse word by word; Hebrew and Arabic work too.',
    icon: <Languages className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
];

export default function ReverseTextView() {
  const [input, setInput] = useState('');
  const [mode, setMode] = useState<ReverseMode>('characters');
  const { result, error, busy } = useLiveTask({ tasks, task: 'reverseText', args: [input, mode], createWorker, enabled: input !== '' });
  const output = result ?? '';
  const modeName = useId();

  return (
    <ToolPage>
      <ToolHeader icon="🔁" title="Reverse Text" subtitle="Reverse text as you type, by characters, words or lines, without breaking emoji or accents." />

      <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border border-gray-200 p-3 dark:border-gray-800">
        <legend className="px-1 text-sm font-medium">Reverse</legend>
        {REVERSE_MODES.map(({ mode: value, label }) => (
          <label key={value} className="flex items-center gap-2 text-sm font-medium">
            <input type="radio" name={modeName} className="h-4 w-4 accent-blue-600" value={value} checked={mode === value} onChange={() => setMode(value)} />
            {label}
          </label>
        ))}
      </fieldset>

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_TEXT)} />
        <ClearButton onClick={() => setInput('')} />
        {busy && input.length >= BUSY_NOTE_SIZE && (
          <p role="status" className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-300">
            <Spinner /> Reversing…
          </p>
        )}
      </ActionBar>

      {error && <ErrorAlert title="Cannot reverse this text">{error}</ErrorAlert>}

      <div className="grid gap-6 lg:grid-cols-2">
        <EditorPane title="Text" value={input} onChange={setInput} placeholder="Type or paste text to reverse..." acceptFiles=".txt,.md,.csv,.log,text/plain" wrap />
        <EditorPane
          title="Reversed Text"
          value={output}
          readOnly
          wrap
          placeholder="The reversed text will appear here..."
          actions={<OutputActions text={output} label="reversed text" copyMessage="Reversed text copied to clipboard!" fileName="reversed.txt" mimeType="text/plain" />}
        />
      </div>

      <FeatureCards title="How Text Is Reversed" features={features} />
    </ToolPage>
  );
}
