import { ArrowRightLeft, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TaskMap, TaskSource } from '../lib/task-worker';
import type { ToolStateRules } from '../lib/tool-state';
import { ActionBar, Button } from './Button';
import { ClearButton, LoadSampleButton } from './CommonActions';
import type { EditorLanguage } from './editor/types';
import { OptionsBox } from './Fields';
import { NoteList, Panel } from './Panel';
import { TransformPanes } from './TransformPanes';
import { useActionTask } from './useActionTask';
import { useToolState, type StateUpdate } from './useToolState';

/**
 * What a conversion gives: the output text, or the text with warnings about it (what was converted, but not
 * quite as the user might expect, such as entities left unexpanded).
 */
export type Conversion = string | { output: string; warnings: readonly string[] };

/** A converter's state: the input text and its options, which the conversion task takes apart. */
type ConverterState = { input: string } & Record<string, unknown>;
type OptionsOf<S extends ConverterState> = Omit<S, 'input'>;

interface PaneText {
  title: string;
  placeholder: string;
  language?: EditorLanguage;
}

export interface ConverterViewProps<S extends ConverterState, T extends TaskMap, K extends keyof T & string> {
  /** The tool's state with its defaults: `input` and the options passed to the task. */
  defaults: S;
  rules?: ToolStateRules<S>;
  source: TaskSource<T>;
  /** The conversion: (input, options) to the output text, or to the text and warnings about it. */
  task: K & (T[K] extends (input: string, options: OptionsOf<S>) => Conversion | Promise<Conversion> ? K : never);
  /** The controls that set the options, rendered above the panes. */
  optionsPanel?: (state: S, update: StateUpdate<S>) => ReactNode;
  input: PaneText & { acceptFiles: string };
  output: PaneText & { fileName: string; mimeType: string; copyLabel: string };
  convertLabel: string;
  busyLabel?: string;
  sample: string;
  errorTitle?: string;
  /** Shown when the task fails without a message of its own. */
  fallbackError?: string;
  successTitle?: string;
  successMessage: string;
}

/**
 * The screen every text-to-text converter shares: options, the convert action with its busy state, input
 * and output panes with Copy and Download, Load Sample, Clear, file open and drop, and the spec's alerts.
 * Success fills the output; failure shows the error and empties it; an edit after either marks it out of date.
 */
export function ConverterView<S extends ConverterState, T extends TaskMap, K extends keyof T & string>(
  props: ConverterViewProps<S, T, K>,
) {
  const [state, update, reset] = useToolState(props.defaults, props.rules);
  const { input, ...options } = state;
  const conversion = useActionTask(props.source, {
    args: [input, options],
    fallbackError: props.fallbackError ?? 'Conversion failed',
  });
  const result = conversion.result as Conversion | null;
  const output = result === null ? '' : typeof result === 'string' ? result : result.output;
  const warnings = result === null || typeof result === 'string' ? [] : result.warnings;

  return (
    <>
      <ActionBar>
        <Button
          variant="primary"
          onClick={() => conversion.run(props.task)}
          busy={conversion.busy}
          busyLabel={props.busyLabel ?? 'Converting...'}
          icon={<ArrowRightLeft className="h-4 w-4" aria-hidden="true" />}
        >
          {props.convertLabel}
        </Button>
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
          ...props.input,
          value: input,
          onChange: (value) => update({ input: value } as Partial<S>),
        }}
        output={{
          ...props.output,
          value: output,
          label: props.output.copyLabel,
          quietCopyFailure: true,
        }}
        run={conversion}
        errorTitle={props.errorTitle ?? 'Conversion Error'}
        success={{ title: props.successTitle ?? 'Conversion Successful', message: props.successMessage }}
        rerun={`Press ${props.convertLabel} to update it.`}
      />

      {warnings.length > 0 && !conversion.stale && (
        <Panel tone="caution" icon={TriangleAlert} title="Warnings">
          <NoteList notes={warnings.map((text) => ({ key: text, text }))} />
        </Panel>
      )}
    </>
  );
}
