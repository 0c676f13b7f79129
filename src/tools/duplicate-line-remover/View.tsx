import { ArrowDownWideNarrow, CaseSensitive, Equal, Space } from 'lucide-react';
import { useState } from 'react';
import { ActionBar, ClearButton, EditorPane, ErrorAlert, FeatureCards, LoadSampleButton, OutputActions, Statistics, ToolHeader, ToolPage, useLiveTask } from '../../kit';
import { formatCount } from '../../lib/format';
import { DEFAULT_OPTIONS, SAMPLE_TEXT, removeDuplicateLines, type DedupeOptions } from './core';

const tasks = { removeDuplicateLines };
const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'duplicate-line-remover' });

const OPTION_LABELS: readonly { key: keyof DedupeOptions; label: string }[] = [
  { key: 'ignoreCase', label: 'Ignore case' },
  { key: 'trimLines', label: 'Trim spaces before comparing' },
  { key: 'removeEmptyLines', label: 'Remove empty lines' },
];

const features = [
  {
    title: 'First One Wins',
    description: 'Each line is kept where it first appears, exactly as written there; later repeats are removed. The order never changes.',
    icon: <ArrowDownWideNarrow className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Ignore Case',
    description: 'Apple, apple and APPLE count as one line, with Unicode case rules: straße and STRASSE, οδος and ΟΔΟΣ match too.',
    icon: <CaseSensitive className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'Trim and Empty Lines',
    description: 'Spaces around a line can be ignored when comparing, and empty lines dropped instead of kept once. Kept lines keep their spaces.',
    icon: <Space className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
  {
    title: 'Same Text, Same Line',
    description: 'é typed as one character or as e + ◌́ looks the same, so it is the same line. Emoji, right-to-left text and line breaks are kept intact.',
    icon: <Equal className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
];

export default function DuplicateLineRemoverView() {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<DedupeOptions>(DEFAULT_OPTIONS);
  const { result, error } = useLiveTask({ tasks, task: 'removeDuplicateLines', args: [input, options], createWorker, enabled: input !== '' });
  const output = result?.output ?? '';

  return (
    <ToolPage>
      <ToolHeader icon="👯" title="Duplicate Line Remover" subtitle="Remove repeated lines as you type, keeping the first of each in its place." />

      <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border border-gray-200 p-3 dark:border-gray-800">
        <legend className="px-1 text-sm font-medium">Options</legend>
        {OPTION_LABELS.map(({ key, label }) => (
          <label key={key} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-4 w-4 accent-blue-600" checked={options[key]} onChange={(event) => setOptions((current) => ({ ...current, [key]: event.target.checked }))} />
            {label}
          </label>
        ))}
      </fieldset>

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_TEXT)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      {error && <ErrorAlert title="Cannot process this text">{error}</ErrorAlert>}

      <div className="grid gap-6 lg:grid-cols-2">
        <EditorPane title="Lines" value={input} onChange={setInput} placeholder="Paste a list, one item per line..." acceptFiles=".txt,.csv,.log,text/plain" />
        <EditorPane
          title="Unique Lines"
          value={output}
          readOnly
          placeholder="The lines without duplicates will appear here..."
          actions={<OutputActions text={output} label="unique lines" copyMessage="Unique lines copied to clipboard!" fileName="unique-lines.txt" mimeType="text/plain" />}
        />
      </div>

      {result && (
        <Statistics
          items={[
            { label: 'Duplicates removed', value: formatCount(result.duplicatesRemoved) },
            ...(options.removeEmptyLines ? [{ label: 'Empty lines removed', value: formatCount(result.emptyLinesRemoved) }] : []),
            { label: 'Lines kept', value: formatCount(result.linesKept) },
          ]}
        />
      )}

      <FeatureCards title="How Lines Are Compared" features={features} />
    </ToolPage>
  );
}
