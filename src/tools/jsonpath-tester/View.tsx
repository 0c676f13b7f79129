import { ListTree, Square } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button, CopyButton, Panel, useLiveTask, useLongRun, useToolState } from '../../kit';
import { DocumentCheckScreen } from '../../kit/DocumentCheckScreen';
import type { TextMark } from '../../kit/editor/types';
import { LocatedList } from '../../kit/LocatedList';
import { formatCount, pluralize } from '../../lib/format';
import { declareState } from '../../lib/options-schema';
import { namedProblem, PatternNotes } from '../../lib/pattern-watch';
import { sameValue } from '../../lib/same-value';
import { workerOnlySource } from '../../lib/task-worker';
import type { JsonPathReport, JsonPathResult } from './core';
import { OPTIONS } from './options';
import {
  EXAMPLE_QUERIES,
  JSON_PANE,
  LEGACY_DIFFERENCES,
  MAX_RESULTS,
  PANE_NAMES,
  QUERY_PANE,
  SAMPLE_INPUT,
  SAMPLE_QUERY,
  stoppedLimitMs,
  stoppedSentence,
  timeLimitFor,
} from './samples';
import type { tasks } from './tasks';

/**
 * Every query runs in the worker (`workerThreshold: 0`), so the query engines (this tool's RFC 9535 one and
 * jsonpath-plus) load only in the worker's chunk. Without a worker (a test's DOM) they load here instead
 * (workerOnlySource). The worker tells `notes` which pattern it is testing, to name it if the query is stopped.
 */
const sourceWith = (notes: PatternNotes) =>
  workerOnlySource<typeof tasks>({
    names: ['checkJsonPath'],
    loadHere: import.meta.env.PROD ? null : () => import('./tasks').then((module) => module.tasks),
    work: 'Running a query',
    createWorker: () =>
      notes.listen(new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'jsonpath-tester' })),
  });

/** A query still running after this long offers Cancel (sooner, the button would flash as the user types). */
const CANCEL_AFTER_MS = 500;

const STATE = declareState(OPTIONS, { query: '', json: '' });
const BROKEN_EXAMPLE = '{\n  "items": [\n    { "id": 1 },\n    { "id": 2 }\n  ]\n  "total": 2\n}\n';

export default function JsonpathTesterView() {
  const [state, update, reset] = useToolState(STATE.defaults, STATE.rules);
  const [notes] = useState(() => new PatternNotes());
  const limitMs = timeLimitFor(state.json.length + state.query.length);
  // Under a time limit: a query that runs too long is stopped, and the screen says why.
  const source = useMemo(
    () => ({ ...sourceWith(notes), timeLimit: { ms: limitMs, message: stoppedSentence(limitMs) } }),
    [notes, limitMs],
  );
  const args: Parameters<typeof tasks.checkJsonPath> = [state.json, state.query, { mode: state.mode }];
  // Cancel stops the query on this input; any edit runs it again.
  const [cancelled, setCancelled] = useState<readonly unknown[] | null>(null);
  const isCancelled = cancelled !== null && sameValue(cancelled, args);
  const run = useLiveTask(source, 'checkJsonPath', args, { enabled: state.json.trim() !== '' && !isCancelled });
  const shownProblem = useMemo(() => namedProblem(run.problem, notes, stoppedLimitMs), [run.problem, notes]);
  const offerCancel = useLongRun(run.busy, CANCEL_AFTER_MS);
  const matches = useMemo(() => matchMarks(run.result), [run.result]);

  return (
    <DocumentCheckScreen
      options={{ schema: OPTIONS, values: state, onChange: update }}
      sample={{ load: () => update({ json: SAMPLE_INPUT, query: SAMPLE_QUERY }) }}
      broken={{ label: 'Invalid Example', load: () => update({ json: BROKEN_EXAMPLE, query: '$.items[?@.id > 1' }) }}
      moreActions={
        offerCancel && (
          <Button onClick={() => setCancelled(args)} icon={<Square className="h-4 w-4" aria-hidden="true" />}>
            Cancel
          </Button>
        )
      }
      clear={{ run: reset }}
      panes={[
        {
          paneId: QUERY_PANE,
          problemsOf: QUERY_PANE,
          title: 'Query',
          value: state.query,
          onChange: (query) => update({ query }),
          placeholder: '$.store.book[?@.price < 10].title',
          language: 'text',
          height: 64,
          hideCount: true,
        },
        {
          paneId: JSON_PANE,
          problemsOf: JSON_PANE,
          title: 'JSON',
          value: state.json,
          onChange: (json) => update({ json }),
          placeholder: 'Paste or drop a JSON document here...',
          language: 'json',
          height: 360,
          acceptFiles: '.json,application/json,text/plain',
          marks: matches,
        },
      ]}
      afterPanes={
        <>
          {isCancelled && <p className="text-sm">The query was stopped. Edit the query or the JSON to run it again.</p>}
          {state.json.trim() !== '' && state.query.trim() === '' && (
            <p className="text-sm">Type a query in the Query field, or pick one of the examples below.</p>
          )}
        </>
      }
      run={{ ...run, problem: shownProblem }}
      errorTitle={
        run.problem && stoppedLimitMs(run.problem.message) !== null ? 'Query Stopped' : 'Cannot run the query'
      }
      problems={{
        of: (report) => report.problems,
        reportTitle: 'JSONPath check',
        reportName: 'jsonpath-check',
        paneNames: PANE_NAMES,
      }}
      results={(report, { stale, revealRange }) =>
        report.results && <Results report={report} results={report.results} stale={stale} onSelect={revealRange} />
      }
      below={
        <>
          <Panel title="Example Queries">
            <ul className="flex flex-col gap-2">
              {EXAMPLE_QUERIES.map((example) => (
                <li key={example.query} className="flex flex-wrap items-center gap-2">
                  <Button
                    size="sm"
                    onClick={() => update({ query: example.query })}
                    aria-label={`Use ${example.label}`}
                  >
                    Use
                  </Button>
                  <code className="[overflow-wrap:anywhere]">{example.query}</code>
                  <span className="text-sm text-gray-700 dark:text-gray-300">{example.label}</span>
                </li>
              ))}
            </ul>
          </Panel>
          <LegacyDifferences />
        </>
      }
    />
  );
}

/** Every result highlighted, alternating tones so neighbours stay apart. */
function matchMarks(report: JsonPathReport | null): TextMark[] {
  const marks: TextMark[] = [];
  (report?.results ?? []).forEach((result, index) => {
    if (result.start !== undefined && result.end !== undefined)
      marks.push({ from: result.start, to: result.end, tone: index % 2 === 0 ? 'match' : 'match-alt' });
  });
  return marks;
}

function Results({
  report,
  results,
  stale,
  onSelect,
}: {
  report: JsonPathReport;
  results: readonly JsonPathResult[];
  stale: boolean;
  onSelect: (from: number, to?: number, input?: string) => void;
}) {
  const summary =
    report.count === 0
      ? 'The query selects nothing in this document.'
      : `${pluralize(report.count, 'result')}${report.count > results.length ? `: the first ${formatCount(results.length)} are listed and highlighted` : ''}`;
  return (
    <Panel
      title="Results"
      icon={ListTree}
      stale={stale}
      actions={
        results.length > 0 ? (
          <CopyButton
            text={report.resultsJson}
            ariaLabel="Copy the results as a JSON array"
            successMessage="Results copied"
          >
            Copy as JSON
          </CopyButton>
        ) : undefined
      }
    >
      <p className="text-sm" data-testid="result-count">
        {summary}
      </p>
      {report.count > MAX_RESULTS && (
        <p className="text-sm">At most {formatCount(MAX_RESULTS)} results are listed; the count is exact.</p>
      )}
      {results.length > 0 && (
        <LocatedList
          label="Results"
          className="max-h-[28rem] overflow-auto"
          stacked
          items={results}
          onSelect={(result) => result.start !== undefined && onSelect(result.start, result.end, JSON_PANE)}
          render={(result) => (
            <>
              <code className="text-xs text-gray-700 [overflow-wrap:anywhere] dark:text-gray-300">{result.path}</code>
              <code className="text-sm [overflow-wrap:anywhere]">{result.value}</code>
            </>
          )}
        />
      )}
    </Panel>
  );
}

function LegacyDifferences() {
  return (
    <Panel title="RFC 9535 and the Legacy Syntax">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="p-2">
                Topic
              </th>
              <th scope="col" className="p-2">
                RFC 9535
              </th>
              <th scope="col" className="p-2">
                Legacy (Goessner, jsonpath-plus)
              </th>
            </tr>
          </thead>
          <tbody>
            {LEGACY_DIFFERENCES.map((row) => (
              <tr key={row.topic} className="border-t border-gray-200 align-top dark:border-gray-800">
                <th scope="row" className="p-2 font-medium">
                  <WithCode text={row.topic} />
                </th>
                <td className="p-2 [overflow-wrap:anywhere]">
                  <WithCode text={row.rfc} />
                </td>
                <td className="p-2 [overflow-wrap:anywhere]">
                  <WithCode text={row.legacy} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

/** Text with `code` spans in backquotes. */
function WithCode({ text }: { text: string }) {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
