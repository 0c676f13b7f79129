import { useState, type ComponentType, type ReactNode } from 'react';
import { declareState, type OptionsOf, type OptionsSchema } from '../lib/options-schema';
import { formatCount } from '../lib/format';
import type { TaskMap } from '../lib/task-worker';
import type { ToolStateRules, ToolStateShape } from '../lib/tool-state';
import { ActionBar } from './Button';
import { ClearButton, LoadSampleButton, SwapButton } from './CommonActions';
import { EditorPane } from './EditorPane';
import { FileDropZone, type OpenedFile } from './FileDropZone';
import { OptionsForm } from './OptionsForm';
import { RunStatus } from './RunStatus';
import { soleTask, useScreenTasks, type WorkerStart } from './screen-tasks';
import { Spinner } from './Spinner';
import { Statistics, type Statistic } from './Statistics';
import { PaneGrid, TransformPanes } from './TransformPanes';
import { useLiveTask } from './useLiveTask';
import type { RunState } from './useTaskRunner';
import { useToolState, type StateUpdate } from './useToolState';

/** A live transform's whole state: the input text, its options, and any field of its own (a search). */
export type TransformState<S extends OptionsSchema, F extends ToolStateShape> = { input: string } & F & OptionsOf<S>;

/** What the declaration's functions see of the screen as it is drawn. */
export interface TransformScreen<St, R> {
  state: St;
  update: StateUpdate<St>;
  run: RunState<R>;
  /** The output text shown ('' while there is none). */
  output: string;
  /** The file opened in the file drop, when the tool takes one. */
  file: OpenedFile | null;
}

/** A value, or the value as the screen's state makes it (a title that turns with the direction). */
type Declared<V, St, R> = V | ((screen: TransformScreen<St, R>) => V);

interface InputDeclaration {
  title: string;
  placeholder: string;
  /** Files the pane opens and accepts by drop; plain text by default. */
  acceptFiles?: string;
  height?: number;
  /** Hide the pane's own character count (a counter's statistics are the counts). */
  hideCount?: boolean;
}

interface OutputDeclaration {
  title: string;
  /** "The {label} will appear here..." unless said. */
  placeholder?: string;
  /** What Copy and Download act on: "Copy {label}". */
  label: string;
  fileName: string;
  mimeType?: string;
  wrap?: boolean;
}

/** A second task that encodes an opened file instead of the text (Base64 of any file). */
interface FileDeclaration<St> {
  title: string;
  hint: string;
  task: string;
  args: (file: OpenedFile, state: St) => readonly unknown[];
  /** The text pane's placeholder while a file is open. */
  inputPlaceholder: string;
}

export interface LiveTransformScreenProps<
  S extends OptionsSchema,
  F extends ToolStateShape,
  T extends TaskMap,
  K extends keyof T & string,
> {
  /** The tool's options (its options.ts), drawn by OptionsForm under the panes. */
  options?: S;
  optionsLegend?: string;
  /** The options OptionsForm draws, in order; the rest are drawn by `extraOptions` (or not at all). */
  optionsShown?: readonly (keyof S & string)[];
  /** Options that do not apply in the current state (a separator while decoding). */
  disabledOptions?: (state: TransformState<S, F>) => Partial<Record<keyof S & string, boolean>>;
  /** Controls OptionsForm cannot draw (a locale field, a select over a switch), after the form. */
  extraOptions?: (screen: TransformScreen<TransformState<S, F>, Awaited<ReturnType<T[K]>>>) => ReactNode;
  /** State kept beside the input and the options, with its defaults. */
  fields?: F;
  rules?: ToolStateRules<TransformState<S, F>>;

  /** The tool's tasks (its tasks.ts), run here for small input and in `worker` for large input. */
  tasks: T;
  /** Starts the tool's worker, named after the tool (see WorkerStart). */
  worker?: WorkerStart;
  /** The task run as the user types; the sole task of the tool's tasks.ts unless said. */
  task?: K;
  /** The task's arguments; (input, options) when not given. */
  args?: (state: TransformState<S, F>) => readonly unknown[];
  file?: FileDeclaration<TransformState<S, F>>;

  sample: Declared<string, TransformState<S, F>, Awaited<ReturnType<T[K]>>>;
  /** Swap: the output becomes the input and the direction turns; needs an up-to-date output unless said. */
  swap?: {
    patch: (state: TransformState<S, F>, output: string) => Partial<TransformState<S, F>>;
    withoutOutput?: boolean;
  };
  /** More buttons for the action row (Copy statistics). */
  actions?: Declared<ReactNode, TransformState<S, F>, Awaited<ReturnType<T[K]>>>;
  /** Past 100,000 characters, what the busy note says while the run goes ("Sorting…"). */
  busyNote?: string;

  input: Declared<InputDeclaration, TransformState<S, F>, Awaited<ReturnType<T[K]>>>;
  /** The output pane; without it, the input stands alone (or beside `resultPanel`). */
  output?: Declared<OutputDeclaration, TransformState<S, F>, Awaited<ReturnType<T[K]>>>;
  /** The output text of a result: the result itself when it is text, else its `output`. */
  outputText?: (result: Awaited<ReturnType<T[K]>>) => string;
  /** What sits beside the input in place of an output pane (a table of words). */
  resultPanel?: (screen: TransformScreen<TransformState<S, F>, Awaited<ReturnType<T[K]>>>) => ReactNode;
  /** Whether long lines wrap by default; off for one-item-per-line tools. */
  wrap?: boolean;
  errorTitle: Declared<string, TransformState<S, F>, Awaited<ReturnType<T[K]>>>;

  /** Figures from the result, shown under the panes while there is one: label to value, a number as a count. */
  statistics?: (
    result: Awaited<ReturnType<T[K]>>,
    screen: TransformScreen<TransformState<S, F>, Awaited<ReturnType<T[K]>>>,
  ) => Figures;
  /** Statistics shown from this result before there is one, so the figures never jump in (a counter's zeros). */
  emptyResult?: Awaited<ReturnType<T[K]>>;
  /** Panels of the tool's own under the work area (notes, tables, references). */
  below?: (screen: TransformScreen<TransformState<S, F>, Awaited<ReturnType<T[K]>>>) => ReactNode;
}

/** Figures under the panes: their labels to their values in order (a number shown as a count), or statistics. */
export type Figures = Readonly<Record<string, number | string>> | readonly Statistic[];

function statisticsOf(figures: Figures): readonly Statistic[] {
  if (Array.isArray(figures)) return figures as readonly Statistic[];
  return Object.entries(figures).map(([label, value]) => ({
    label,
    value: typeof value === 'number' ? formatCount(value) : value,
  }));
}

/** Past this size a run takes long enough that a busy note is worth showing. */
const BUSY_NOTE_SIZE = 100_000;

const NO_FIELDS = {};

function textOf(result: unknown): string {
  if (typeof result === 'string') return result;
  if (result && typeof result === 'object' && 'output' in result && typeof result.output === 'string')
    return result.output;
  return '';
}

/**
 * The screen of every live text transform, drawn from its declaration: the action row (Load Sample, Swap,
 * Clear), the input first with its output beside it and the run's status under them, then the options from
 * the tool's schema, the statistics of the result and the tool's own panels. The task runs as the user
 * types; a result made from older input is marked out of date until the new one comes.
 */
export function LiveTransformScreen<
  S extends OptionsSchema,
  F extends ToolStateShape = Record<never, never>,
  T extends TaskMap = TaskMap,
  K extends keyof T & string = keyof T & string,
>(props: LiveTransformScreenProps<S, F, T, K>) {
  type State = TransformState<S, F>;
  type R = Awaited<ReturnType<T[K]>>;
  const schema = (props.options ?? {}) as S;
  const [declared] = useState(() =>
    declareState(schema, { input: '', ...(props.fields ?? NO_FIELDS) } as { input: string } & F, props.rules),
  );
  const [state, update, reset] = useToolState(declared.defaults, declared.rules);
  const [file, setFile] = useState<OpenedFile | null>(null);

  const args = props.args ? props.args(state) : [state.input, optionsOf(schema, state)];
  const source = useScreenTasks(props.tasks, props.worker);
  const task = props.task ?? (soleTask(props.tasks) as K);
  const textRun = useLiveTask(source, task, args as Parameters<T[K]>, {
    enabled: file === null && state.input !== '',
  });
  const fileRun = useLiveTask(
    source,
    (props.file?.task ?? task) as K,
    (file && props.file ? props.file.args(file, state) : []) as Parameters<T[K]>,
    { enabled: file !== null },
  );
  const run = (file ? fileRun : textRun) as RunState<R>;
  const output = run.result === null ? '' : (props.outputText ?? textOf)(run.result);
  const screen: TransformScreen<State, R> = { state, update, run, output, file };
  const declaredValue = <V,>(value: Declared<V, State, R>): V =>
    typeof value === 'function' ? (value as (screen: TransformScreen<State, R>) => V)(screen) : value;

  const edit = (input: string) => {
    setFile(null);
    update({ input } as Partial<State>);
  };
  const input = declaredValue(props.input);
  const outputPane = props.output && withPlaceholder(declaredValue(props.output));
  const errorTitle = declaredValue(props.errorTitle);
  const figuresFrom = run.result ?? (run.problem ? null : (props.emptyResult ?? null));
  const swap = props.swap;

  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => edit(declaredValue(props.sample))} />
        {swap && (
          // An out-of-date output no longer matches the input, so it is not swapped in.
          <SwapButton
            onClick={() => update(swap.patch(state, output))}
            disabled={!swap.withoutOutput && (!output || run.stale)}
          />
        )}
        <ClearButton
          onClick={() => {
            setFile(null);
            reset();
          }}
        />
        {props.actions && declaredValue(props.actions)}
        {props.busyNote && run.busy && state.input.length >= BUSY_NOTE_SIZE && (
          <p role="status" className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-300">
            <Spinner /> {props.busyNote}
          </p>
        )}
      </ActionBar>

      {props.file && (
        <FileDropZone
          title={props.file.title}
          file={file}
          onFile={setFile}
          onRemove={() => setFile(null)}
          hint={props.file.hint}
        />
      )}

      {outputPane ? (
        <TransformPanes
          input={{
            ...input,
            placeholder: file && props.file ? props.file.inputPlaceholder : input.placeholder,
            value: state.input,
            onChange: edit,
          }}
          output={{ ...outputPane, value: output }}
          run={run}
          errorTitle={errorTitle}
          wrap={props.wrap}
        />
      ) : (
        <LoneInput
          input={
            <EditorPane paneId="input" {...input} value={state.input} onChange={edit} wrap errorAt={run.problem?.at} />
          }
          status={<RunStatus run={run} errorTitle={errorTitle} />}
          beside={props.resultPanel?.(screen)}
        />
      )}

      {props.options && (
        <OptionsForm
          schema={schema}
          values={state}
          onChange={(patch) => update(patch as Partial<State>)}
          legend={props.optionsLegend}
          only={props.optionsShown}
          disabled={props.disabledOptions?.(state)}
        />
      )}
      {props.extraOptions?.(screen)}

      {props.statistics && figuresFrom !== null && (
        <Statistics
          items={statisticsOf(props.statistics(figuresFrom, screen))}
          stale={run.stale || (run.result === null && state.input !== '')}
        />
      )}

      {props.below?.(screen)}
    </>
  );
}

/**
 * A live transform's whole screen from its declaration: the tool's View is `export default
 * liveTransformScreen({...}, (name) => new Worker(...))`, its own lazy chunk. The worker's start is an argument
 * of its own because it is the one piece of code each tool writes: Vite bundles the worker only from that
 * literal in the tool's module.
 */
export function liveTransformScreen<
  S extends OptionsSchema,
  F extends ToolStateShape = Record<never, never>,
  T extends TaskMap = TaskMap,
  K extends keyof T & string = keyof T & string,
>(declaration: Omit<LiveTransformScreenProps<S, F, T, K>, 'worker'>, worker?: WorkerStart): ComponentType {
  return function TransformScreen() {
    return <LiveTransformScreen {...declaration} worker={worker} />;
  };
}

function withPlaceholder(output: OutputDeclaration): OutputDeclaration & { placeholder: string } {
  return { ...output, placeholder: output.placeholder ?? `The ${output.label} will appear here...` };
}

/** The options' values out of the state: what a transform task takes beside the input. */
function optionsOf<S extends OptionsSchema>(schema: S, state: Record<string, unknown>): OptionsOf<S> {
  return Object.fromEntries(Object.keys(schema).map((key) => [key, state[key]])) as OptionsOf<S>;
}

/** An input with no output pane: alone across the width, or beside the tool's result panel. */
function LoneInput({ input, status, beside }: { input: ReactNode; status: ReactNode; beside?: ReactNode }) {
  if (beside) {
    return (
      <PaneGrid status={status}>
        {input}
        {beside}
      </PaneGrid>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {input}
      {status}
    </div>
  );
}
