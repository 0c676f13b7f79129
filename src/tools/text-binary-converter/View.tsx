import { ArrowLeftRight, Binary, CircleAlert, Globe } from 'lucide-react';
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
  TransformPanes,
  useLiveTask,
  useToolState,
  type Choice,
  type Feature,
} from '../../kit';
import { formatCount } from '../../lib/format';
import { SAMPLE_BINARY, SAMPLE_TEXT, SEPARATORS, type BinarySeparator, type Direction } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'text-binary-converter' }),
};

const features: readonly Feature[] = [
  {
    title: 'UTF-8 Bytes',
    description: 'Every character becomes the 8-bit groups of its UTF-8 bytes: A is one byte, é two, € three, 😀 four.',
    icon: Binary,
    tone: 'blue',
  },
  {
    title: 'Both Directions',
    description:
      'Switch direction, or Swap to turn the result around. Groups may be split by spaces, new lines or commas, start with 0b, or run together in whole bytes.',
    icon: ArrowLeftRight,
    tone: 'purple',
  },
  {
    title: 'All of Unicode',
    description:
      'Emoji, combining marks and right-to-left text come back exactly as they went in; nothing is replaced with �.',
    icon: Globe,
    tone: 'green',
  },
  {
    title: 'Errors Say Where',
    description:
      'A digit other than 0 or 1, a group that is not whole bytes, or bytes that are not valid UTF-8 are reported with line, column and byte offset.',
    icon: CircleAlert,
    tone: 'orange',
  },
];

const DIRECTIONS: readonly Choice<Direction>[] = [
  { value: 'encode', label: 'Text to binary' },
  { value: 'decode', label: 'Binary to text' },
];

const DEFAULTS = { input: '', direction: 'encode' as Direction, separator: 'space' as BinarySeparator };

export default function TextBinaryConverterView() {
  const [state, update, reset] = useToolState(DEFAULTS, {
    choices: {
      direction: DIRECTIONS.map((direction) => direction.value),
      separator: SEPARATORS.map((separator) => separator.value),
    },
  });
  const run = useLiveTask(source, 'convertBinary', [state.input, state.direction, state.separator], {
    enabled: state.input !== '',
  });
  const output = run.result?.output ?? '';
  const encoding = state.direction === 'encode';
  const [inputTitle, outputTitle] = encoding ? ['Text', 'Binary'] : ['Binary', 'Text'];

  return (
    <>
      <ChoiceGroup
        legend="Direction"
        choices={DIRECTIONS}
        value={state.direction}
        onChange={(direction) => update({ direction })}
      />
      <OptionsBox legend="Options">
        <SelectField
          label="Byte separator"
          options={SEPARATORS}
          value={state.separator}
          onChange={(separator) => update({ separator })}
          disabled={!encoding}
        />
      </OptionsBox>

      <ActionBar>
        {/* An out-of-date output no longer matches the input, so it is not swapped in. */}
        <SwapButton
          onClick={() => update({ input: output, direction: encoding ? 'decode' : 'encode' })}
          disabled={!output || run.stale}
        />
        <LoadSampleButton onClick={() => update({ input: encoding ? SAMPLE_TEXT : SAMPLE_BINARY })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <TransformPanes
        input={{
          title: inputTitle,
          value: state.input,
          onChange: (input) => update({ input }),
          placeholder: encoding ? 'Type or paste text here...' : 'Paste binary here, e.g. 01001000 01101001...',
        }}
        output={{
          title: outputTitle,
          value: output,
          placeholder: encoding ? 'Binary will appear here...' : 'The text will appear here...',
          label: outputTitle.toLowerCase(),
          fileName: encoding ? 'binary.txt' : 'text.txt',
        }}
        run={run}
        errorTitle={encoding ? 'Cannot Encode' : 'Invalid Binary'}
      />

      {run.result && (
        <Statistics
          stale={run.stale}
          items={[
            { label: 'Characters', value: formatCount(run.result.characters) },
            { label: 'Bytes', value: formatCount(run.result.bytes) },
            { label: 'Bits', value: formatCount(run.result.bytes * 8) },
          ]}
        />
      )}

      <FeatureCards title="Conversion Rules" features={features} />
    </>
  );
}
