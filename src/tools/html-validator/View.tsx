import { XCircle } from 'lucide-react';
import { useMemo } from 'react';
import {
  ActionBar,
  Button,
  ChoiceGroup,
  ClearButton,
  EditorPane,
  LoadSampleButton,
  OptionsBox,
  Panel,
  RunStatus,
  Statistics,
  useLiveTask,
  useToolState,
  type Choice,
} from '../../kit';
import { ProblemList, problemMarks, useReveal } from '../../kit/Problems';
import { formatCount } from '../../lib/format';
import type { HeadingEntry, HtmlCheckReport, HtmlMode } from './core';
import { INVALID_SAMPLE, SAMPLE_INPUT } from './samples';
import type { tasks } from './tasks';
import { workerOnlySource } from '../../lib/task-worker';

// Always in the worker, so parse5 never loads into the page; without a worker (tests) it loads here.
const source = workerOnlySource<typeof tasks>({
  names: ['checkHtml'],
  loadHere: import.meta.env.PROD ? null : () => import('./tasks').then((module) => module.tasks),
  work: 'Checking HTML',
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'html-validator' }),
});

const MODES: readonly Choice<HtmlMode>[] = [
  {
    value: 'auto',
    label: 'Auto',
    hint: 'A doctype or an <html>, <head>, <body> or <title> tag makes it a whole page.',
  },
  { value: 'document', label: 'Whole page', hint: 'Doctype, <title>, lang and charset are checked.' },
  {
    value: 'fragment',
    label: 'Fragment',
    hint: 'Markup for inside <body>: no doctype, title, lang or charset needed.',
  },
];
const MODE_VALUES = MODES.map((mode) => mode.value);

const DEFAULTS = { input: '', mode: 'auto' as HtmlMode };

const QUIRKS_LABELS: Readonly<Record<NonNullable<HtmlCheckReport['quirksMode']>, string>> = {
  'no-quirks': 'Standards mode',
  'limited-quirks': 'Almost standards mode',
  quirks: 'Quirks mode',
};

export default function HtmlValidatorView() {
  const [state, update, reset] = useToolState(DEFAULTS, { choices: { mode: MODE_VALUES } });
  const run = useLiveTask(source, 'checkHtml', [state.input, { mode: state.mode }], {
    enabled: state.input.trim() !== '',
  });
  const result = run.result;
  const { reveal, revealProblem, revealRange } = useReveal();
  const problems = result?.problems;
  const marks = useMemo(() => (problems ? problemMarks(problems) : []), [problems]);

  return (
    <>
      <OptionsBox legend="Options">
        <ChoiceGroup legend="Read as" inline choices={MODES} value={state.mode} onChange={(mode) => update({ mode })} />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_INPUT })} />
        <Button
          onClick={() => update({ input: INVALID_SAMPLE })}
          icon={<XCircle className="h-4 w-4" aria-hidden="true" />}
        >
          Broken Markup
        </Button>
        <ClearButton onClick={reset} />
      </ActionBar>

      <EditorPane
        paneId="input"
        title="HTML"
        value={state.input}
        onChange={(input) => update({ input })}
        placeholder={'<!DOCTYPE html>\n<html lang="en">\n…'}
        language="xml"
        acceptFiles=".html,.htm,.xhtml,text/html"
        marks={marks}
        reveal={reveal}
        height={400}
      />

      <RunStatus run={run} errorTitle="Cannot check this HTML" />

      {result && (
        <>
          <ProblemList
            problems={result.problems}
            onSelect={revealProblem}
            reportTitle="HTML validation"
            reportName="html-validation"
            stale={run.stale}
            limitNote={result.limitNote}
          >
            <p className="text-sm">
              {result.mode === 'document' ? 'Read as a whole page' : 'Read as a fragment'}
              {result.quirksMode &&
                `; the browser renders it in ${QUIRKS_LABELS[result.quirksMode].toLowerCase()}`}.{' '}
              {formatCount(result.parseErrorCount)} parse {result.parseErrorCount === 1 ? 'error' : 'errors'},{' '}
              {formatCount(result.ruleProblemCount)} from the checks beyond parsing.
            </p>
          </ProblemList>
          <Statistics
            stale={run.stale}
            items={[
              { label: 'Elements', value: formatCount(result.elementCount) },
              { label: 'Ids', value: formatCount(result.idCount) },
              { label: 'Headings', value: formatCount(result.outline.length) },
              {
                label: 'Rendering',
                value: result.quirksMode ? QUIRKS_LABELS[result.quirksMode] : 'Fragment',
              },
            ]}
          />
          <Outline outline={result.outline} stale={run.stale} onSelect={(offset) => revealRange(offset)} />
        </>
      )}
    </>
  );
}

function Outline({
  outline,
  stale,
  onSelect,
}: {
  outline: readonly HeadingEntry[];
  stale: boolean;
  onSelect: (offset: number) => void;
}) {
  return (
    <Panel title="Heading Outline" stale={stale}>
      {outline.length === 0 ? (
        <p className="text-sm">No headings: screen reader users jump between headings to find their way.</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm" aria-label="Headings">
          {outline.map((heading) => (
            <li key={heading.offset} style={{ paddingLeft: `${(heading.level - 1) * 1}rem` }}>
              <button
                type="button"
                onClick={() => onSelect(heading.offset)}
                className="flex w-full min-w-0 items-baseline gap-2 rounded-md px-2 py-1 text-left hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-gray-800"
              >
                <code className="shrink-0 text-gray-700 dark:text-gray-300">h{heading.level}</code>
                <span className="min-w-0 [overflow-wrap:anywhere]">{heading.text || <em>(empty)</em>}</span>
                <span className="ml-auto shrink-0 text-gray-700 tabular-nums dark:text-gray-300">
                  line {heading.line}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
