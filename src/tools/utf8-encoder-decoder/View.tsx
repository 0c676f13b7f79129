import { ArrowLeftRight, CircleAlert, FileCode2, Table2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  ActionBar,
  ChoiceGroup,
  ClearButton,
  FeatureCards,
  LoadSampleButton,
  OptionsBox,
  SelectField,
  Statistics,
  SwapButton,
  ToolHeader,
  ToolPage,
  TransformPanes,
  useLiveTask,
  type Choice,
} from '../../kit';
import { formatCount } from '../../lib/format';
import {
  BREAKDOWN_LIMIT,
  convertUtf8,
  FORMATS,
  SAMPLE_TEXT,
  sampleBytes,
  type ByteFormat,
  type CharacterBytes,
  type Direction,
} from './core';

const tasks = { convertUtf8 };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'utf8-encoder-decoder' });

const features = [
  {
    title: 'Four Notations',
    description:
      'Hex with spaces (E2 82 AC), \\x escapes as in C, Python and JavaScript, percent form as in URLs, or decimal byte values.',
    icon: <FileCode2 className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Byte by Byte',
    description:
      'A breakdown shows each character with its code point and its one to four UTF-8 bytes, so emoji, accents and combining marks are easy to follow.',
    icon: <Table2 className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'Both Directions',
    description:
      'Decode bytes in the same notations. In \\x and percent form, plain characters between escapes stand for their own UTF-8 bytes.',
    icon: <ArrowLeftRight className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
  {
    title: 'Invalid Bytes Explained',
    description:
      'Every bad sequence is listed with its byte offset, line and column, and why: unexpected continuation byte, truncated sequence, overlong encoding, surrogate, or beyond U+10FFFF.',
    icon: <CircleAlert className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
];

const DIRECTIONS: readonly Choice<Direction>[] = [
  { value: 'encode', label: 'Text to UTF-8 bytes' },
  { value: 'decode', label: 'UTF-8 bytes to text' },
];

export default function Utf8EncoderDecoderView() {
  const [input, setInput] = useState('');
  const [direction, setDirection] = useState<Direction>('encode');
  const [format, setFormat] = useState<ByteFormat>('hex');
  const { result, error, errorAt } = useLiveTask({
    tasks,
    task: 'convertUtf8',
    args: [input, direction, format],
    createWorker,
    enabled: input !== '',
  });
  const output = result?.output ?? '';
  const encoding = direction === 'encode';
  const [inputTitle, outputTitle] = encoding ? ['Text', 'UTF-8 Bytes'] : ['UTF-8 Bytes', 'Text'];

  const swap = () => {
    setInput(output);
    setDirection(encoding ? 'decode' : 'encode');
  };

  return (
    <ToolPage>
      <ToolHeader
        icon="🌐"
        title="UTF-8 Encoder / Decoder"
        subtitle="See the UTF-8 bytes of any text, or decode bytes back to text with every invalid sequence pointed out."
      />

      <div className="flex flex-wrap gap-4">
        <ChoiceGroup legend="Direction" choices={DIRECTIONS} value={direction} onChange={setDirection} />
        <OptionsBox legend="Options">
          <SelectField label="Byte format" options={FORMATS} value={format} onChange={setFormat} />
        </OptionsBox>
      </div>

      <ActionBar>
        <SwapButton onClick={swap} disabled={!output} />
        <LoadSampleButton onClick={() => setInput(encoding ? SAMPLE_TEXT : sampleBytes(format))} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      <TransformPanes
        input={{
          title: inputTitle,
          value: input,
          onChange: setInput,
          placeholder: encoding
            ? 'Type or paste text here...'
            : 'Paste bytes here, e.g. E2 82 AC, \\xe2\\x82\\xac or %E2%82%AC...',
        }}
        output={{
          title: outputTitle,
          value: output,
          placeholder: encoding ? 'UTF-8 bytes will appear here...' : 'The text will appear here...',
          label: encoding ? 'bytes' : 'text',
          fileName: encoding ? 'utf8-bytes.txt' : 'text.txt',
        }}
        error={{ title: encoding ? 'Cannot Encode' : 'Invalid UTF-8 Input', message: error, at: errorAt }}
      />

      {result && (
        <Statistics
          items={[
            { label: 'Characters', value: formatCount(result.characters) },
            { label: 'Bytes', value: formatCount(result.bytes) },
            {
              label: 'Bytes per character',
              value: result.characters ? (result.bytes / result.characters).toFixed(2) : '0',
            },
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
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-gray-200 p-4 dark:border-gray-800"
    >
      <h2 id={headingId} className="font-semibold">
        Character Breakdown
      </h2>
      {total > rows.length && (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          The first {BREAKDOWN_LIMIT} of {formatCount(total)} characters.
        </p>
      )}
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
