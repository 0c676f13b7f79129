import { useMemo, useState } from 'react';
import { useLiveTask, useToolState } from '../../kit';
import { DocumentCheckScreen, JSON_FILES } from '../../kit/DocumentCheckScreen';
import { declareState } from '../../lib/options-schema';
import { PatternNotes } from '../../lib/pattern-watch';
import { sameValue } from '../../lib/same-value';
import { workerOnlySource } from '../../lib/task-worker';
import { OPTIONS } from './options';
import {
  EXAMPLE_QUERIES,
  JSON_PANE,
  PANE_NAMES,
  QUERY_PANE,
  SAMPLE_INPUT,
  SAMPLE_QUERY,
  stoppedLimitMs,
  stoppedSentence,
  timeLimitFor,
} from './samples';
import type { tasks } from './tasks';
import { LegacyDifferences, Results } from './panels';
import { ExampleList } from '../../kit/ExampleList';

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

const STATE = declareState(OPTIONS, { query: '', json: '' });
const BROKEN_EXAMPLE = '{\n  "items": [\n    { "id": 1 },\n    { "id": 2 }\n  ]\n  "total": 2\n}\n';

export default function JsonpathTesterView() {
  const tool = useToolState(STATE.defaults, STATE.rules);
  const [state, update] = tool;
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
  // Every result that has a place in the JSON is highlighted there.
  const matches = useMemo(
    () =>
      (run.result?.results ?? []).flatMap(({ start: from, end: to }) =>
        from !== undefined && to !== undefined ? [{ from, to }] : [],
      ),
    [run.result],
  );

  return (
    <DocumentCheckScreen
      tool={tool}
      options={OPTIONS}
      sample={{ json: SAMPLE_INPUT, query: SAMPLE_QUERY }}
      broken={{ json: BROKEN_EXAMPLE, query: '$.items[?@.id > 1' }}
      cancel={() => setCancelled(args)}
      panes={[
        {
          field: QUERY_PANE,
          title: 'Query',
          placeholder: '$.store.book[?@.price < 10].title',
          height: 64,
          hideCount: true,
        },
        {
          field: JSON_PANE,
          title: 'JSON',
          placeholder: 'Paste or drop a JSON document here...',
          language: 'json',
          height: 360,
          acceptFiles: JSON_FILES,
          matches,
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
      run={run}
      errorTitle="Cannot run the query"
      stopped={{ notes, limitOf: stoppedLimitMs, title: 'Query Stopped' }}
      problems={{ reportTitle: 'JSONPath check', paneNames: PANE_NAMES }}
      results={(report, { stale, revealRange }) =>
        report.results && <Results report={report} results={report.results} stale={stale} onSelect={revealRange} />
      }
      below={
        <>
          <ExampleList
            title="Example Queries"
            label="Example queries"
            examples={EXAMPLE_QUERIES}
            onUse={({ code }) => update({ query: code })}
          />
          <LegacyDifferences />
        </>
      }
    />
  );
}
