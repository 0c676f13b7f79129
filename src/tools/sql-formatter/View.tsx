import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { TaskWorker } from '../../lib/task-worker';
import { ToolError } from '../../lib/tool-error';
import { OPTIONS } from './options';
import { SAMPLE_INPUT } from './samples';
import type { SqlTasks } from './tasks';

/**
 * sql-formatter with its dialect grammars is about 81 KB gz (its bundle, measured), and the dialect list offers
 * every one of them, so importing only some via formatDialect would save nothing: in the page it would take the
 * route from 227.5 KB gz (measured with it in the worker) to about 308, past the 256 KB budget. So the library
 * runs in the worker alone. The
 * template runs a small input "here", so the page's task forwards it to one worker that lives as long as the
 * page (formatting takes milliseconds; starting a worker a keystroke would cost more). A large input goes to
 * the template's own worker, which a newer run stops. useLiveTask drops a result the input has outrun.
 * Where no Worker exists (the unit tests in jsdom) the tasks are imported here instead; the build drops that
 * import, so the route never carries the library.
 */
const startWorker = (name: string | undefined) =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name });

let shared: TaskWorker | null = null;

type Format = SqlTasks['formatSql'];

function callWorker(args: Parameters<Format>): Promise<ReturnType<Format>> {
  if (typeof Worker === 'undefined') {
    if (import.meta.env.MODE !== 'test')
      return Promise.reject(
        new ToolError('SQL is formatted in a background worker, and this browser cannot start one.'),
      );
    return import('./tasks').then(({ tasks }) => tasks.formatSql(...args));
  }
  shared ??= new TaskWorker(() => startWorker('sql-formatter'));
  return shared.call('formatSql', args) as Promise<ReturnType<Format>>;
}

/**
 * One run at a time in the shared worker, and a run still waiting is dropped when a newer one comes: deeply
 * nested SQL can take a second to parse, and queuing a run a keystroke would leave the output far behind.
 * A dropped run's result would be out of date anyway (useLiveTask ignores it).
 */
let running = false;
let waiting: {
  args: Parameters<Format>;
  resolve: (value: ReturnType<Format>) => void;
  reject: (reason: unknown) => void;
} | null = null;

function runNext() {
  if (running || !waiting) return;
  const job = waiting;
  waiting = null;
  running = true;
  callWorker(job.args)
    .then(job.resolve, job.reject)
    .finally(() => {
      running = false;
      runNext();
    });
}

const pageTasks: SqlTasks = {
  formatSql: ((...args: Parameters<Format>) =>
    new Promise<ReturnType<Format>>((resolve, reject) => {
      waiting?.reject(new Error('Replaced by a newer run'));
      waiting = { args, resolve, reject };
      runNext();
    })) as unknown as Format,
};

/** The screen, declared: LiveTransformScreen runs the task as the user types and draws the options. */
export default function SqlFormatterView() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      tasks={pageTasks}
      worker={startWorker}
      sample={SAMPLE_INPUT}
      input={{
        title: 'SQL',
        placeholder: 'Paste SQL here: SELECT, INSERT, CREATE TABLE…',
        acceptFiles: '.sql,text/plain',
      }}
      output={(screen) => ({
        title: screen.state.mode === 'minify' ? 'Minified SQL' : 'Formatted SQL',
        label: 'SQL',
        fileName: screen.state.mode === 'minify' ? 'query.min.sql' : 'query.sql',
        mimeType: 'application/sql',
      })}
      errorTitle="Cannot read this SQL"
      // Minifying keeps every word as written and lays out one line: the formatter's choices do not apply.
      disabledOptions={(state) => {
        const minify = state.mode === 'minify';
        return {
          keywordCase: minify,
          functionCase: minify,
          dataTypeCase: minify,
          identifierCase: minify,
          indent: minify,
          linesBetweenQueries: minify,
          comments: !minify,
        };
      }}
      statistics={(result, screen) => ({
        Lines: result.lines,
        Characters: result.output.length,
        'Input characters': screen.state.input.length,
      })}
    />
  );
}
