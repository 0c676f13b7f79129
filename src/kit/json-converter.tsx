import type { ComponentType } from 'react';
import type { TaskMap } from '../lib/task-worker';
import { isBlank } from '../lib/text-pieces';
import { ConverterView, type ConverterViewProps } from './ConverterView';
import type { WorkerStart } from './screen-tasks';

type JsonState = { input: string };
type Fixed = 'defaults' | 'from' | 'to' | 'input' | 'errorTitle' | 'minBusyMs' | 'check' | 'output';

type JsonConverterProps<T extends TaskMap, K extends keyof T & string> = Omit<
  ConverterViewProps<JsonState, T, K>,
  Fixed
> & {
  /** Shown at once when the input is blank. */
  blankMessage: string;
  output: JsonOutput;
};

/**
 * The output pane, JSON, named by what it shows ("Minified JSON"): the name is its placeholder ("Minified JSON
 * will appear here...") and its copy message ("Minified JSON copied to clipboard!"), and its title and, in lower
 * case, what Copy is labelled with unless they are given.
 */
interface JsonOutput {
  shows: string;
  title?: string;
  copyLabel?: string;
  fileName: string;
  wrap?: boolean;
}

function outputPaneOf({ shows, title = shows, copyLabel, ...pane }: JsonOutput) {
  return {
    ...pane,
    title,
    placeholder: `${shows} will appear here...`,
    copyLabel: copyLabel ?? shows.charAt(0).toLowerCase() + shows.slice(1),
    copyMessage: `${shows} copied to clipboard!`,
    // The JSON tools tell a failed copy (the converters keep it quiet).
    quietCopyFailure: false,
  };
}

/** The processing delay of the JSON tools' spec: the busy state shows at least this long. */
export const JSON_PROCESSING_DELAY_MS = 200;

/**
 * A converter of JSON text (the formatter, the minifier): the JSON input pane that takes .json files, the
 * blank-input check, the "Validation Error" alert, the JSON output and the processing delay are the same in
 * each, so a tool declares only its actions, what its output shows, its messages and statistics.
 */
export function JsonConverterView<T extends TaskMap, K extends keyof T & string>({
  blankMessage,
  output,
  ...props
}: JsonConverterProps<T, K>) {
  return (
    <ConverterView
      from="JSON"
      to="JSON"
      check={(input) => (isBlank(input) ? blankMessage : null)}
      output={outputPaneOf(output)}
      input={{ title: 'Input JSON' }}
      errorTitle="Validation Error"
      minBusyMs={JSON_PROCESSING_DELAY_MS}
      {...props}
    />
  );
}

/** A JSON converter's whole screen from its declaration and its worker's start, as converterScreen. */
export function jsonConverterScreen<T extends TaskMap, K extends keyof T & string>(
  declaration: Omit<JsonConverterProps<T, K>, 'worker'>,
  worker: WorkerStart,
): ComponentType {
  return function JsonConverterScreen() {
    return <JsonConverterView {...declaration} worker={worker} />;
  };
}
