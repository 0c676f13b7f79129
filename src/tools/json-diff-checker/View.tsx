import { ArrowLeftRight, GitCompareArrows } from 'lucide-react';
import {
  ActionBar,
  Button,
  ClearButton,
  DataTable,
  EditorPane,
  KeyValueList,
  LoadSampleButton,
  NoteList,
  Panel,
  PaneGrid,
  RunStatus,
  Statistics,
  useActionTask,
  useToolState,
  type Column,
} from '../../kit';
import { formatCount } from '../../lib/format';
import {
  BLANK_INPUT_MESSAGE,
  FALLBACK_ERROR_MESSAGE,
  MODIFIED_PANE,
  ORIGINAL_PANE,
  SAMPLE_MODIFIED,
  SAMPLE_ORIGINAL,
  type DiffEntry,
  type DiffResult,
  type DiffType,
  type JsonText,
} from './core';
import { tasks } from './tasks';
import { isBlank } from '../../lib/text-pieces';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-diff-checker' }),
};

/** The spec's processing delay: the busy state shows at least this long. */
const COMPARISON_DELAY_MS = 300;
const ACCEPT_FILES = '.json,application/json,text/plain';
const DEFAULTS = { original: '', modified: '' };

const blankInput = (original: string, modified: string) =>
  isBlank(original) || isBlank(modified) ? BLANK_INPUT_MESSAGE : null;

const TYPE_LABELS: Record<DiffType, string> = { added: 'Added', removed: 'Removed', modified: 'Modified' };

const legend = [
  { label: 'Added', value: 'Properties or array items present only in the modified JSON.' },
  { label: 'Removed', value: 'Properties or array items present only in the original JSON.' },
  { label: 'Modified', value: 'Properties or array items present in both, with a different value or type.' },
];

const tips = [
  { key: 'swap', text: 'Use Swap Sides to reverse the comparison direction: what was added becomes removed' },
  { key: 'order', text: 'Key order never counts as a difference' },
  {
    key: 'numbers',
    text: 'Numbers compare by exact value: 1.0 equals 1 and 1e2 equals 100, while 12345678901234567890 and 12345678901234567891 differ',
  },
  {
    key: 'arrays',
    text: 'Array items compare by index, so an item inserted at the front shows the later items as modified',
  },
  { key: 'duplicates', text: 'When a key appears twice in an object, its last value counts, as in JSON.parse' },
];

/** A side's value as the table shows it; a value cut at the core's limit ends with "…". */
const valueText = (value: JsonText | undefined) => (value ? `${value.json}${value.truncated ? '…' : ''}` : '');

const columns: readonly Column<DiffEntry>[] = [
  { key: 'type', header: 'Change', value: (entry) => TYPE_LABELS[entry.type], width: 'w-28' },
  { key: 'path', header: 'Path', value: (entry) => entry.path, render: (entry) => <code>{entry.path}</code> },
  { key: 'description', header: 'Description', value: (entry) => entry.description },
  {
    key: 'old',
    header: 'Old Value',
    value: (entry) => valueText(entry.oldValue),
    render: (entry) => (entry.oldValue ? <code>{valueText(entry.oldValue)}</code> : '(not in the original)'),
  },
  {
    key: 'new',
    header: 'New Value',
    value: (entry) => valueText(entry.newValue),
    render: (entry) => (entry.newValue ? <code>{valueText(entry.newValue)}</code> : '(not in the modified)'),
  },
];

export default function JsonDiffCheckerView() {
  const [state, update, reset] = useToolState(DEFAULTS);
  const comparison = useActionTask(source, {
    args: [state.original, state.modified],
    minBusyMs: COMPARISON_DELAY_MS,
    check: blankInput,
    fallbackError: FALLBACK_ERROR_MESSAGE,
  });
  // A comparison of inputs that have since changed (or been swapped) is not shown as if it described them.
  const result = comparison.stale ? null : comparison.result;

  return (
    <>
      <ActionBar>
        <Button
          variant="primary"
          onClick={() => comparison.run('compareJson')}
          busy={comparison.busy}
          busyLabel="Comparing..."
          icon={<GitCompareArrows className="h-4 w-4" aria-hidden="true" />}
        >
          Compare JSON
        </Button>
        <Button
          onClick={() => update(({ original, modified }) => ({ original: modified, modified: original }))}
          icon={<ArrowLeftRight className="h-4 w-4" aria-hidden="true" />}
        >
          Swap Sides
        </Button>
        <LoadSampleButton onClick={() => update({ original: SAMPLE_ORIGINAL, modified: SAMPLE_MODIFIED })} />
        <ClearButton
          onClick={() => {
            comparison.reset();
            reset();
          }}
        >
          Clear All
        </ClearButton>
      </ActionBar>

      <PaneGrid
        status={
          <RunStatus
            run={comparison}
            errorTitle="Comparison Error"
            success={
              result && result.entries.length === 0
                ? { title: 'Perfect Match!', message: 'No differences found - objects are identical' }
                : null
            }
            rerun="Press Compare JSON to update it."
          />
        }
      >
        <EditorPane
          paneId={ORIGINAL_PANE.paneId}
          title={ORIGINAL_PANE.name}
          value={state.original}
          onChange={(original) => update({ original })}
          placeholder="Paste your first JSON here..."
          language="json"
          acceptFiles={ACCEPT_FILES}
          errorAt={comparison.problem?.at}
        />
        <EditorPane
          paneId={MODIFIED_PANE.paneId}
          title={MODIFIED_PANE.name}
          value={state.modified}
          onChange={(modified) => update({ modified })}
          placeholder="Paste your second JSON here..."
          language="json"
          acceptFiles={ACCEPT_FILES}
          errorAt={comparison.problem?.at}
        />
      </PaneGrid>

      {result && result.entries.length > 0 && <ComparisonResults result={result} />}

      <Panel title="Legend & Tips">
        <KeyValueList label="Legend" items={legend} />
        <NoteList notes={tips} />
      </Panel>
    </>
  );
}

function ComparisonResults({ result: { entries, counts } }: { result: DiffResult }) {
  return (
    <Panel title="Comparison Results">
      <Panel title="Differences Summary" tone="neutral">
        <Statistics
          label="Difference counts"
          items={(['added', 'removed', 'modified'] as const).map((type) => ({
            label: TYPE_LABELS[type],
            value: formatCount(counts[type]),
          }))}
        />
      </Panel>
      <DataTable
        caption="Differences"
        columns={columns}
        rows={entries}
        // A path appears in one entry at most.
        rowKey={(entry) => entry.path}
        csvFileName="json-differences.csv"
      />
    </Panel>
  );
}
