import { ArrowLeftRight, CircleAlert, FileCode2, Table2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ActionBar, Button, ClearButton, EditorPane, ErrorAlert, FeatureCards, LoadSampleButton, OutputActions, Statistics, ToolHeader, ToolPage, useLiveTask } from '../../kit';
import { formatCount } from '../../lib/format';
import { BREAKDOWN_LIMIT, convertUtf8, FORMATS, SAMPLE_TEXT, sampleBytes, type ByteFormat, type CharacterBytes, type Direction } from './core';

const tasks = { convertUtf8 };
const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'utf8-encoder-decoder' });

const features = [
  { title: 'Four Notations', description: 'Hex with spaces (E2 82 AC), \\x escapes as in C, Python and JavaScript, percent form as in URLs, or decimal byte values.', icon: <FileCode2 className="h-4 w-4 text-blue-600" aria-hidden="true" /> },
  { title: 'Byte by Byte', description: 'A breakdown shows each character with its code point and its one to four UTF-8 bytes, so emoji, accents and combining marks are easy to follow.', icon: <Table2 className="h-4 w-4 text-purple-600" aria-hidden="true" /> },
  { title: 'Both Directions', description: 'Decode bytes in the same notations. In \\x and percent form, plain characters between escapes stand for their own UTF-8 bytes.', icon: <ArrowLeftRight className="h-4 w-4 text-green-600" aria-hidden="true" /> },
  {
    title: 'Invalid Bytes Explained',
    description: 'Every bad sequence is listed with its byte offset, line and column, and why: unexpected continuation byte, truncated sequence, overlong encoding, surrogate, or beyond U+10FFFF.',
    icon: <CircleAlert className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
];

const DIRECTIONS: readonly { value: Direction; label: string }[] = [
  { value: 'encode', label: 'Text to UTF-8 bytes' },
  { value: 'decode', label: 'UTF-8 bytes to text' },
];

const fieldClasses = 'max-w-full rounded-md border border-gray-300 bg-white px-2 py-1 text-sm text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';
const fieldsetClasses = 'flex min-w-0 flex-wrap items-center gap-4 rounded-lg border border-gray-200 p-3 dark:border-gray-800';

export default function Utf8EncoderDecoderView() {
  const [input, setInput] = useState('');
  const [direction, setDirection] = useState<Direction>('encode');
  const [format, setFormat] = useState<ByteFormat>('hex');
  const { result, error } = useLiveTask({ tasks, task: 'convertUtf8', args: [input, direction, format], createWorker, enabled: input !== '' });
  const formatId = useId();
  const directionName = useId();
  const output = result?.output ?? '';
  const encoding = direction === 'encode';
  const [inputTitle, outputTitle] = encoding ? ['Text', 'UTF-8 Bytes'] : ['UTF-8 Bytes', 'Text'];

  const swap = () => {
    setInput(output);
    setDirection(encoding ? 'decode' : 'encode');
  };

  return (
    <ToolPage>
      <ToolHeader icon="🌐" title="UTF-8 Encoder / Decoder" subtitle="See the UTF-8 bytes of any text, or decode bytes back to text with every invalid sequence pointed out." />

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
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <label htmlFor={formatId} className="text-sm font-medium">
              Byte format
            </label>
            <select id={formatId} className={fieldClasses} value={format} onChange={(event) => setFormat(event.target.value as ByteFormat)}>
              {FORMATS.map(({ value, label }) => (
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
        <LoadSampleButton onClick={() => setInput(encoding ? SAMPLE_TEXT : sampleBytes(format))} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>


      <div className="grid gap-6 lg:grid-cols-2">
        {/* Keyed by direction: the kit's editor takes its label and placeholder only when it is created. */}
        <EditorPane
          key={`input-${direction}`}
          title={inputTitle}
          value={input}
          onChange={setInput}
          placeholder={encoding ? 'Type or paste text here...' : 'Paste bytes here, e.g. E2 82 AC, \\xe2\\x82\\xac or %E2%82%AC...'}
          acceptFiles=".txt,text/plain"
          wrap
        />
        {/* Under the input on narrow screens, where the output pane would push it out of sight; below both panes on wide ones. */}
        {error && (
          <div className="lg:order-last lg:col-span-2">
            <ErrorAlert title={encoding ? 'Cannot Encode' : 'Invalid UTF-8 Input'}>{error}</ErrorAlert>
          </div>
        )}
        <EditorPane
          key={`output-${direction}`}
          title={outputTitle}
          value={output}
          readOnly
          wrap
          placeholder={encoding ? 'UTF-8 bytes will appear here...' : 'The text will appear here...'}
          actions={<OutputActions text={output} label={encoding ? 'bytes' : 'text'} copyMessage={encoding ? 'Bytes copied to clipboard!' : 'Text copied to clipboard!'} fileName={encoding ? 'utf8-bytes.txt' : 'text.txt'} mimeType="text/plain" />}
        />
      </div>

      {result && (
        <Statistics
          items={[
            { label: 'Characters', value: formatCount(result.characters) },
            { label: 'Bytes', value: formatCount(result.bytes) },
            { label: 'Bytes per character', value: result.characters ? (result.bytes / result.characters).toFixed(2) : '0' },
          ]}
        />
      )}

      {result && result.breakdown.length > 0 && <Breakdown rows={result.breakdown} total={result.characters} />}

      <FeatureCards title="Encoding Rules" features={features} />
    </ToolPage>
  );
}

/** Combining marks on a dotted circle, invisible characters by name, so every row shows something. */
function shownCharacter(character: string): string {
  if (/^\p{M}$/u.test(character)) return `◌${character}`;
  if (character === ' ') return '(space)';
  if (/^[\p{Z}\p{C}]$/u.test(character)) return '(invisible)';
  return character;
}

function Breakdown({ rows, total }: { rows: readonly CharacterBytes[]; total: number }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border border-gray-200 p-4 dark:border-gray-800">
      <h2 id={headingId} className="font-semibold">
        Character Breakdown
      </h2>
      {total > rows.length && <p className="text-sm text-gray-600 dark:text-gray-300">The first {BREAKDOWN_LIMIT} of {formatCount(total)} characters.</p>}
      {/* Focusable, so keyboard users can scroll the table sideways on narrow screens. */}
      <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby={headingId}>
        <table className="min-w-full text-left text-sm">
          <thead>
            <tr className="border-b border-gray-200 dark:border-gray-700">
              <th scope="col" className="py-1 pr-4 font-medium">
                Character
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                Code point
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                UTF-8 bytes
              </th>
              <th scope="col" className="py-1 pr-4 font-medium">
                Length
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} className="border-b border-gray-100 last:border-0 dark:border-gray-800">
                <td className="py-1 pr-4 text-lg">{shownCharacter(row.character)}</td>
                <td className="py-1 pr-4 font-mono">{row.codePoint}</td>
                <td className="py-1 pr-4 font-mono whitespace-nowrap">{row.bytes}</td>
                <td className="py-1 pr-4">{row.byteCount === 1 ? '1 byte' : `${row.byteCount} bytes`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
