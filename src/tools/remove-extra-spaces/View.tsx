import { AlignLeft, Eraser, Pilcrow, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { ActionBar, ClearButton, EditorPane, ErrorAlert, FeatureCards, LoadSampleButton, OutputActions, Statistics, ToolHeader, ToolPage, useLiveTask } from '../../kit';
import { formatCount } from '../../lib/format';
import { DEFAULT_OPTIONS, EMPTY_LINE_MODES, SAMPLE_TEXT, removeExtraSpaces, type SpaceOptions } from './core';

const tasks = { removeExtraSpaces };
const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'remove-extra-spaces' });

const features = [
  {
    title: 'Every Kind of Space',
    description: 'Spaces, tabs, no-break spaces, ideographic and other Unicode spaces. Two or more in a row become one space; a single tab between words is left alone.',
    icon: <Eraser className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Tidy Lines',
    description: 'Spaces at the start and end of each line go. Lines with only spaces count as empty: keep them, keep one between paragraphs, or remove them all.',
    icon: <AlignLeft className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'One Line on Request',
    description: 'Join all lines into one, separated by single spaces: for text copied out of PDFs and e-mails with hard line breaks.',
    icon: <Pilcrow className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
  {
    title: 'Nothing Else Changes',
    description: 'Only spaces, tabs and line breaks are removed, and the count says how many. Emoji, accents, right-to-left text and Windows line breaks stay as they are.',
    icon: <ShieldCheck className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
];

export default function RemoveExtraSpacesView() {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<SpaceOptions>(DEFAULT_OPTIONS);
  const { result, error } = useLiveTask({ tasks, task: 'removeExtraSpaces', args: [input, options], createWorker, enabled: input !== '' });
  const output = result?.output ?? '';
  const setOption = <K extends keyof SpaceOptions>(key: K, value: SpaceOptions[K]) => setOptions((current) => ({ ...current, [key]: value }));

  return (
    <ToolPage>
      <ToolHeader icon="🧹" title="Remove Extra Spaces" subtitle="Collapse runs of spaces and tabs, trim lines and drop surplus empty lines as you type." />

      <fieldset className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3 dark:border-gray-800">
        <legend className="px-1 text-sm font-medium">Options</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-4 w-4 accent-blue-600" checked={options.collapseSpaces} onChange={(event) => setOption('collapseSpaces', event.target.checked)} />
            Collapse runs of spaces and tabs into one space
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-4 w-4 accent-blue-600" checked={options.trimLines} onChange={(event) => setOption('trimLines', event.target.checked)} />
            Trim spaces at the start and end of each line
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-4 w-4 accent-blue-600" checked={options.joinLines} onChange={(event) => setOption('joinLines', event.target.checked)} />
            Join all lines into one (remove line breaks)
          </label>
        </div>
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2" disabled={options.joinLines}>
          <legend className="float-left mr-2 text-sm font-medium">Empty lines</legend>
          {EMPTY_LINE_MODES.map(({ value, label }) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" name="remove-extra-spaces-empty-lines" className="h-4 w-4 accent-blue-600" value={value} checked={options.emptyLines === value} onChange={() => setOption('emptyLines', value)} />
              {label}
            </label>
          ))}
        </fieldset>
      </fieldset>

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_TEXT)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      {error && <ErrorAlert title="Cannot clean this text">{error}</ErrorAlert>}

      <div className="grid gap-6 lg:grid-cols-2">
        <EditorPane title="Text" value={input} onChange={setInput} placeholder="Paste text with extra spaces here..." acceptFiles=".txt,text/plain" wrap />
        <EditorPane
          title="Cleaned Text"
          value={output}
          readOnly
          wrap
          placeholder="The cleaned text will appear here..."
          actions={<OutputActions text={output} label="cleaned text" copyMessage="Cleaned text copied to clipboard!" fileName="cleaned.txt" mimeType="text/plain" />}
        />
      </div>

      {result && (
        <Statistics
          items={[
            { label: 'Characters removed', value: formatCount(result.charactersRemoved) },
            { label: 'Lines removed', value: formatCount(result.linesRemoved) },
          ]}
        />
      )}

      <FeatureCards title="Cleaning Rules" features={features} />
    </ToolPage>
  );
}
