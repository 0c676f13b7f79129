import { ArrowLeftRight, Binary, CircleAlert, Globe } from 'lucide-react';
import { useState } from 'react';
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
import { convertBinary, SAMPLE_BINARY, SAMPLE_TEXT, SEPARATORS, type BinarySeparator, type Direction } from './core';

const tasks = { convertBinary };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'text-binary-converter' });

const features = [
  {
    title: 'UTF-8 Bytes',
    description: 'Every character becomes the 8-bit groups of its UTF-8 bytes: A is one byte, é two, € three, 😀 four.',
    icon: <Binary className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Both Directions',
    description:
      'Switch direction, or Swap to turn the result around. Groups may be split by spaces, new lines or commas, start with 0b, or run together in whole bytes.',
    icon: <ArrowLeftRight className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'All of Unicode',
    description:
      'Emoji, combining marks and right-to-left text come back exactly as they went in; nothing is replaced with �.',
    icon: <Globe className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
  {
    title: 'Errors Say Where',
    description:
      'A digit other than 0 or 1, a group that is not whole bytes, or bytes that are not valid UTF-8 are reported with line, column and byte offset.',
    icon: <CircleAlert className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
];

const DIRECTIONS: readonly Choice<Direction>[] = [
  { value: 'encode', label: 'Text to binary' },
  { value: 'decode', label: 'Binary to text' },
];

export default function TextBinaryConverterView() {
  const [input, setInput] = useState('');
  const [direction, setDirection] = useState<Direction>('encode');
  const [separator, setSeparator] = useState<BinarySeparator>('space');
  const { result, error, errorAt } = useLiveTask({
    tasks,
    task: 'convertBinary',
    args: [input, direction, separator],
    createWorker,
    enabled: input !== '',
  });
  const output = result?.output ?? '';
  const encoding = direction === 'encode';
  const [inputTitle, outputTitle] = encoding ? ['Text', 'Binary'] : ['Binary', 'Text'];

  const swap = () => {
    setInput(output);
    setDirection(encoding ? 'decode' : 'encode');
  };

  return (
    <ToolPage>
      <ToolHeader
        icon="💾"
        title="Text to Binary Converter"
        subtitle="Convert text to the 8-bit groups of its UTF-8 bytes and back, live as you type."
      />

      <div className="flex flex-wrap gap-4">
        <ChoiceGroup legend="Direction" choices={DIRECTIONS} value={direction} onChange={setDirection} />
        <OptionsBox legend="Options">
          <SelectField
            label="Byte separator"
            options={SEPARATORS}
            value={separator}
            onChange={setSeparator}
            disabled={!encoding}
          />
        </OptionsBox>
      </div>

      <ActionBar>
        <SwapButton onClick={swap} disabled={!output} />
        <LoadSampleButton onClick={() => setInput(encoding ? SAMPLE_TEXT : SAMPLE_BINARY)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      <TransformPanes
        input={{
          title: inputTitle,
          value: input,
          onChange: setInput,
          placeholder: encoding ? 'Type or paste text here...' : 'Paste binary here, e.g. 01001000 01101001...',
        }}
        output={{
          title: outputTitle,
          value: output,
          placeholder: encoding ? 'Binary will appear here...' : 'The text will appear here...',
          label: outputTitle.toLowerCase(),
          fileName: encoding ? 'binary.txt' : 'text.txt',
        }}
        error={{ title: encoding ? 'Cannot Encode' : 'Invalid Binary', message: error, at: errorAt }}
      />

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
