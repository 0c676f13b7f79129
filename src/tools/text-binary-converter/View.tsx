import {
  ActionBar,
  ChoiceGroup,
  ClearButton,
  LoadSampleButton,
  OptionsBox,
  SelectField,
  Statistics,
  SwapButton,
  TransformPanes,
  useLiveTask,
  useToolState,
  type Choice,
} from '../../kit';
import { formatCount } from '../../lib/format';
import { SAMPLE_BINARY, SAMPLE_TEXT, SEPARATORS, type BinarySeparator, type Direction } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'text-binary-converter' }),
};

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
    </>
  );
}
