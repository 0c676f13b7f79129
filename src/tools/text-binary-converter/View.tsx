import { ArrowLeftRight, Binary, CircleAlert, Globe } from 'lucide-react';
import { useId, useState } from 'react';
import { ActionBar, Button, ClearButton, EditorPane, ErrorAlert, FeatureCards, LoadSampleButton, OutputActions, Statistics, ToolHeader, ToolPage, useLiveTask } from '../../kit';
import { formatCount } from '../../lib/format';
import { convertBinary, SAMPLE_BINARY, SAMPLE_TEXT, SEPARATORS, type BinarySeparator, type Direction } from './core';

const tasks = { convertBinary };
const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'text-binary-converter' });

const features = [
  { title: 'UTF-8 Bytes', description: 'Every character becomes the 8-bit groups of its UTF-8 bytes: A is one byte, é two, € three, 😀 four.', icon: <Binary className="h-4 w-4 text-blue-600" aria-hidden="true" /> },
  { title: 'Both Directions', description: 'Switch direction, or Swap to turn the result around. Groups may be split by spaces, new lines or commas, start with 0b, or run together in whole bytes.', icon: <ArrowLeftRight className="h-4 w-4 text-purple-600" aria-hidden="true" /> },
  { title: 'All of Unicode', description: 'Emoji, combining marks and right-to-left text come back exactly as they went in; nothing is replaced with �.', icon: <Globe className="h-4 w-4 text-green-600" aria-hidden="true" /> },
  { title: 'Errors Say Where', description: 'A digit other than 0 or 1, a group that is not whole bytes, or bytes that are not valid UTF-8 are reported with line, column and byte offset.', icon: <CircleAlert className="h-4 w-4 text-orange-600" aria-hidden="true" /> },
];

const DIRECTIONS: readonly { value: Direction; label: string }[] = [
  { value: 'encode', label: 'Text to binary' },
  { value: 'decode', label: 'Binary to text' },
];

const fieldClasses = 'rounded-md border border-gray-300 bg-white px-2 py-1 text-sm text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';
const fieldsetClasses = 'flex flex-wrap items-center gap-4 rounded-lg border border-gray-200 p-3 dark:border-gray-800';

export default function TextBinaryConverterView() {
  const [input, setInput] = useState('');
  const [direction, setDirection] = useState<Direction>('encode');
  const [separator, setSeparator] = useState<BinarySeparator>('space');
  const { result, error } = useLiveTask({ tasks, task: 'convertBinary', args: [input, direction, separator], createWorker, enabled: input !== '' });
  const separatorId = useId();
  const directionName = useId();
  const output = result?.output ?? '';
  const encoding = direction === 'encode';
  const [inputTitle, outputTitle] = encoding ? ['Text', 'Binary'] : ['Binary', 'Text'];

  const swap = () => {
    setInput(output);
    setDirection(encoding ? 'decode' : 'encode');
  };

  return (
    <ToolPage>
      <ToolHeader icon="💾" title="Text to Binary Converter" subtitle="Convert text to the 8-bit groups of its UTF-8 bytes and back, live as you type." />

      <div className="flex flex-wrap gap-4">
        <fieldset className={fieldsetClasses}>
          <legend className="px-1 text-sm font-medium">Direction</legend>
          {DIRECTIONS.map(({ value, label }) => (
            <label key={value} className="flex items-center gap-2 text-sm font-medium">
              <input type="radio" name={directionName} className="h-4 w-4 accent-blue-600" value={value} checked={direction === value} onChange={() => setDirection(value)} />
              {label}
            </label>
          ))}
        </fieldset>
        <fieldset className={fieldsetClasses}>
          <legend className="px-1 text-sm font-medium">Options</legend>
          <div className="flex items-center gap-2">
            <label htmlFor={separatorId} className="text-sm font-medium">
              Byte separator
            </label>
            <select id={separatorId} className={fieldClasses} value={separator} disabled={!encoding} onChange={(event) => setSeparator(event.target.value as BinarySeparator)}>
              {SEPARATORS.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
      </div>

      <ActionBar>
        <Button onClick={swap} disabled={!output} icon={<ArrowLeftRight className="h-4 w-4" aria-hidden="true" />}>
          Swap
        </Button>
        <LoadSampleButton onClick={() => setInput(encoding ? SAMPLE_TEXT : SAMPLE_BINARY)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>


      <div className="grid gap-6 lg:grid-cols-2">
        {/* Keyed by direction: the kit's editor takes its label and placeholder only when it is created. */}
        <EditorPane
          key={`input-${direction}`}
          title={inputTitle}
          value={input}
          onChange={setInput}
          placeholder={encoding ? 'Type or paste text here...' : 'Paste binary here, e.g. 01001000 01101001...'}
          acceptFiles=".txt,text/plain"
          wrap
        />
        {/* Under the input on narrow screens, where the output pane would push it out of sight; below both panes on wide ones. */}
        {error && (
          <div className="lg:order-last lg:col-span-2">
            <ErrorAlert title={encoding ? 'Cannot Encode' : 'Invalid Binary'}>{error}</ErrorAlert>
          </div>
        )}
        <EditorPane
          key={`output-${direction}`}
          title={outputTitle}
          value={output}
          readOnly
          wrap
          placeholder={encoding ? 'Binary will appear here...' : 'The text will appear here...'}
          actions={<OutputActions text={output} label={outputTitle.toLowerCase()} copyMessage={`${outputTitle} copied to clipboard!`} fileName={encoding ? 'binary.txt' : 'text.txt'} mimeType="text/plain" />}
        />
      </div>

      {result && (
        <Statistics
          items={[
            { label: 'Characters', value: formatCount(result.characters) },
            { label: 'Bytes', value: formatCount(result.bytes) },
            { label: 'Bits', value: formatCount(result.bytes * 8) },
          ]}
        />
      )}

      <FeatureCards title="Conversion Rules" features={features} />
    </ToolPage>
  );
}
