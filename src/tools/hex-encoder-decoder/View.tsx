import {
  ActionBar,
  CheckboxField,
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
import { DEFAULT_OPTIONS, SAMPLE_HEX, SAMPLE_TEXT, SEPARATORS, type Direction } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'hex-encoder-decoder' }),
};

const DIRECTIONS: readonly Choice<Direction>[] = [
  { value: 'encode', label: 'Text to hex' },
  { value: 'decode', label: 'Hex to text' },
];

const CASES: readonly Choice<'lower' | 'upper'>[] = [
  { value: 'lower', label: 'Lowercase' },
  { value: 'upper', label: 'Uppercase' },
];

const DEFAULTS = { input: '', direction: 'encode' as Direction, ...DEFAULT_OPTIONS };

export default function HexEncoderDecoderView() {
  const [state, update, reset] = useToolState(DEFAULTS, {
    choices: {
      direction: DIRECTIONS.map((direction) => direction.value),
      separator: SEPARATORS.map((separator) => separator.value),
    },
  });
  const run = useLiveTask(
    source,
    'convertHex',
    [state.input, state.direction, { separator: state.separator, uppercase: state.uppercase, prefix: state.prefix }],
    { enabled: state.input !== '' },
  );
  const output = run.result?.output ?? '';
  const encoding = state.direction === 'encode';
  const [inputTitle, outputTitle] = encoding ? ['Text', 'Hex'] : ['Hex', 'Text'];

  return (
    <>
      <ChoiceGroup
        legend="Direction"
        choices={DIRECTIONS}
        value={state.direction}
        onChange={(direction) => update({ direction })}
      />
      <OptionsBox legend="Hex format" disabled={!encoding}>
        <SelectField
          label="Separator"
          options={SEPARATORS}
          value={state.separator}
          onChange={(separator) => update({ separator })}
        />
        <SelectField
          label="Case"
          options={CASES}
          value={state.uppercase ? 'upper' : 'lower'}
          onChange={(letterCase) => update({ uppercase: letterCase === 'upper' })}
        />
        <CheckboxField label="0x prefix" checked={state.prefix} onChange={(prefix) => update({ prefix })} />
      </OptionsBox>

      <ActionBar>
        {/* An out-of-date output no longer matches the input, so it is not swapped in. */}
        <SwapButton
          onClick={() => update({ input: output, direction: encoding ? 'decode' : 'encode' })}
          disabled={!output || run.stale}
        />
        <LoadSampleButton onClick={() => update({ input: encoding ? SAMPLE_TEXT : SAMPLE_HEX })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <TransformPanes
        input={{
          title: inputTitle,
          value: state.input,
          onChange: (input) => update({ input }),
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
        run={run}
        errorTitle={encoding ? 'Cannot Encode' : 'Invalid Hex'}
      />

      {run.result && (
        <Statistics
          stale={run.stale}
          items={[
            { label: 'Characters', value: formatCount(run.result.characters) },
            { label: 'Bytes', value: formatCount(run.result.bytes) },
            { label: 'Hex digits', value: formatCount(run.result.bytes * 2) },
          ]}
        />
      )}
    </>
  );
}
