/**
 * The screen of a document checker (HTML, OpenAPI, GraphQL, robots.txt, sitemaps, HTTP headers, JSON Schema,
 * JSONPath, XPath, JSON diff), drawn from what the tool declares: one action row (the run button of a checker
 * that runs on request, Load Sample, the broken example, the tool's own actions, Clear, each with its Undo
 * toast), the editors with every problem underlined and a click on a problem taking the cursor to it, the
 * options (from the tool's schema, and a slot for controls a schema cannot draw), the run's status, the
 * problem list with its counts announced, the statistics, the tool's own result panels, and last its long
 * explanatory panels.
 *
 * The tool hands over its state (`tool`, what useToolState returns): each pane names the state field it
 * edits, the samples are patches of the state, the options are drawn over the state, and Clear resets it,
 * so a checker declares only what is its own. A checker that checks as the user types gets its state and
 * its run together from useLiveCheck.
 *
 * Imported from this module, not the kit's index: only the checkers use it.
 */
import { Square, type LucideIcon } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { formatCount } from '../lib/format';
import type { OptionsOf, OptionsSchema } from '../lib/options-schema';
import { namedProblem, type PatternNotes } from '../lib/pattern-watch';
import { countProblems, problemSummary, type DocumentProblem } from '../lib/problems';
import type { TaskMap } from '../lib/task-worker';
import type { ToolStateRules, ToolStateShape } from '../lib/tool-state';
import { ActionBar, Button } from './Button';
import { BrokenSampleButton, ClearButton, LoadSampleButton } from './CommonActions';
import { EditorPane, type EditorPaneProps } from './EditorPane';
import type { TextMark } from './editor/types';
import { OptionsForm } from './OptionsForm';
import { ProblemList, problemMarks, useReveal } from './Problems';
import { RunStatus } from './RunStatus';
import { Statistics, type Statistic } from './Statistics';
import { PaneGrid } from './TransformPanes';
import { useLiveTask } from './useLiveTask';
import { useLongRun } from './useLongRun';
import type { RunState, TaskRunnerOptions } from './useTaskRunner';
import { useToolState, type StateUpdate } from './useToolState';

/** What the tool's own parts are given: whether the result is out of date, and the way to the editor. */
export interface CheckContext {
  stale: boolean;
  /** Selects a range (a match, a heading, a deciding rule) in the pane named `input` (the main one if none). */
  revealRange: (from: number, to?: number, input?: string) => void;
  revealProblem: (problem: DocumentProblem) => void;
}

/** One editor of the screen, bound to a text field of the tool's state. */
export interface CheckPane<T> extends Omit<EditorPaneProps, 'marks' | 'reveal' | 'paneId' | 'value'> {
  /**
   * The state field it shows and edits (`input` unless told); also its `paneId` (an error's `at.input` names
   * the pane by it).
   */
  field?: TextField<T>;
  /** The `at.input` its problems carry: the field when the problem list names panes; else none. */
  problemsOf?: string;
  /** Marks of its own beside the problems (the deciding rule). */
  marks?: readonly TextMark[];
  /**
   * What a query found in the pane, highlighted in alternating tones so neighbours stay apart. Keep the
   * array's identity while it is unchanged.
   */
  matches?: readonly { from: number; to: number }[];
  /**
   * Problems of the pane's own text apart from the document's (an expression's): marked in it and listed
   * right under it, under their own title, with the pane called `paneName` in their places.
   */
  ownProblems?: { problems: readonly DocumentProblem[]; title: string; reportTitle: string; paneName: string };
  /** Wraps the pane (a drop target around it). */
  frame?: (pane: ReactNode) => ReactNode;
}

/** The names of the state's text fields: the ones a pane can edit. */
type TextField<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** What loads a sample: a patch of the state, or a function for more than that. */
type Load<T> = Partial<T> | (() => void);

/** A sample's button: what it loads, with its words where they are not the button's usual ones. */
type SampleButton<T> = Load<T> | { load: Load<T>; label: string };

export interface DocumentCheckScreenProps<R, T extends object, S extends OptionsSchema> {
  /** The tool's state, its update and its reset, as useToolState returns them. */
  tool: readonly [T, StateUpdate<T>, () => void];
  /** The options, drawn from the schema over the tool's state. */
  options?: S;
  optionsLegend?: string;
  /** Picks and orders the options (a field that applies in one mode). */
  optionsOnly?: readonly (keyof S & string)[];
  /** Controls a schema cannot draw (example expressions), after the options. */
  extraOptions?: ReactNode;

  /** The button that runs the check, first in the action row, for a checker that runs on request. */
  runButton?: { label: string; busyLabel: string; icon: LucideIcon; onClick: () => void };
  sample: SampleButton<T>;
  /** The input that shows the problems; its button says "Invalid Example" unless told ("Broken Markup"). */
  broken?: SampleButton<T>;
  /** Samples of another kind (a request head beside a response's), each with its icon, after the broken one. */
  otherSamples?: readonly { load: Load<T>; label: string; icon: LucideIcon }[];
  /** The tool's other actions (Swap Sides), before Clear. */
  moreActions?: ReactNode;
  /** Stops the run: offered as Cancel once a run has gone on for a while, before Clear. */
  cancel?: () => void;
  /** Clear resets the state; `also` clears what the tool keeps beside it (a run, an opened file). */
  clear?: { label?: string; also?: () => void };

  /** The editors, main input first; an array is a row of panes side by side. */
  panes: readonly (CheckPane<T> | readonly CheckPane<T>[])[];
  /** What every pane has unless it says otherwise (a language, the files it opens, where the run failed). */
  paneDefaults?: Partial<Omit<CheckPane<T>, 'field'>>;
  /** Below the panes, before the options: the state of an opened file, a question before a long run. */
  afterPanes?: ReactNode;

  run: RunState<R>;
  errorTitle: string;
  /**
   * A run its time limit stopped, in a worker that notes the pattern it is testing (lib/pattern-watch): its
   * message names the pattern that held it, under its own title ("Query Stopped"). `limitOf` reads the limit
   * out of a stopped run's message (null for any other).
   */
  stopped?: { notes: PatternNotes; limitOf: (message: string) => number | null; title: string };
  success?: { title: string; message?: ReactNode } | null;
  /** What brings a changed input's result up to date; for a run button, pressing it. */
  rerun?: string;

  /**
   * The problem list: the report's title (its file name is made from it), the problems of a result (its
   * `problems` unless told) and the note on a list cut short (its `limitNote` unless told); none for a
   * checker without one.
   */
  problems?: {
    reportTitle: string;
    of?: (result: R) => readonly DocumentProblem[];
    title?: string;
    paneNames?: Readonly<Record<string, string>>;
    limitNote?: (result: R) => string | undefined;
    /** A summary of the document, above the list: a sentence (set as a paragraph) or a block. */
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

/** The files a JSON pane opens. */
export const JSON_FILES = '.json,application/json,text/plain';

/** The limit note of a checker that lists at most 1,000 problems of each kind. */
export function cappedNote({ problems, problemTotal }: { problems: readonly unknown[]; problemTotal: number }) {
  return problemTotal > problems.length
    ? `Listing ${formatCount(problems.length)} of ${formatCount(problemTotal)} problems: at most 1,000 of each kind.`
    : undefined;
}

/** A run still going after this long offers Cancel (sooner, the button would flash on every run). */
const CANCEL_AFTER_MS = 500;

/**
 * The state of a checker that checks as the user types, and its run, as the screen takes them (`tool` and
 * `run`: spread them into it): `task` runs on the arguments `argsOf` makes from the state whenever the main
 * input (`input`) holds more than white space. The source may be made from the state too (a time limit that
 * grows with the input).
 */
export function useLiveCheck<
  S extends ToolStateShape & { input: string },
  T extends TaskMap,
  K extends keyof T & string,
>(
  declared: { defaults: S; rules?: ToolStateRules<S> },
  source: TaskRunnerOptions<T> | ((state: S) => TaskRunnerOptions<T>),
  task: K,
  argsOf: (state: S) => [...Parameters<T[K]>],
) {
  const tool = useToolState(declared.defaults, declared.rules);
  const [state] = tool;
  const run = useLiveTask(typeof source === 'function' ? source(state) : source, task, argsOf(state), {
    enabled: state.input.trim() !== '',
  });
  return { tool, run };
}

/** The file name of a report: its title in lower case, words joined by hyphens ("robots.txt check"). */
const reportNameOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A result's own problems and limit note, where the tool does not say where they are. */
const problemsIn = (result: unknown) => (result as { problems?: readonly DocumentProblem[] }).problems ?? NO_PROBLEMS;
const limitNoteIn = (result: unknown) => (result as { limitNote?: string }).limitNote;

export function DocumentCheckScreen<R, T extends object, S extends OptionsSchema = OptionsSchema>(
  props: DocumentCheckScreenProps<R, T, S>,
) {
  const { run, problems: problemsOf } = props;
  const [state, update, reset] = props.tool;
  const result = run.result;
  const { reveal, revealRange, revealProblem } = useReveal();
  const problems = useMemo(
    () => (result !== null && problemsOf ? (problemsOf.of ?? problemsIn)(result) : NO_PROBLEMS),
    [result, problemsOf],
  );
  const context: CheckContext = { stale: run.stale, revealRange, revealProblem };
  const list = result !== null && problemsOf && (!problemsOf.onlyWhenFound || problems.length > 0) ? problemsOf : null;
  const load = (what: Load<T>) => () => (typeof what === 'function' ? what() : update(what));
  const sample = labelled(props.sample);
  const broken = props.broken && labelled(props.broken, 'Invalid Example');
  const action = props.runButton;
  const Icon = action?.icon;
  const offerCancel = useLongRun(run.busy, CANCEL_AFTER_MS);
  const { notes, limitOf, title: stoppedTitle } = props.stopped ?? {};
  const isStopped = !!(limitOf && run.problem && limitOf(run.problem.message) !== null);
  const problem = useMemo(
    () => (notes && limitOf ? namedProblem(run.problem, notes, limitOf) : run.problem),
    [run.problem, notes, limitOf],
  );

  const drawPane = ({ field = 'input' as TextField<T>, ...pane }: CheckPane<T>) => (
    <Pane
      key={field}
      pane={{
        paneId: field,
        problemsOf: problemsOf?.paneNames || pane.ownProblems ? field : undefined,
        value: state[field] as string,
        onChange: (text: string) => update({ [field]: text } as Partial<T>),
        ...props.paneDefaults,
        ...pane,
      }}
      {...{ problems, reveal, context }}
    />
  );

  return (
    <>
      <ActionBar>
        {action && Icon && (
          <Button
            variant="primary"
            onClick={action.onClick}
            busy={run.busy}
            busyLabel={action.busyLabel}
            icon={<Icon className="h-4 w-4" aria-hidden="true" />}
          >
            {action.label}
          </Button>
        )}
        <LoadSampleButton onClick={load(sample.load)}>{sample.label}</LoadSampleButton>
        {broken && <BrokenSampleButton onClick={load(broken.load)}>{broken.label}</BrokenSampleButton>}
        {props.otherSamples?.map(({ load: what, label, icon: SampleIcon }) => (
          <Button key={label} onClick={load(what)} icon={<SampleIcon className="h-4 w-4" aria-hidden="true" />}>
            {label}
          </Button>
        ))}
        {props.moreActions}
        {props.cancel && offerCancel && (
          <Button onClick={props.cancel} icon={<Square className="h-4 w-4" aria-hidden="true" />}>
            Cancel
          </Button>
        )}
        <ClearButton
          onClick={() => {
            props.clear?.also?.();
            reset();
          }}
        >
          {props.clear?.label}
        </ClearButton>
      </ActionBar>

      {props.panes.map((pane, index) =>
        isRow(pane) ? <PaneGrid key={index}>{pane.map(drawPane)}</PaneGrid> : drawPane(pane),
      )}
      {props.afterPanes}

      {props.options && (
        <OptionsForm
          schema={props.options}
          values={state as OptionsOf<S>}
          onChange={update as (patch: Partial<OptionsOf<S>>) => void}
          legend={props.optionsLegend}
          only={props.optionsOnly}
        />
      )}
      {props.extraOptions}

      <RunStatus
        run={{ ...run, problem }}
        errorTitle={(isStopped && stoppedTitle) || props.errorTitle}
        success={props.success}
        rerun={props.rerun ?? (action && `Press ${action.label} to update it.`)}
      />
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
              reportName={reportNameOf(list.reportTitle)}
              title={list.title}
              paneNames={list.paneNames}
              stale={run.stale}
              limitNote={(list.limitNote ?? limitNoteIn)(result)}
              announce={false}
            >
              {sentence(list.summary?.(result))}
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

function labelled<T>(button: SampleButton<T>, label?: string): { load: Load<T>; label?: string } {
  return typeof button === 'object' && 'load' in button && 'label' in button ? button : { load: button, label };
}

const sentence = (summary: ReactNode) => (typeof summary === 'string' ? <p className="text-sm">{summary}</p> : summary);

function isRow<T>(pane: CheckPane<T> | readonly CheckPane<T>[]): pane is readonly CheckPane<T>[] {
  return Array.isArray(pane);
}

/** A pane as drawn: its state field turned into its id, text and change. */
type BoundPane = Omit<CheckPane<never>, 'field'> & { paneId: string; value: string };

function Pane({
  pane,
  problems,
  reveal,
  context,
}: {
  pane: BoundPane;
  problems: readonly DocumentProblem[];
  reveal: ReturnType<typeof useReveal>['reveal'];
  context: CheckContext;
}) {
  const { paneId, problemsOf, marks: own, matches, ownProblems, frame, ...editor } = pane;
  const itsProblems = ownProblems?.problems;
  const marks = useMemo(() => {
    const found = [...problemMarks(problems, problemsOf), ...problemMarks(itsProblems ?? [], paneId), ...(own ?? [])];
    matches?.forEach(({ from, to }, at) => found.push({ from, to, tone: at % 2 === 0 ? 'match' : 'match-alt' }));
    return found;
  }, [problems, problemsOf, itsProblems, paneId, own, matches]);
  const drawn = <EditorPane paneId={paneId} {...editor} marks={marks} reveal={reveal} />;
  return (
    <>
      {frame ? frame(drawn) : drawn}
      {ownProblems && ownProblems.problems.length > 0 && (
        <ProblemList
          title={ownProblems.title}
          problems={ownProblems.problems}
          onSelect={context.revealProblem}
          reportTitle={ownProblems.reportTitle}
          reportName={reportNameOf(ownProblems.reportTitle)}
          paneNames={{ [paneId]: ownProblems.paneName }}
        />
      )}
    </>
  );
}
