import { ArrowLeftRight, GitCompareArrows } from 'lucide-react';
import {
  Button,
  DataTable,
  KeyValueList,
  NoteList,
  Panel,
  Statistics,
  useActionTask,
  useToolState,
  type Column,
} from '../../kit';
import { DocumentCheckScreen, JSON_FILES } from '../../kit/DocumentCheckScreen';
import { formatCount } from '../../lib/format';
import { isBlank } from '../../lib/text-pieces';
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
} from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: (name?: string) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
};

/** The spec's processing delay: the busy state shows at least this long. */
const COMPARISON_DELAY_MS = 300;
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

/** A side's value column; a value cut at the core's limit ends with "…". */
function sideColumn(side: 'oldValue' | 'newValue', header: string, missing: string): Column<DiffEntry> {
  const text = (entry: DiffEntry) => (entry[side] ? `${entry[side].json}${entry[side].truncated ? '…' : ''}` : '');
  return {
    key: side,
    header,
    value: text,
    render: (entry) => (entry[side] ? <code>{text(entry)}</code> : missing),
  };
}

const columns: readonly Column<DiffEntry>[] = [
  { key: 'type', header: 'Change', value: (entry) => TYPE_LABELS[entry.type], width: 'w-28' },
  { key: 'path', header: 'Path', value: (entry) => entry.path, code: true },
  { key: 'description', header: 'Description', value: (entry) => entry.description },
  sideColumn('oldValue', 'Old Value', '(not in the original)'),
  sideColumn('newValue', 'New Value', '(not in the modified)'),
];

export default function JsonDiffCheckerView() {
  const tool = useToolState(DEFAULTS);
  const [state, update] = tool;
  const comparison = useActionTask(source, {
    args: [state.original, state.modified],
    minBusyMs: COMPARISON_DELAY_MS,
    check: blankInput,
    fallbackError: FALLBACK_ERROR_MESSAGE,
  });

  return (
    <DocumentCheckScreen
      tool={tool}
      runButton={{
        label: 'Compare JSON',
        busyLabel: 'Comparing...',
        icon: GitCompareArrows,
        onClick: () => comparison.run('compareJson'),
      }}
      moreActions={
        <Button
          onClick={() => update(({ original, modified }) => ({ original: modified, modified: original }))}
          icon={<ArrowLeftRight className="h-4 w-4" aria-hidden="true" />}
        >
          Swap Sides
        </Button>
      }
      sample={{ original: SAMPLE_ORIGINAL, modified: SAMPLE_MODIFIED }}
      clear={{ label: 'Clear All', also: comparison.reset }}
      panes={[
        [
          { field: ORIGINAL_PANE.paneId, title: ORIGINAL_PANE.name, placeholder: 'Paste your first JSON here...' },
          { field: MODIFIED_PANE.paneId, title: MODIFIED_PANE.name, placeholder: 'Paste your second JSON here...' },
        ],
      ]}
      paneDefaults={{ language: 'json', acceptFiles: JSON_FILES, errorAt: comparison.problem?.at }}
      run={comparison}
      errorTitle="Comparison Error"
      success={
        comparison.result?.entries.length === 0
          ? { title: 'Perfect Match!', message: 'No differences found - objects are identical' }
          : null
      }
      // A comparison of inputs that have since changed (or been swapped) is not shown as if it described them.
      results={(result, { stale }) => !stale && result.entries.length > 0 && <ComparisonResults result={result} />}
      below={
        <Panel title="Legend & Tips">
          <KeyValueList label="Legend" items={legend} />
          <NoteList notes={tips} />
        </Panel>
      }
    />
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
