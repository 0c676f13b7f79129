import { ArrowLeftRight, CircleAlert, Globe, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import {
  ActionBar,
  CheckboxField,
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
  convertHex,
  DEFAULT_OPTIONS,
  SAMPLE_HEX,
  SAMPLE_TEXT,
  SEPARATORS,
  type Direction,
  type HexOptions,
} from './core';

const tasks = { convertHex };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'hex-encoder-decoder' });

const features = [
  {
    title: 'UTF-8 Bytes',
    description: 'Text becomes the hex of its UTF-8 bytes, two digits a byte: é is c3 a9, 😀 is f0 9f 98 80.',
    icon: <Globe className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Your Format',
    description:
      'No separator, spaces or colons; lower or upper case; 0x before each byte, or once before an unseparated run.',
    icon: <SlidersHorizontal className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'Tolerant Decoding',
    description:
      'Either case, with spaces, new lines, colons, commas, hyphens and 0x prefixes ignored, so hex dumps and C arrays paste straight in.',
    icon: <ArrowLeftRight className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
  {
    title: 'Errors Say Where',
    description:
      'An odd number of digits, a character that is not hex, or bytes that are not valid UTF-8 are reported with line, column and byte offset, never replaced with �.',
    icon: <CircleAlert className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
];

const DIRECTIONS: readonly Choice<Direction>[] = [
  { value: 'encode', label: 'Text to hex' },
  { value: 'decode', label: 'Hex to text' },
];

const CASES: readonly Choice<'lower' | 'upper'>[] = [
  { value: 'lower', label: 'Lowercase' },
  { value: 'upper', label: 'Uppercase' },
];

export default function HexEncoderDecoderView() {
  const [input, setInput] = useState('');
  const [direction, setDirection] = useState<Direction>('encode');
  const [options, setOptions] = useState<HexOptions>(DEFAULT_OPTIONS);
  const { result, error, errorAt } = useLiveTask({
    tasks,
    task: 'convertHex',
    args: [input, direction, options],
    createWorker,
    enabled: input !== '',
  });
  const output = result?.output ?? '';
  const encoding = direction === 'encode';
  const [inputTitle, outputTitle] = encoding ? ['Text', 'Hex'] : ['Hex', 'Text'];

  const setOption = <K extends keyof HexOptions>(key: K, value: HexOptions[K]) =>
    setOptions((current) => ({ ...current, [key]: value }));

  const swap = () => {
    setInput(output);
    setDirection(encoding ? 'decode' : 'encode');
  };

  return (
    <ToolPage>
      <ToolHeader
        icon="🔣"
        title="Hex Encoder / Decoder"
        subtitle="Encode text to the hexadecimal of its UTF-8 bytes, or decode hex back to text, live as you type."
      />

      <div className="flex flex-wrap gap-4">
        <ChoiceGroup legend="Direction" choices={DIRECTIONS} value={direction} onChange={setDirection} />
        <OptionsBox legend="Hex format" disabled={!encoding}>
          <SelectField
            label="Separator"
            options={SEPARATORS}
            value={options.separator}
            onChange={(separator) => setOption('separator', separator)}
          />
          <SelectField
            label="Case"
            options={CASES}
            value={options.uppercase ? 'upper' : 'lower'}
            onChange={(letterCase) => setOption('uppercase', letterCase === 'upper')}
          />
          <CheckboxField
            label="0x prefix"
            checked={options.prefix}
            onChange={(prefix) => setOption('prefix', prefix)}
          />
        </OptionsBox>
      </div>

      <ActionBar>
        <SwapButton onClick={swap} disabled={!output} />
        <LoadSampleButton onClick={() => setInput(encoding ? SAMPLE_TEXT : SAMPLE_HEX)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      <TransformPanes
        input={{
          title: inputTitle,
          value: input,
          onChange: setInput,
          placeholder: encoding
            ? 'Type or paste text here...'
            : 'Paste hex here, e.g. 48 65 6c 6c 6f or 0x48656c6c6f...',
          acceptFiles: '.txt,.hex,text/plain',
        }}
        output={{
          title: outputTitle,
          value: output,
          placeholder: encoding ? 'Hex will appear here...' : 'The text will appear here...',
          label: outputTitle.toLowerCase(),
          fileName: encoding ? 'hex.txt' : 'text.txt',
        }}
        error={{ title: encoding ? 'Cannot Encode' : 'Invalid Hex', message: error, at: errorAt }}
      />

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
