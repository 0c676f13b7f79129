import { ArrowLeftRight, GitCompareArrows, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import {
  ActionBar,
  Button,
  ClearButton,
  EditorPane,
  ErrorAlert,
  LoadSampleButton,
  SuccessAlert,
  ToolHeader,
  ToolPage,
  useTaskRunner,
} from '../../kit';
import { formatCount } from '../../lib/format';
import { problemOf, type Problem } from '../../lib/tool-error';
import {
  BLANK_INPUT_MESSAGE,
  FALLBACK_ERROR_MESSAGE,
  MODIFIED_LABEL,
  ORIGINAL_LABEL,
  SAMPLE_MODIFIED,
  SAMPLE_ORIGINAL,
  compareJson,
  type DiffEntry,
  type DiffResult,
  type DiffType,
  type JsonText,
} from './core';

const COMPARISON_DELAY_MS = 300;
/** Entries rendered at first and per "Show more": a list of 100k entries at once would freeze the page. */
const ENTRIES_PAGE_SIZE = 100;
const ACCEPT_FILES = '.json,application/json,text/plain';

const tasks = { compareJson };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-diff-checker' });

const typeStyles: Record<DiffType, { label: string; badge: string; border: string; count: string }> = {
  added: {
    label: 'Added',
    badge: 'bg-green-100 text-green-900 dark:bg-green-900/60 dark:text-green-100',
    border: 'border-l-green-600 dark:border-l-green-500',
    count: 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950/60 dark:text-green-100',
  },
  removed: {
    label: 'Removed',
    badge: 'bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100',
    border: 'border-l-red-600 dark:border-l-red-500',
    count: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100',
  },
  modified: {
    label: 'Modified',
    badge: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
    border: 'border-l-amber-500 dark:border-l-amber-400',
    count: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100',
  },
};

const legend: { type: DiffType; text: string }[] = [
  { type: 'added', text: 'Properties or array items present only in the modified JSON.' },
  { type: 'removed', text: 'Properties or array items present only in the original JSON.' },
  { type: 'modified', text: 'Properties or array items present in both, with a different value or type.' },
];

const tips = [
  'Use Swap Sides to reverse the comparison direction: what was added becomes removed.',
  'Key order never counts as a difference.',
  'Numbers compare by exact value: 1.0 equals 1 and 1e2 equals 100, while 12345678901234567890 and 12345678901234567891 differ.',
  'Array items compare by index, so an item inserted at the front shows the later items as modified.',
  'When a key appears twice in an object, its last value counts, as in JSON.parse.',
];

export default function JsonDiffCheckerView() {
  const [original, setOriginal] = useState('');
  const [modified, setModified] = useState('');
  const [result, setResult] = useState<DiffResult | null>(null);
  // Each comparison gets a fresh results list, starting from its first page.
  const [resultId, setResultId] = useState(0);
  const [error, setError] = useState<Problem | null>(null);
  const runner = useTaskRunner({ tasks, createWorker, minBusyMs: COMPARISON_DELAY_MS });

  const showFailure = (problem: Problem) => {
    setError(problem);
    setResult(null);
  };

  const compare = async () => {
    if (original.trim() === '' || modified.trim() === '') {
      runner.cancel();
      showFailure({ message: BLANK_INPUT_MESSAGE });
      return;
    }
    setError(null);
    const outcome = await runner.run('compareJson', original, modified);
    if (outcome.status === 'cancelled') return;
    if (outcome.status === 'failed') {
      showFailure(problemOf(outcome.error, FALLBACK_ERROR_MESSAGE));
      return;
    }
    setResult(outcome.value);
    setResultId((id) => id + 1);
  };

  const swap = () => {
    setOriginal(modified);
    setModified(original);
  };

  const loadSample = () => {
    setOriginal(SAMPLE_ORIGINAL);
    setModified(SAMPLE_MODIFIED);
  };

  const clearAll = () => {
    runner.cancel();
    setOriginal('');
    setModified('');
    setResult(null);
    setError(null);
  };

  return (
    <ToolPage>
      <ToolHeader
        icon="🔍"
        title="JSON Diff Checker"
        subtitle="Compare two JSON documents and see every added, removed and modified property, with exact numbers and any key order."
      />

      <ActionBar>
        <Button
          variant="primary"
          onClick={compare}
          busy={runner.busy}
          busyLabel="Comparing..."
          icon={<GitCompareArrows className="h-4 w-4" aria-hidden="true" />}
        >
          Compare JSON
        </Button>
        <Button onClick={swap} icon={<ArrowLeftRight className="h-4 w-4" aria-hidden="true" />}>
          Swap Sides
        </Button>
        <LoadSampleButton onClick={loadSample} />
        <ClearButton onClick={clearAll}>Clear All</ClearButton>
      </ActionBar>

      <div className="grid gap-6 lg:grid-cols-2">
        <EditorPane
          title={ORIGINAL_LABEL}
          value={original}
          onChange={setOriginal}
          placeholder="Paste your first JSON here..."
          language="json"
          acceptFiles={ACCEPT_FILES}
          errorAt={error?.at}
        />
        <EditorPane
          title={MODIFIED_LABEL}
          value={modified}
          onChange={setModified}
          placeholder="Paste your second JSON here..."
          language="json"
          acceptFiles={ACCEPT_FILES}
          errorAt={error?.at}
        />
      </div>

      {error && <ErrorAlert title="Comparison Error">{error.message}</ErrorAlert>}
      {result && <ComparisonResults key={resultId} result={result} />}

      <LegendAndTips />
    </ToolPage>
  );
}

function ComparisonResults({ result }: { result: DiffResult }) {
  const [shown, setShown] = useState(ENTRIES_PAGE_SIZE);
  const { entries, counts } = result;
  const visible = entries.slice(0, shown);

  return (
    <section
      aria-labelledby="diff-results-title"
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="diff-results-title" className="text-lg font-semibold">
        Comparison Results
      </h2>
      {entries.length === 0 ? (
        <SuccessAlert title="Perfect Match!">No differences found - objects are identical</SuccessAlert>
      ) : (
        <>
          <div className="flex flex-col gap-3">
            <h3 className="font-semibold">Differences Summary</h3>
            <dl aria-label="Differences Summary" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              {(['added', 'removed', 'modified'] as const).map((type) => (
                <div key={type} className={`rounded-lg border p-3 ${typeStyles[type].count}`}>
                  <dt className="text-sm font-medium">{typeStyles[type].label}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{formatCount(counts[type])}</dd>
                </div>
              ))}
            </dl>
          </div>
          <ol aria-label="Differences" className="flex flex-col gap-3">
            {visible.map((entry, index) => (
              <DiffEntryItem key={index} entry={entry} />
            ))}
          </ol>
          {entries.length > ENTRIES_PAGE_SIZE && (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-gray-700 dark:text-gray-300" aria-live="polite">
                Showing first {formatCount(visible.length)} of {formatCount(entries.length)} differences
              </p>
              {visible.length < entries.length && (
                <Button size="sm" onClick={() => setShown((count) => count + ENTRIES_PAGE_SIZE)}>
                  Show more
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}

function DiffEntryItem({ entry }: { entry: DiffEntry }) {
  const style = typeStyles[entry.type];
  return (
    <li className={`rounded-lg border border-l-4 border-gray-200 p-4 dark:border-gray-700 ${style.border}`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${style.badge}`}>{style.label}</span>
        <code className="font-mono text-sm font-semibold break-all">{entry.path}</code>
      </div>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{entry.description}</p>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <ValueBox label="OLD VALUE" value={entry.oldValue} absentReason="not in the original" />
        <ValueBox label="NEW VALUE" value={entry.newValue} absentReason="not in the modified" />
      </div>
    </li>
  );
}

function ValueBox({
  label,
  value,
  absentReason,
}: {
  label: string;
  value: JsonText | undefined;
  absentReason: string;
}) {
  return (
    <div className="min-w-0">
      <div className="mb-1 text-xs font-semibold tracking-wide text-gray-700 dark:text-gray-300">{label}</div>
      {value === undefined ? (
        <p className="rounded border border-dashed border-gray-300 px-3 py-2 text-sm text-gray-700 italic dark:border-gray-600 dark:text-gray-300">
          (absent: {absentReason})
        </p>
      ) : (
        <>
          <pre
            className="max-h-64 overflow-auto rounded bg-gray-100 px-3 py-2 font-mono text-sm whitespace-pre-wrap break-all text-gray-900 dark:bg-gray-800 dark:text-gray-100"
            tabIndex={0}
          >
            {value.json}
          </pre>
          {value.truncated && (
            <p className="mt-1 text-xs text-gray-700 dark:text-gray-300">
              Value truncated: showing its first {formatCount(value.json.length)} characters.
            </p>
          )}
        </>
      )}
    </div>
  );
}

function LegendAndTips() {
  return (
    <section
      aria-labelledby="diff-legend-title"
      className="rounded-xl border border-gray-200 bg-gray-50 p-6 dark:border-gray-800 dark:bg-gray-900/50"
    >
      <h2 id="diff-legend-title" className="mb-4 text-lg font-semibold">
        Legend &amp; Tips
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <ul className="flex flex-col gap-2" aria-label="Legend">
          {legend.map(({ type, text }) => (
            <li key={type} className="flex items-start gap-2 text-sm">
              <span className={`shrink-0 rounded px-2 py-0.5 text-xs font-semibold ${typeStyles[type].badge}`}>
                {typeStyles[type].label}
              </span>
              <span className="text-gray-700 dark:text-gray-300">{text}</span>
            </li>
          ))}
        </ul>
        <ul className="flex flex-col gap-2" aria-label="Tips">
          {tips.map((tip) => (
            <li key={tip} className="flex items-start gap-2 text-sm text-gray-700 dark:text-gray-300">
              <Lightbulb className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
              {tip}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
