import { TriangleAlert } from 'lucide-react';
import { DataTable, type Column } from '../../kit/DataTable';
import { CheckboxField } from '../../kit/Fields';
import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { NoteList, Panel } from '../../kit/Panel';
import { formatCount, pluralize } from '../../lib/format';
import { SAMPLE_ASCII, SAMPLE_UNICODE, type IdnResult, type LabelRow } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

const LABEL_COLUMNS: readonly Column<LabelRow>[] = [
  { key: 'line', header: 'Line', align: 'right', width: 'w-20', value: (label) => label.line },
  {
    key: 'unicode',
    header: 'Unicode',
    value: (label) => label.unicode,
    // Right-to-left labels read in their own direction.
    render: (label) => <span dir="auto">{label.unicode}</span>,
  },
  { key: 'ascii', header: 'ASCII', value: (label) => label.ascii, code: true },
];

/** What the mapping switch does, said under it. */
const MAPPING_HINTS = {
  on: 'Host names are read as browsers read them (UTS #46): BÜCHER.de is bücher.de, soft hyphens are dropped, and names browsers refuse are refused.',
  off: 'Labels are converted exactly as written, case included (raw punycode of each label); a note says how a browser would read the name.',
};

export default function IdnConverterView() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      optionsLegend="Conversion options"
      optionsShown={['direction']}
      extraOptions={({ state, update }) => (
        <CheckboxField
          label="Apply the IDNA mapping"
          checked={state.mapping}
          onChange={(mapping) => update({ mapping })}
          hint={state.mapping ? MAPPING_HINTS.on : MAPPING_HINTS.off}
        />
      )}
      tasks={tasks}
      worker={(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })}
      task="convertIdn"
      sample={({ state }) => (state.direction === 'to-ascii' ? SAMPLE_UNICODE : SAMPLE_ASCII)}
      // The result becomes the input and the direction turns round: the quickest way to check a round trip.
      swap={{
        patch: (state, output) => ({
          input: output || state.input,
          direction: state.direction === 'to-ascii' ? 'to-unicode' : 'to-ascii',
        }),
        withoutOutput: true,
      }}
      input={{
        title: 'Input',
        placeholder: 'One per line: münchen.de, user@bücher.example, https://例え.テスト/path or their xn-- forms...',
        acceptFiles: '.txt,.csv,text/plain,text/csv',
      }}
      output={({ state }) => ({
        title: state.direction === 'to-ascii' ? 'ASCII (punycode)' : 'Unicode',
        label: 'converted names',
        fileName: state.direction === 'to-ascii' ? 'domains-ascii.txt' : 'domains-unicode.txt',
      })}
      errorTitle="Conversion Error"
      statistics={(result) => ({
        Names: result.items,
        Labels: result.labelsTotal,
        'Internationalised labels': result.internationalised,
      })}
      below={({ run: { result, stale } }) =>
        result && (
          <>
            {result.notesTotal > 0 && (
              <Panel
                tone="caution"
                icon={TriangleAlert}
                title={`Notes (${formatCount(result.notesTotal)})`}
                stale={stale}
              >
                <NoteList notes={result.notes} total={result.notesTotal} />
              </Panel>
            )}
            {result.labels.length > 0 && <LabelsPanel result={result} stale={stale} />}
          </>
        )
      }
    />
  );
}

/** Each label in both forms: what "label by label" means, made visible. */
function LabelsPanel({ result, stale }: { result: IdnResult; stale: boolean }) {
  const more = result.labelsTotal - result.labels.length;
  return (
    <Panel title="Labels" stale={stale}>
      <DataTable
        caption="Labels"
        columns={LABEL_COLUMNS}
        rows={result.labels}
        rowKey={(_, index) => `${index}`}
        csvFileName="labels.csv"
      />
      {more > 0 && (
        <p className="text-sm text-gray-600 dark:text-gray-300">
          The first {pluralize(result.labels.length, 'label')} are shown; {formatCount(more)} more are in the result.
        </p>
      )}
    </Panel>
  );
}
