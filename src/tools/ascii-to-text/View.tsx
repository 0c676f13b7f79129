import { Binary, CircleAlert, Link2, ScanSearch } from 'lucide-react';
import { useId, useState } from 'react';
import { ActionBar, ClearButton, EditorPane, ErrorAlert, FeatureCards, LoadSampleButton, OutputActions, Statistics, ToolHeader, ToolPage, useLiveTask } from '../../kit';
import { formatCount } from '../../lib/format';
import { asciiToText, BASES, SAMPLE_CODES, type InputBase } from './core';

const tasks = { asciiToText };
const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'ascii-to-text' });

const features = [
  {
    title: 'Auto-Detect',
    description: 'Each number is read by its prefix: 0x or U+ for hex, 0o for octal, 0b for binary. A group of exactly eight 0s and 1s is a binary byte; anything else is decimal.',
    icon: <ScanSearch className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  { title: 'Any Base', description: 'Pick decimal, hex, octal or binary to read every number in that base, prefix or not (hex 0B is eleven, not a prefix).', icon: <Binary className="h-4 w-4 text-purple-600" aria-hidden="true" /> },
  { title: 'All of Unicode', description: 'Codes up to U+10FFFF become characters, emoji included. A UTF-16 surrogate pair (55357 56832) is joined into the one character it encodes.', icon: <Link2 className="h-4 w-4 text-green-600" aria-hidden="true" /> },
  { title: 'Errors Say Where', description: 'A code that is not a number, is beyond U+10FFFF or is a lone surrogate is named with its token number, line and column.', icon: <CircleAlert className="h-4 w-4 text-orange-600" aria-hidden="true" /> },
];

const fieldClasses = 'rounded-md border border-gray-300 bg-white px-2 py-1 text-sm text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

export default function AsciiToTextView() {
  const [input, setInput] = useState('');
  const [base, setBase] = useState<InputBase>('auto');
  const { result, error } = useLiveTask({ tasks, task: 'asciiToText', args: [input, base], createWorker, enabled: input !== '' });
  const baseId = useId();
  const output = result?.text ?? '';

  return (
    <ToolPage>
      <ToolHeader icon="🔤" title="ASCII to Text Converter" subtitle="Turn character codes back into text as you type: decimal, hex or binary, separated by spaces, commas or new lines." />

      <fieldset className="flex flex-wrap items-center gap-4 rounded-lg border border-gray-200 p-3 dark:border-gray-800">
        <legend className="px-1 text-sm font-medium">Options</legend>
        <div className="flex items-center gap-2">
          <label htmlFor={baseId} className="text-sm font-medium">
            Number format
          </label>
          <select id={baseId} className={fieldClasses} value={base} onChange={(event) => setBase(event.target.value as InputBase)}>
            {BASES.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <p className="text-sm text-gray-600 dark:text-gray-300">Auto-detect: 72, 0x48, U+48, 0o110, 0b1001000 or 01001000.</p>
      </fieldset>

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_CODES)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>


      <div className="grid gap-6 lg:grid-cols-2">
        <EditorPane title="Character Codes" value={input} onChange={setInput} placeholder="Paste codes here, e.g. 72 101 108 108 111..." acceptFiles=".txt,.csv,text/plain,text/csv" wrap />
        {/* Under the input on narrow screens, where the output pane would push it out of sight; below both panes on wide ones. */}
        {error && (
          <div className="lg:order-last lg:col-span-2">
            <ErrorAlert title="Invalid Code">{error}</ErrorAlert>
          </div>
        )}
        <EditorPane
          title="Text"
          value={output}
          readOnly
          wrap
          placeholder="The text will appear here..."
          actions={<OutputActions text={output} label="text" copyMessage="Text copied to clipboard!" fileName="text.txt" mimeType="text/plain" />}
        />
      </div>

      {result && (
        <Statistics
          items={[
            { label: 'Codes', value: formatCount(result.codes) },
            { label: 'Characters', value: formatCount(result.characters) },
          ]}
        />
      )}

      <FeatureCards title="Reading Rules" features={features} />
    </ToolPage>
  );
}
