import { ArrowLeftRight, CircleAlert, Globe, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { ActionBar, Button, ClearButton, EditorPane, ErrorAlert, FeatureCards, LoadSampleButton, OutputActions, Statistics, ToolHeader, ToolPage, useLiveTask } from '../../kit';
import { formatCount } from '../../lib/format';
import { convertHex, DEFAULT_OPTIONS, SAMPLE_HEX, SAMPLE_TEXT, SEPARATORS, type Direction, type HexOptions, type HexSeparator } from './core';

const tasks = { convertHex };
const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'hex-encoder-decoder' });

const features = [
  { title: 'UTF-8 Bytes', description: 'Text becomes the hex of its UTF-8 bytes, two digits a byte: é is c3 a9, 😀 is f0 9f 98 80.', icon: <Globe className="h-4 w-4 text-blue-600" aria-hidden="true" /> },
  { title: 'Your Format', description: 'No separator, spaces or colons; lower or upper case; 0x before each byte, or once before an unseparated run.', icon: <SlidersHorizontal className="h-4 w-4 text-purple-600" aria-hidden="true" /> },
  { title: 'Tolerant Decoding', description: 'Either case, with spaces, new lines, colons, commas, hyphens and 0x prefixes ignored, so hex dumps and C arrays paste straight in.', icon: <ArrowLeftRight className="h-4 w-4 text-green-600" aria-hidden="true" /> },
  { title: 'Errors Say Where', description: 'An odd number of digits, a character that is not hex, or bytes that are not valid UTF-8 are reported with line, column and byte offset, never replaced with �.', icon: <CircleAlert className="h-4 w-4 text-orange-600" aria-hidden="true" /> },
];

const DIRECTIONS: readonly { value: Direction; label: string }[] = [
  { value: 'encode', label: 'Text to hex' },
  { value: 'decode', label: 'Hex to text' },
];

const fieldClasses = 'rounded-md border border-gray-300 bg-white px-2 py-1 text-sm text-gray-900 disabled:opacity-60 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';
const fieldsetClasses = 'flex flex-wrap items-center gap-4 rounded-lg border border-gray-200 p-3 dark:border-gray-800';

export default function HexEncoderDecoderView() {
  const [input, setInput] = useState('');
  const [direction, setDirection] = useState<Direction>('encode');
  const [options, setOptions] = useState<HexOptions>(DEFAULT_OPTIONS);
  const { result, error } = useLiveTask({ tasks, task: 'convertHex', args: [input, direction, options], createWorker, enabled: input !== '' });
  const separatorId = useId();
  const caseId = useId();
  const prefixId = useId();
  const directionName = useId();
  const output = result?.output ?? '';
  const encoding = direction === 'encode';
  const [inputTitle, outputTitle] = encoding ? ['Text', 'Hex'] : ['Hex', 'Text'];

  const swap = () => {
    setInput(output);
    setDirection(encoding ? 'decode' : 'encode');
  };

  return (
    <ToolPage>
      <ToolHeader icon="🔣" title="Hex Encoder / Decoder" subtitle="Encode text to the hexadecimal of its UTF-8 bytes, or decode hex back to text, live as you type." />

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
        <fieldset className={fieldsetClasses} disabled={!encoding}>
          <legend className="px-1 text-sm font-medium">Hex format</legend>
          <div className="flex items-center gap-2">
            <label htmlFor={separatorId} className="text-sm font-medium">
              Separator
            </label>
            <select id={separatorId} className={fieldClasses} value={options.separator} onChange={(event) => setOptions((current) => ({ ...current, separator: event.target.value as HexSeparator }))}>
              {SEPARATORS.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-center gap-2">
            <label htmlFor={caseId} className="text-sm font-medium">
              Case
            </label>
            <select id={caseId} className={fieldClasses} value={options.uppercase ? 'upper' : 'lower'} onChange={(event) => setOptions((current) => ({ ...current, uppercase: event.target.value === 'upper' }))}>
              <option value="lower">Lowercase</option>
              <option value="upper">Uppercase</option>
            </select>
          </div>
          <div className="flex items-center gap-2">
            <input id={prefixId} type="checkbox" className="h-4 w-4 accent-blue-600" checked={options.prefix} onChange={(event) => setOptions((current) => ({ ...current, prefix: event.target.checked }))} />
            <label htmlFor={prefixId} className="text-sm font-medium">
              0x prefix
            </label>
          </div>
        </fieldset>
      </div>

      <ActionBar>
        <Button onClick={swap} disabled={!output} icon={<ArrowLeftRight className="h-4 w-4" aria-hidden="true" />}>
          Swap
        </Button>
        <LoadSampleButton onClick={() => setInput(encoding ? SAMPLE_TEXT : SAMPLE_HEX)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>


      <div className="grid gap-6 lg:grid-cols-2">
        {/* Keyed by direction: the kit's editor takes its label and placeholder only when it is created. */}
        <EditorPane
          key={`input-${direction}`}
          title={inputTitle}
          value={input}
          onChange={setInput}
          placeholder={encoding ? 'Type or paste text here...' : 'Paste hex here, e.g. 48 65 6c 6c 6f or 0x48656c6c6f...'}
          acceptFiles=".txt,.hex,text/plain"
          wrap
        />
        {/* Under the input on narrow screens, where the output pane would push it out of sight; below both panes on wide ones. */}
        {error && (
          <div className="lg:order-last lg:col-span-2">
            <ErrorAlert title={encoding ? 'Cannot Encode' : 'Invalid Hex'}>{error}</ErrorAlert>
          </div>
        )}
        <EditorPane
          key={`output-${direction}`}
          title={outputTitle}
          value={output}
          readOnly
          wrap
          placeholder={encoding ? 'Hex will appear here...' : 'The text will appear here...'}
          actions={<OutputActions text={output} label={outputTitle.toLowerCase()} copyMessage={`${outputTitle} copied to clipboard!`} fileName={encoding ? 'hex.txt' : 'text.txt'} mimeType="text/plain" />}
        />
      </div>

      {result && (
        <Statistics
          items={[
            { label: 'Characters', value: formatCount(result.characters) },
            { label: 'Bytes', value: formatCount(result.bytes) },
            { label: 'Hex digits', value: formatCount(result.bytes * 2) },
          ]}
        />
      )}

      <FeatureCards title="Conversion Rules" features={features} />
    </ToolPage>
  );
}
