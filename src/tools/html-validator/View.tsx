import { Panel } from '../../kit';
import { DocumentCheckScreen, useLiveCheck } from '../../kit/DocumentCheckScreen';
import { LocatedList } from '../../kit/LocatedList';
import { declareState } from '../../lib/options-schema';
import { formatCount } from '../../lib/format';
import { workerOnlySource } from '../../lib/task-worker';
import type { HtmlCheckReport } from './core';
import { OPTIONS } from './options';
import { INVALID_SAMPLE, SAMPLE_INPUT } from './samples';
import type { tasks } from './tasks';

// Always in the worker, so parse5 never loads into the page; without a worker (tests) it loads here.
const source = workerOnlySource<typeof tasks>({
  names: ['checkHtml'],
  loadHere: import.meta.env.PROD ? null : () => import('./tasks').then((module) => module.tasks),
  work: 'Checking HTML',
  createWorker: (name?: string) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
});

const STATE = declareState(OPTIONS, { input: '' });

const QUIRKS_LABELS: Readonly<Record<NonNullable<HtmlCheckReport['quirksMode']>, string>> = {
  'no-quirks': 'Standards mode',
  'limited-quirks': 'Almost standards mode',
  quirks: 'Quirks mode',
};

export default function HtmlValidatorView() {
  const live = useLiveCheck(STATE, source, 'checkHtml', (state) => [state.input, { mode: state.mode }]);

  return (
    <DocumentCheckScreen
      {...live}
      options={OPTIONS}
      sample={{ input: SAMPLE_INPUT }}
      broken={{ label: 'Broken Markup', load: { input: INVALID_SAMPLE } }}
      panes={[
        {
          title: 'HTML',
          placeholder: '<!DOCTYPE html>\n<html lang="en">\n…',
          language: 'xml',
          acceptFiles: '.html,.htm,.xhtml,text/html',
          height: 400,
        },
      ]}
      errorTitle="Cannot check this HTML"
      problems={{
        reportTitle: 'HTML validation',
        summary: ({ mode, quirksMode, parseErrorCount, ruleProblemCount }) =>
          `Read as ${mode === 'document' ? 'a whole page' : 'a fragment'}` +
          (quirksMode ? `; the browser renders it in ${QUIRKS_LABELS[quirksMode].toLowerCase()}` : '') +
          `. ${formatCount(parseErrorCount)} parse ${parseErrorCount === 1 ? 'error' : 'errors'}, ` +
          `${formatCount(ruleProblemCount)} from the checks beyond parsing.`,
      }}
      statistics={(result) => [
        { label: 'Elements', value: formatCount(result.elementCount) },
        { label: 'Ids', value: formatCount(result.idCount) },
        { label: 'Headings', value: formatCount(result.outline.length) },
        { label: 'Rendering', value: result.quirksMode ? QUIRKS_LABELS[result.quirksMode] : 'Fragment' },
      ]}
      results={(result, { stale, revealRange }) => (
        <Panel title="Heading Outline" stale={stale}>
          {result.outline.length === 0 ? (
            <p className="text-sm">No headings: screen reader users jump between headings to find their way.</p>
          ) : (
            <LocatedList
              label="Headings"
              items={result.outline}
              onSelect={(heading) => revealRange(heading.offset)}
              indent={(heading) => heading.level - 1}
              render={(heading) => (
                <>
                  <code className="shrink-0 text-gray-700 dark:text-gray-300">h{heading.level}</code>
                  <span className="min-w-0 [overflow-wrap:anywhere]">{heading.text || <em>(empty)</em>}</span>
                  <span className="ml-auto shrink-0 text-gray-700 tabular-nums dark:text-gray-300">
                    line {heading.line}
                  </span>
                </>
              )}
            />
          )}
        </Panel>
      )}
    />
  );
}
