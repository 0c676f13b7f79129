import {
  ActionBar,
  ChoiceGroup,
  ClearButton,
  DataTable,
  LoadSampleButton,
  OptionsBox,
  Panel,
  SelectField,
  Statistics,
  SwapButton,
  TransformPanes,
  useLiveTask,
  useToolState,
  type Choice,
  type Column,
} from '../../kit';
import { formatCount, pluralize } from '../../lib/format';
import {
  BREAKDOWN_LIMIT,
  FORMATS,
  SAMPLE_TEXT,
  sampleBytes,
  type ByteFormat,
  type CharacterBytes,
  type Direction,
} from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'utf8-encoder-decoder' }),
};

const DIRECTIONS: readonly Choice<Direction>[] = [
  { value: 'encode', label: 'Text to UTF-8 bytes' },
  { value: 'decode', label: 'UTF-8 bytes to text' },
];

const DEFAULTS = { input: '', direction: 'encode' as Direction, format: 'hex' as ByteFormat };

/** Combining marks on a dotted circle, invisible characters by name, so every row shows something. */
function shownCharacter(row: CharacterBytes): string {
  if (/^\p{M}$/u.test(row.character)) return `◌${row.character}`;
  if (row.character === ' ') return '(space)';
  if (/^[\p{Z}\p{C}]$/u.test(row.character)) return '(invisible)';
  return row.character;
}

const BREAKDOWN_COLUMNS: readonly Column<CharacterBytes>[] = [
  { key: 'character', header: 'Character', value: (row) => row.character, render: shownCharacter },
  { key: 'code-point', header: 'Code point', value: (row) => row.codePoint },
  { key: 'bytes', header: 'UTF-8 bytes', value: (row) => row.bytes },
  {
    key: 'length',
    header: 'Length',
    value: (row) => row.byteCount,
    render: (row) => pluralize(row.byteCount, 'byte'),
  },
];

export default function Utf8EncoderDecoderView() {
  const [state, update, reset] = useToolState(DEFAULTS, {
    choices: {
      direction: DIRECTIONS.map((direction) => direction.value),
      format: FORMATS.map((format) => format.value),
    },
  });
  const run = useLiveTask(source, 'convertUtf8', [state.input, state.direction, state.format], {
    enabled: state.input !== '',
  });
  const result = run.result;
  const output = result?.output ?? '';
  const encoding = state.direction === 'encode';
  const [inputTitle, outputTitle] = encoding ? ['Text', 'UTF-8 Bytes'] : ['UTF-8 Bytes', 'Text'];

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
          label="Byte format"
          options={FORMATS}
          value={state.format}
          onChange={(format) => update({ format })}
        />
      </OptionsBox>

      <ActionBar>
        {/* An out-of-date output no longer matches the input, so it is not swapped in. */}
        <SwapButton
          onClick={() => update({ input: output, direction: encoding ? 'decode' : 'encode' })}
          disabled={!output || run.stale}
        />
        <LoadSampleButton onClick={() => update({ input: encoding ? SAMPLE_TEXT : sampleBytes(state.format) })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <TransformPanes
        input={{
          title: inputTitle,
          value: state.input,
          onChange: (input) => update({ input }),
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
        run={run}
        errorTitle={encoding ? 'Cannot Encode' : 'Invalid UTF-8 Input'}
      />

      {result && (
        <Statistics
          stale={run.stale}
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

      {/* The breakdown describes the text it was made from: hidden while newer input is converted. */}
      {result && result.breakdown.length > 0 && !run.stale && (
        <Panel title="Character Breakdown">
          {result.characters > result.breakdown.length && (
            <p className="text-sm text-gray-600 dark:text-gray-300">
              The first {BREAKDOWN_LIMIT} of {pluralize(result.characters, 'character')}.
            </p>
          )}
          <DataTable
            caption="UTF-8 bytes of each character"
            columns={BREAKDOWN_COLUMNS}
            rows={result.breakdown}
            rowKey={(_row, index) => String(index)}
          />
        </Panel>
      )}
    </>
  );
}
