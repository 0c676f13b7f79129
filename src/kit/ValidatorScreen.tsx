/**
 * The screen of a value validator, drawn from what the tool declares: one value checked as it is typed, or a
 * whole list (one value a line, or a CSV column) checked into a table of verdicts.
 *
 * The layout is the same for every validator, and made for a phone first: the action row, then the modes
 * with the value's field at once (so it starts on the first screen at 375 × 812), the verdict in a polite
 * live region (a screen reader hears it change), the tool's own panels, then the options, and last the
 * explanations: what is not checked here, and that nothing leaves the page.
 */
import type { ReactNode } from 'react';
import { declareState, type OptionsOf, type OptionsSchema } from '../lib/options-schema';
import type { TaskMap } from '../lib/task-worker';
import type { ToolStateRules, ToolStateShape } from '../lib/tool-state';
import type { Check } from '../lib/validation';
import { ActionBar } from './Button';
import { BrokenSampleButton, ClearButton, LoadSampleButton } from './CommonActions';
import { TextField } from './Fields';
import { OptionsForm } from './OptionsForm';
import { RunStatus } from './RunStatus';
import type { Tab } from './Tabs';
import { useScreenTasks, type WorkerStart } from './screen-tasks';
import { useLiveTask } from './useLiveTask';
import type { RunState, TaskRunnerOptions } from './useTaskRunner';
import type { StateUpdate } from './useToolState';
import {
  BATCH_CHOICES,
  BATCH_DEFAULTS,
  BatchCheck,
  CheckModes,
  NotCheckedPanel,
  PrivacyNote,
  VerdictPanel,
  type BatchState,
} from './Validation';

/**
 * A validator's whole state: the value (`input`), the batch's fields, the options of its schema and its
 * other fields, with the restore rules all of them are held to.
 */
export function declareValidatorState<S extends OptionsSchema, I extends ToolStateShape>(
  schema: S,
  inputs: I,
  rules: ToolStateRules<I & BatchState & OptionsOf<S>> = {},
) {
  return declareState(
    schema,
    { input: '', ...BATCH_DEFAULTS, ...inputs } as { input: string } & BatchState & I,
    {
      ...rules,
      choices: { ...BATCH_CHOICES, ...rules.choices },
    } as ToolStateRules<{ input: string } & BatchState & I & OptionsOf<S>>,
  );
}

/** The single value's field. */
export interface ValueField {
  label: string;
  placeholder: string;
  hint?: ReactNode;
  /** Rows of a multi-line field (a User-Agent, a log line); single-line when not given. */
  rows?: number;
  /** A key, card number or password: kept out of storage and links. */
  secret?: boolean;
  /** Dots instead of the characters. */
  masked?: boolean;
}

/** The batch mode: how the list's values are named, and what the table shows. */
export interface BatchDeclaration {
  /** The noun for the values, plural ("e-mail addresses"). */
  items: string;
  placeholder: string;
  /** The CSV download's name. */
  fileName: string;
  /** The heading of the table's column of details ("Brand"). */
  detailsHeader?: string;
  /** The values are secrets: masked in the table, never handed to another tool. */
  secret?: boolean;
  /** The tool's options, passed to its `checkBatch` task after the list's. */
  toolOptions?: readonly unknown[];
  /** A source of its own for the batch (a worker kept apart from the single check's). */
  source?: TaskRunnerOptions<TaskMap>;
  /** The tool's own controls above the list. */
  before?: ReactNode;
}

type ResultOf<T extends TaskMap, K extends keyof T> = Awaited<ReturnType<T[K]>>;

/**
 * The tool's tasks (the single check runs `task`, the batch runs `checkBatch`): its task map and the worker
 * they run in for long input, or a whole source where the tool's own panels share it.
 */
type TaskDeclaration<T extends TaskMap> =
  { tasks: T; worker: WorkerStart; source?: never } | { source: TaskRunnerOptions<T>; tasks?: never; worker?: never };

export type ValidatorScreenProps<
  S extends BatchState & { input: string },
  T extends TaskMap,
  K extends keyof T & string,
> = TaskDeclaration<T> & ValidatorDeclaration<S, T, K>;

interface ValidatorDeclaration<
  S extends BatchState & { input: string },
  T extends TaskMap,
  K extends keyof T & string,
> {
  /** The tool's state, as useToolState gives it: the state, its update and its reset. */
  tool: readonly [S, StateUpdate<S>, () => void];
  /** The single check: its result's `check` is the verdict. */
  task: K;
  /** The single check's arguments: the value first, then the tool's options. */
  args: Parameters<T[K]>;
  /** Whether there is a value to check; any non-blank value when not given. */
  hasValue?: boolean;
  /** The noun for one value: the first mode's tab reads "One {item}". */
  item: string;
  field: ValueField;
  /** Beside the field (a button that shows a password). */
  fieldAside?: ReactNode;
  /** Under the field, before the verdict (further fields: an expiry date, a security code). */
  afterField?: ReactNode;
  /** The title of the problem shown when the check fails. */
  errorTitle: string;
  /** What the value is, broken down, inside the verdict. */
  facts?: (result: ResultOf<T, K>) => ReactNode;
  /** The value the problem is marked in; the field's value when not given. */
  markIn?: (result: ResultOf<T, K>) => string;
  /** A password: the value is not echoed under the verdict's reason. */
  hideValue?: boolean;
  /** The tool's own panels about the result, after the verdict. */
  details?: (result: ResultOf<T, K>, stale: boolean) => ReactNode;
  /** Always shown at the end of the single mode (a second field, a generator), with the run as it stands. */
  below?: (run: RunState<ResultOf<T, K>>) => ReactNode;
  /** The fields Load Sample (and Broken example, where the tool has one) set; the single mode unless they say. */
  sample: NoInfer<Partial<S>>;
  broken?: NoInfer<Partial<S>>;
  /** Further buttons of the action row, before Clear. */
  extraActions?: ReactNode;
  /** What Clear does besides returning the state to its defaults (state the screen holds outside it). */
  onClear?: () => void;
  batch: BatchDeclaration;
  /** Further modes of the tool's own, after the two. */
  more?: readonly Tab[];
  /** The options drawn from a schema, and a slot for the controls a schema cannot draw. */
  options?: { schema: OptionsSchema; legend?: string };
  extraOptions?: ReactNode;
  /** What the tool cannot tell, each with what telling it would take: `{ 'Whether the host exists': 'a DNS lookup' }`. */
  notChecked: Readonly<Record<string, string>>;
  /** What the tool never stores, for the privacy note ("Passwords are"). */
  secret?: string;
}

export function ValidatorScreen<
  S extends BatchState & { input: string },
  T extends TaskMap,
  K extends keyof T & string,
>(props: ValidatorScreenProps<S, T, K>) {
  const [state, update, reset] = props.tool;
  const { task, args, batch, options } = props;
  // Hooks run every render: the tool's own tasks are made a source even where a whole source is given.
  const own = useScreenTasks((props.tasks ?? {}) as T, props.worker);
  const source = props.source ?? own;
  const hasValue = props.hasValue ?? state.input.trim() !== '';
  const enabled = state.mode === 'single' && hasValue;
  const run = useLiveTask(source, task, args, { enabled });
  const result = enabled ? run.result : null;

  const single = (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            {...props.field}
            value={state.input}
            onChange={(input) => update({ input } as Partial<S>)}
            monospace
            stacked
          />
        </div>
        {props.fieldAside}
      </div>
      {props.afterField}
      <RunStatus run={run} errorTitle={props.errorTitle} />
      {/* Always in the page, so that a screen reader hears each new verdict as it replaces the last. */}
      <div aria-live="polite" data-testid="verdict-live">
        {result !== null && (
          <VerdictPanel
            value={props.markIn?.(result) ?? state.input}
            check={(result as { check: Check }).check}
            hideValue={props.hideValue}
            stale={run.stale}
          >
            {props.facts?.(result)}
          </VerdictPanel>
        )}
      </div>
      {result !== null && props.details?.(result, run.stale)}
      {props.below?.({ ...run, result })}
    </div>
  );

  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update({ mode: 'single', ...props.sample } as Partial<S>)} />
        {props.broken && (
          <BrokenSampleButton onClick={() => update({ mode: 'single', ...props.broken } as Partial<S>)} />
        )}
        {props.extraActions}
        <ClearButton
          onClick={() => {
            reset();
            props.onClear?.();
          }}
        />
      </ActionBar>

      <CheckModes
        mode={state.mode}
        onMode={(mode) => update({ mode } as Partial<S>)}
        item={props.item}
        single={single}
        more={props.more}
        batch={
          <div className="flex flex-col gap-4">
            {batch.before}
            <BatchCheck
              source={(batch.source ?? source) as unknown as Parameters<typeof BatchCheck>[0]['source']}
              state={state}
              update={update}
              items={batch.items}
              placeholder={batch.placeholder}
              fileName={batch.fileName}
              detailsHeader={batch.detailsHeader}
              secret={batch.secret}
              toolOptions={batch.toolOptions}
            />
          </div>
        }
      />

      {options && (
        <OptionsForm
          schema={options.schema}
          legend={options.legend}
          values={state as unknown as OptionsOf<OptionsSchema>}
          onChange={(patch) => update(patch as Partial<S>)}
        />
      )}
      {props.extraOptions}

      <NotCheckedPanel items={Object.entries(props.notChecked).map(([check, why]) => ({ check, why }))} />
      <PrivacyNote secret={props.secret} />
    </>
  );
}
