/**
 * The screen of a document checker (HTML, OpenAPI, GraphQL, robots.txt, sitemaps, HTTP headers, JSON Schema,
 * JSONPath, XPath), drawn from what the tool declares: one action row (Load Sample, the broken example, the
 * tool's own actions, Clear, each with its Undo toast), the editors with every problem underlined and a
 * click on a problem taking the cursor to it, the options (from the tool's schema, and a slot for controls a
 * schema cannot draw), the run's status, the problem list with its counts announced, the statistics, the
 * tool's own result panels, and last its long explanatory panels.
 *
 * Imported from this module, not the kit's index: only the checkers use it.
 */
import { useMemo, type ReactNode } from 'react';
import { formatCount } from '../lib/format';
import type { OptionsOf, OptionsSchema } from '../lib/options-schema';
import { countProblems, problemSummary, type DocumentProblem } from '../lib/problems';
import { ActionBar } from './Button';
import { BrokenSampleButton, ClearButton, LoadSampleButton } from './CommonActions';
import { EditorPane, type EditorPaneProps } from './EditorPane';
import type { TextMark } from './editor/types';
import { OptionsForm } from './OptionsForm';
import { ProblemList, problemMarks, useReveal } from './Problems';
import { RunStatus } from './RunStatus';
import { Statistics, type Statistic } from './Statistics';
import { PaneGrid } from './TransformPanes';
import type { RunState } from './useTaskRunner';

/** What the tool's own parts are given: whether the result is out of date, and the way to the editor. */
export interface CheckContext {
  stale: boolean;
  /** Selects a range (a match, a heading, a deciding rule) in the pane named `input` (the main one if none). */
  revealRange: (from: number, to?: number, input?: string) => void;
  revealProblem: (problem: DocumentProblem) => void;
}

/** One editor of the screen. */
export interface CheckPane extends Omit<EditorPaneProps, 'marks' | 'reveal' | 'paneId'> {
  paneId?: string;
  /** The `at.input` its problems carry (a screen with one source: none). */
  problemsOf?: string;
  /** Marks of its own beside the problems (matches, the deciding rule). */
  marks?: readonly TextMark[];
  /** Drawn right under the pane (an expression's own errors). */
  after?: (context: CheckContext) => ReactNode;
  /** Wraps the pane (a drop target around it). */
  frame?: (pane: ReactNode) => ReactNode;
}

export interface DocumentCheckScreenProps<R, S extends OptionsSchema> {
  /** The options, drawn from the schema; `only` picks and orders them (a field that applies in one mode). */
  options?: {
    schema: S;
    values: OptionsOf<S>;
    onChange: (patch: Partial<OptionsOf<S>>) => void;
    legend?: string;
    only?: readonly (keyof S & string)[];
  };
  /** Controls a schema cannot draw (example expressions), after the options. */
  extraOptions?: ReactNode;

  /** A button that comes first in the action row (Validate, when the check runs on request). */
  primaryAction?: ReactNode;
  sample: { load: () => void; label?: string };
  /** The input that shows the problems, with its button's words ("Broken Markup"). */
  broken?: { load: () => void; label: string };
  /** The tool's other actions (a second sample, Cancel), before Clear. */
  moreActions?: ReactNode;
  clear: { run: () => void; label?: string };

  /** The editors, main input first; an array is a row of panes side by side. */
  panes: readonly (CheckPane | readonly CheckPane[])[];
  /** Below the panes, before the options: the state of an opened file, a question before a long run. */
  afterPanes?: ReactNode;

  run: RunState<R>;
  errorTitle: string;
  success?: { title: string; message?: ReactNode } | null;
  rerun?: string;

  /** The problem list: the problems of a result and the report's names; none for a checker without one. */
  problems?: {
    of: (result: R) => readonly DocumentProblem[];
    reportTitle: string;
    reportName: string;
    title?: string;
    paneNames?: Readonly<Record<string, string>>;
    limitNote?: (result: R) => string | undefined;
    /** A summary of the document, above the list. */
    summary?: (result: R) => ReactNode;
    /** Only when there is a problem (a tester whose result is something else). */
    onlyWhenFound?: boolean;
  };
  statistics?: (result: R) => readonly Statistic[];
  /** The tool's own panels about a result (an outline, a grade, the matches). */
  results?: (result: R, context: CheckContext) => ReactNode;
  /** Long explanatory panels below the work area (what is not checked here, reference tables). */
  below?: ReactNode;
}

const NO_PROBLEMS: readonly DocumentProblem[] = [];

/** The limit note of a checker that lists at most 1,000 problems of each kind. */
export function cappedNote({ problems, problemTotal }: { problems: readonly unknown[]; problemTotal: number }) {
  return problemTotal > problems.length
    ? `Listing ${formatCount(problems.length)} of ${formatCount(problemTotal)} problems: at most 1,000 of each kind.`
    : undefined;
}

export function DocumentCheckScreen<R, S extends OptionsSchema>(props: DocumentCheckScreenProps<R, S>) {
  const { run, problems: problemsOf } = props;
  const result = run.result;
  const { reveal, revealRange, revealProblem } = useReveal();
  const problems = useMemo(
    () => (result !== null && problemsOf ? problemsOf.of(result) : NO_PROBLEMS),
    [result, problemsOf],
  );
  const context: CheckContext = { stale: run.stale, revealRange, revealProblem };
  const list = result !== null && problemsOf && (!problemsOf.onlyWhenFound || problems.length > 0) ? problemsOf : null;

  const drawPane = (pane: CheckPane) => (
    <Pane key={pane.paneId ?? 'input'} pane={pane} {...{ problems, reveal, context }} />
  );

  return (
    <>
      <ActionBar>
        {props.primaryAction}
        <LoadSampleButton onClick={props.sample.load}>{props.sample.label}</LoadSampleButton>
        {props.broken && <BrokenSampleButton onClick={props.broken.load}>{props.broken.label}</BrokenSampleButton>}
        {props.moreActions}
        <ClearButton onClick={props.clear.run}>{props.clear.label}</ClearButton>
      </ActionBar>

      {props.panes.map((pane, index) =>
        isRow(pane) ? <PaneGrid key={index}>{pane.map(drawPane)}</PaneGrid> : drawPane(pane),
      )}
      {props.afterPanes}

      {props.options && (
        <OptionsForm
          schema={props.options.schema}
          values={props.options.values}
          onChange={props.options.onChange}
          legend={props.options.legend}
          only={props.options.only}
        />
      )}
      {props.extraOptions}

      <RunStatus run={run} errorTitle={props.errorTitle} success={props.success} rerun={props.rerun} />
      {/* The counts are announced as they change; the list itself is read on request. */}
      {problemsOf && (
        <p className="sr-only" role="status" aria-live="polite" data-live-region>
          {list && !run.stale ? `${list.title ?? 'Problems'}: ${problemSummary(countProblems(problems))}` : ''}
        </p>
      )}

      {result !== null && (
        <>
          {list && (
            <ProblemList
              problems={problems}
              onSelect={revealProblem}
              reportTitle={list.reportTitle}
              reportName={list.reportName}
              title={list.title}
              paneNames={list.paneNames}
              stale={run.stale}
              limitNote={list.limitNote?.(result)}
              announce={false}
            >
              {list.summary?.(result)}
            </ProblemList>
          )}
          {props.statistics && <Statistics items={props.statistics(result)} stale={run.stale} />}
          {props.results?.(result, context)}
        </>
      )}
      {props.below}
    </>
  );
}

function isRow(pane: CheckPane | readonly CheckPane[]): pane is readonly CheckPane[] {
  return Array.isArray(pane);
}

function Pane({
  pane,
  problems,
  reveal,
  context,
}: {
  pane: CheckPane;
  problems: readonly DocumentProblem[];
  reveal: ReturnType<typeof useReveal>['reveal'];
  context: CheckContext;
}) {
  const { paneId = 'input', problemsOf, marks: own, after, frame, ...editor } = pane;
  const marks = useMemo(() => {
    const found = problemMarks(problems, problemsOf);
    return own && own.length > 0 ? [...found, ...own] : found;
  }, [problems, problemsOf, own]);
  const drawn = <EditorPane paneId={paneId} {...editor} marks={marks} reveal={reveal} />;
  return (
    <>
      {frame ? frame(drawn) : drawn}
      {after?.(context)}
    </>
  );
}
