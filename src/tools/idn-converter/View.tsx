import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import {
  ActionBar,
  CheckboxField,
  ChoiceGroup,
  ClearButton,
  DataTable,
  LoadSampleButton,
  NoteList,
  OptionsBox,
  Panel,
  Statistics,
  SwapButton,
  TransformPanes,
  useLiveTask,
  useToolState,
  type Choice,
  type Column,
} from '../../kit';
import { formatCount, pluralize } from '../../lib/format';
import { SAMPLE_ASCII, SAMPLE_UNICODE, type IdnDirection, type IdnResult, type LabelRow } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'idn-converter' }),
};

const DIRECTIONS: readonly Choice<IdnDirection>[] = [
  { value: 'to-ascii', label: 'Unicode → ASCII (punycode)' },
  { value: 'to-unicode', label: 'ASCII (punycode) → Unicode' },
];

const DEFAULTS = { input: '', direction: 'to-ascii' as IdnDirection, mapping: true };

const LABEL_COLUMNS: readonly Column<LabelRow>[] = [
  { key: 'line', header: 'Line', align: 'right', width: 'w-20', value: (label) => label.line },
  {
    key: 'unicode',
    header: 'Unicode',
    value: (label) => label.unicode,
    // Right-to-left labels read in their own direction.
    render: (label) => <span dir="auto">{label.unicode}</span>,
  },
  {
    key: 'ascii',
    header: 'ASCII',
    value: (label) => label.ascii,
    render: (label) => <span className="font-mono">{label.ascii}</span>,
  },
];

export default function IdnConverterView() {
  const [state, update, reset] = useToolState(DEFAULTS, {
    choices: { direction: DIRECTIONS.map((direction) => direction.value) },
  });
  const run = useLiveTask(source, 'convertIdn', [state.input, { direction: state.direction, mapping: state.mapping }], {
    enabled: state.input !== '',
  });
  const mappingHintId = useId();
  const result = run.result;
  const output = result?.output ?? '';
  const toAscii = state.direction === 'to-ascii';

  // The result becomes the input and the direction turns round: the quickest way to check a round trip.
  const swap = () => update({ input: output || state.input, direction: toAscii ? 'to-unicode' : 'to-ascii' });

  return (
    <>
      <OptionsBox legend="Conversion options" stacked>
        <ChoiceGroup
          legend="Direction"
          choices={DIRECTIONS}
          value={state.direction}
          onChange={(direction) => update({ direction })}
          inline
        />
        <CheckboxField
          label="Apply the IDNA mapping"
          checked={state.mapping}
          onChange={(mapping) => update({ mapping })}
          describedBy={mappingHintId}
        />
        <p id={mappingHintId} className="text-sm text-gray-600 dark:text-gray-300">
          {state.mapping
            ? 'Host names are read as browsers read them (UTS #46): BÜCHER.de is bücher.de, soft hyphens are dropped, and names browsers refuse are refused.'
            : 'Labels are converted exactly as written, case included (raw punycode of each label); a note says how a browser would read the name.'}
        </p>
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: toAscii ? SAMPLE_UNICODE : SAMPLE_ASCII })} />
        <SwapButton onClick={swap} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Input',
          value: state.input,
          onChange: (input) => update({ input }),
          placeholder: 'One per line: münchen.de, user@bücher.example, https://例え.テスト/path or their xn-- forms...',
          acceptFiles: '.txt,.csv,text/plain,text/csv',
        }}
        output={{
          title: toAscii ? 'ASCII (punycode)' : 'Unicode',
          value: output,
          placeholder: 'The converted names will appear here...',
          label: 'converted names',
          fileName: toAscii ? 'domains-ascii.txt' : 'domains-unicode.txt',
        }}
        run={run}
        errorTitle="Conversion Error"
      />

      {result && (
        <Statistics
          stale={run.stale}
          items={[
            { label: 'Names', value: formatCount(result.items) },
            { label: 'Labels', value: formatCount(result.labelsTotal) },
            { label: 'Internationalised labels', value: formatCount(result.internationalised) },
          ]}
        />
      )}

      {result && result.notesTotal > 0 && (
        <Panel
          tone="caution"
          icon={TriangleAlert}
          title={`Notes (${formatCount(result.notesTotal)})`}
          stale={run.stale}
        >
          <NoteList
            notes={result.notes.map((note, index) => ({ key: `${index}`, text: note }))}
            total={result.notesTotal}
          />
        </Panel>
      )}
      {result && result.labels.length > 0 && <LabelsPanel result={result} stale={run.stale} />}
    </>
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
