import { Square } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button, useLiveTask, useLongRun, useToolState } from '../../kit';
import { DocumentCheckScreen, JSON_FILES } from '../../kit/DocumentCheckScreen';
import type { TextMark } from '../../kit/editor/types';
import { declareState } from '../../lib/options-schema';
import { namedProblem, PatternNotes } from '../../lib/pattern-watch';
import { sameValue } from '../../lib/same-value';
import { workerOnlySource } from '../../lib/task-worker';
import type { JsonPathReport } from './core';
import { OPTIONS } from './options';
import {
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
import { ExampleQueries, LegacyDifferences, Results } from './panels';

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
  const shownProblem = useMemo(() => namedProblem(run.problem, notes, stoppedLimitMs), [run.problem, notes]);
  const offerCancel = useLongRun(run.busy, CANCEL_AFTER_MS);
  const matches = useMemo(() => matchMarks(run.result), [run.result]);

  return (
    <DocumentCheckScreen
      tool={tool}
      options={OPTIONS}
      sample={{ json: SAMPLE_INPUT, query: SAMPLE_QUERY }}
      broken={{ label: 'Invalid Example', load: { json: BROKEN_EXAMPLE, query: '$.items[?@.id > 1' } }}
      moreActions={
        offerCancel && (
          <Button onClick={() => setCancelled(args)} icon={<Square className="h-4 w-4" aria-hidden="true" />}>
            Cancel
          </Button>
        )
      }
      panes={[
        {
          field: QUERY_PANE,
          title: 'Query',
          placeholder: '$.store.book[?@.price < 10].title',
          language: 'text',
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
      problems={{ reportTitle: 'JSONPath check', paneNames: PANE_NAMES }}
      results={(report, { stale, revealRange }) =>
        report.results && <Results report={report} results={report.results} stale={stale} onSelect={revealRange} />
      }
      below={
        <>
          <ExampleQueries onUse={(query) => update({ query })} />
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
