import { characterColumn, DataTable, type Column } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { pluralize } from '../../lib/format';
import { BREAKDOWN_LIMIT, SAMPLE_TEXT, sampleBytes, type CharacterBytes, type Utf8Result } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

const BREAKDOWN_COLUMNS: readonly Column<CharacterBytes>[] = [
  characterColumn((row) => row.character),
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
  return (
    <LiveTransformScreen
      options={OPTIONS}
      tasks={tasks}
      worker={(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })}
      task="convertUtf8"
      args={(state) => [state.input, state.direction, state.format]}
      sample={({ state }) => (state.direction === 'encode' ? SAMPLE_TEXT : sampleBytes(state.format))}
      swap={{
        patch: (state, output) => ({ input: output, direction: state.direction === 'encode' ? 'decode' : 'encode' }),
      }}
      input={({ state }) =>
        state.direction === 'encode'
          ? { title: 'Text', placeholder: 'Type or paste text here...' }
          : { title: 'UTF-8 Bytes', placeholder: 'Paste bytes here, e.g. E2 82 AC, \\xe2\\x82\\xac or %E2%82%AC...' }
      }
      output={({ state }) =>
        state.direction === 'encode'
          ? {
              title: 'UTF-8 Bytes',
              placeholder: 'UTF-8 bytes will appear here...',
              label: 'bytes',
              fileName: 'utf8-bytes.txt',
            }
          : { title: 'Text', label: 'text', fileName: 'text.txt' }
      }
      errorTitle={({ state }) => (state.direction === 'encode' ? 'Cannot Encode' : 'Invalid UTF-8 Input')}
      statistics={({ characters, bytes }) => ({
        Characters: characters,
        Bytes: bytes,
        'Bytes per character': characters ? (bytes / characters).toFixed(2) : '0',
      })}
      // The breakdown describes the text it was made from: hidden while newer input is converted.
      below={({ run }) =>
        run.result && run.result.breakdown.length > 0 && !run.stale && <Breakdown result={run.result} />
      }
    />
  );
}

function Breakdown({ result }: { result: Utf8Result }) {
  return (
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
  );
}
