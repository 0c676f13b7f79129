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

const pageTasks: SqlTasks = {
  formatSql: ((...args: Parameters<SqlTasks['formatSql']>) => {
    if (typeof Worker === 'undefined') {
      if (import.meta.env.MODE !== 'test')
        return Promise.reject(
          new ToolError('SQL is formatted in a background worker, and this browser cannot start one.'),
        );
      return import('./tasks').then(({ tasks }) => tasks.formatSql(...args));
    }
    shared ??= new TaskWorker(() => startWorker('sql-formatter'));
    return shared.call('formatSql', args);
  }) as unknown as SqlTasks['formatSql'],
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
