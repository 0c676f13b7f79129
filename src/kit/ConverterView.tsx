import { ArrowRightLeft, TriangleAlert } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import type { TaskMap } from '../lib/task-worker';
import type { ToolStateRules } from '../lib/tool-state';
import { ActionBar, Button } from './Button';
import { Statistics, type Statistic } from './Statistics';
import { ClearButton, LoadSampleButton } from './CommonActions';
import type { EditorLanguage } from './editor/types';
import { OptionsBox } from './Fields';
import { NoteList, Panel } from './Panel';
import { soleTask, useScreenTasks, type WorkerStart } from './screen-tasks';
import { TransformPanes } from './TransformPanes';
import { useActionTask } from './useActionTask';
import { useToolState, type StateUpdate } from './useToolState';

/**
 * What a conversion gives: the output text, or the text with warnings about it (what was converted, but not
 * quite as the user might expect, such as entities left unexpanded).
 */
export type Conversion = string | { output: string; warnings?: readonly string[] };

/** A converter's state: the input text and its options, which the conversion task takes apart. */
type ConverterState = { input: string } & Record<string, unknown>;
type OptionsOf<S extends ConverterState> = Omit<S, 'input'>;

/** The formats the converters read and write, with what their panes, files and buttons are called. */
const FORMATS = {
  JSON: { language: 'json', acceptFiles: '.json,application/json,text/plain', mimeType: 'application/json' },
  YAML: { language: 'yaml', acceptFiles: '.yaml,.yml,text/yaml,text/plain', mimeType: 'application/yaml' },
  XML: { language: 'xml', acceptFiles: '.xml,application/xml,text/xml,text/plain', mimeType: 'application/xml' },
  CSV: { acceptFiles: '.csv,.tsv,text/csv,text/tab-separated-values,text/plain', mimeType: 'text/csv' },
} as const satisfies Record<string, { language?: EditorLanguage; acceptFiles: string; mimeType: string }>;

export type ConverterFormat = keyof typeof FORMATS;

/** The input pane of a converter from `format`: "JSON Input", "Paste your JSON here...". */
function inputPaneOf(format: ConverterFormat | undefined): Partial<InputPane> {
  if (!format) return {};
  const { mimeType: _, ...pane } = FORMATS[format];
  return { title: `${format} Input`, placeholder: `Paste your ${format} here...`, ...pane };
}

/** The output pane of a converter to `format`: "JSON Output", copied as "JSON output" into converted-data.json. */
function outputPaneOf(format: ConverterFormat | undefined): Partial<OutputPane> {
  if (!format) return {};
  const { acceptFiles: _, ...pane } = FORMATS[format];
  return {
    title: `${format} Output`,
    placeholder: `${format} output will appear here...`,
    fileName: `converted-data.${format.toLowerCase()}`,
    copyLabel: `${format} output`,
    ...pane,
  };
}

interface PaneText {
  title: string;
  placeholder: string;
  language?: EditorLanguage;
  wrap?: boolean;
}

/** A further action beside the convert button: another task on the same input, with its own output file name. */
export interface ConverterAction<K extends string> {
  task: K;
  label: string;
  icon?: ReactNode;
  busyLabel?: string;
  fileName?: string;
}

type ConverterTask<S extends ConverterState, T extends TaskMap, K extends keyof T & string> = K &
  (T[K] extends (input: string, options: OptionsOf<S>) => Conversion | Promise<Conversion> ? K : never);

type InputPane = PaneText & { acceptFiles: string };
type OutputPane = PaneText & {
  fileName: string;
  mimeType: string;
  copyLabel: string;
  copyMessage?: string;
  quietCopyFailure?: boolean;
};

const NO_OPTIONS = { input: '' };

export interface ConverterViewProps<S extends ConverterState, T extends TaskMap, K extends keyof T & string> {
  /** The tool's state with its defaults: `input` and the options passed to the task; just the input unless said. */
  defaults?: S;
  rules?: ToolStateRules<S>;
  /** The tool's tasks (its tasks.ts), run here for small input and in `worker` for large input. */
  tasks: T;
  /** Starts the tool's worker, named after the tool (see WorkerStart). */
  worker?: WorkerStart;
  /** What the tool converts from and to: the panes' titles, languages, files and the convert button follow. */
  from?: ConverterFormat;
  to?: ConverterFormat;
  /** The conversion: (input, options) to the output text, or to the text and warnings about it; the sole task unless said. */
  task?: ConverterTask<S, T, K>;
  /** The convert button's icon, when not the converters' arrows. */
  icon?: ReactNode;
  /** More actions after the convert button, each running its own task on the same input and options. */
  moreActions?: readonly ConverterAction<ConverterTask<S, T, keyof T & string>>[];
  /** The controls that set the options, rendered above the panes. */
  optionsPanel?: (state: S, update: StateUpdate<S>) => ReactNode;
  /** The input pane: what `from` does not say, or says otherwise. */
  input?: Partial<InputPane>;
  /** The output pane: what `to` does not say, or says otherwise. */
  output?: Partial<OutputPane>;
  /** "Convert to {to}" unless said. */
  convertLabel?: string;
  busyLabel?: string;
  sample: string;
  errorTitle?: string;
  /** Shown when the task fails without a message of its own. */
  fallbackError?: string;
  /** A check of the input before running (e.g. blank input): its message shows at once, with no busy state. */
  check?: (input: string) => string | null;
  /** The spec's processing delay: the busy state shows at least this long. */
  minBusyMs?: number;
  successTitle?: string;
  /** "{from} converted to {to} format" unless said. */
  successMessage?: ReactNode | ((result: Awaited<ReturnType<T[K]>>) => ReactNode);
  /** Figures about the result, shown under the panes. */
  statistics?: (result: Awaited<ReturnType<T[K]>>) => readonly Statistic[];
}

/**
 * The screen every text-to-text converter shares: options, the convert action with its busy state, input
 * and output panes with Copy and Download, Load Sample, Clear, file open and drop, and the spec's alerts.
 * Success fills the output; failure shows the error and empties it; an edit after either marks it out of date.
 */
export function ConverterView<S extends ConverterState, T extends TaskMap, K extends keyof T & string>(
  props: ConverterViewProps<S, T, K>,
) {
  const [state, update, reset] = useToolState((props.defaults ?? NO_OPTIONS) as S, props.rules);
  const source = useScreenTasks(props.tasks, props.worker);
  const inputPane = { ...inputPaneOf(props.from), ...props.input } as InputPane;
  const outputPane = { ...outputPaneOf(props.to), ...props.output } as OutputPane;
  const convertLabel = props.convertLabel ?? `Convert to ${props.to}`;
  const { input, ...options } = state;
  const conversion = useActionTask(source, {
    args: [input, options] as [string, OptionsOf<S>],
    minBusyMs: props.minBusyMs,
    check: props.check && ((text: string) => props.check!(text)),
    fallbackError: props.fallbackError ?? 'Conversion failed',
  });
  type Result = Awaited<ReturnType<T[K]>>;
  const result = conversion.result as (Result & Conversion) | null;
  const output = result === null ? '' : typeof result === 'string' ? result : result.output;
  const warnings = result === null || typeof result === 'string' ? [] : (result.warnings ?? []);
  const actions: readonly ConverterAction<string>[] = [
    {
      task: props.task ?? soleTask(props.tasks),
      label: convertLabel,
      busyLabel: props.busyLabel ?? 'Converting...',
      icon: props.icon,
    },
    ...(props.moreActions ?? []),
  ];
  // The output and the rerun hint follow the action that made the result.
  const made = actions.find((action) => action.task === conversion.resultTask) ?? actions[0]!;
  const { successMessage = `${props.from} converted to ${props.to} format` } = props;

  return (
    <>
      <ActionBar>
        {actions.map((action, index) => (
          <Button
            key={action.task}
            variant={index === 0 ? 'primary' : undefined}
            onClick={() => conversion.run(action.task)}
            busy={conversion.busyTask === action.task}
            busyLabel={action.busyLabel ?? 'Converting...'}
            disabled={conversion.busyTask !== null && conversion.busyTask !== action.task}
            icon={action.icon ?? <ArrowRightLeft className="h-4 w-4" aria-hidden="true" />}
          >
            {action.label}
          </Button>
        ))}
        <LoadSampleButton onClick={() => update({ input: props.sample } as Partial<S>)} />
        <ClearButton
          onClick={() => {
            conversion.reset();
            reset();
          }}
        />
      </ActionBar>

      {props.optionsPanel && <OptionsBox legend="Options">{props.optionsPanel(state, update)}</OptionsBox>}

      <TransformPanes
        wrap={false}
        input={{
          ...inputPane,
          value: input,
          onChange: (value) => update({ input: value } as Partial<S>),
        }}
        output={{
          quietCopyFailure: true,
          ...outputPane,
          fileName: made.fileName ?? outputPane.fileName,
          value: output,
          label: outputPane.copyLabel,
        }}
        run={conversion}
        errorTitle={props.errorTitle ?? 'Conversion Error'}
        success={
          result === null
            ? null
            : {
                title: props.successTitle ?? 'Conversion Successful',
                message: typeof successMessage === 'function' ? successMessage(result) : successMessage,
              }
        }
        rerun={`Press ${made.label} to update it.`}
      />

      {warnings.length > 0 && !conversion.stale && (
        <Panel tone="caution" icon={TriangleAlert} title="Warnings">
          <NoteList notes={warnings} />
        </Panel>
      )}
      {props.statistics && result !== null && <Statistics stale={conversion.stale} items={props.statistics(result)} />}
    </>
  );
}

/**
 * A converter's whole screen from its declaration: the tool's View is `export default converterScreen({...},
 * (name) => new Worker(...))`, its own lazy chunk. The worker's start is an argument of its own because it is
 * the one piece of code each tool writes: Vite bundles the worker only from that literal in the tool's module.
 */
export function converterScreen<S extends ConverterState, T extends TaskMap, K extends keyof T & string>(
  declaration: Omit<ConverterViewProps<S, T, K>, 'worker'>,
  worker?: WorkerStart,
): ComponentType {
  return function ConverterScreen() {
    return <ConverterView {...declaration} worker={worker} />;
  };
}
