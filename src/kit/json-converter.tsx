import type { TaskMap } from '../lib/task-worker';
import { isBlank } from '../lib/text-pieces';
import { ConverterView, type ConverterViewProps } from './ConverterView';

type JsonState = { input: string };
type Fixed = 'defaults' | 'from' | 'to' | 'input' | 'errorTitle' | 'minBusyMs' | 'check' | 'output';

/** The processing delay of the JSON tools' spec: the busy state shows at least this long. */
export const JSON_PROCESSING_DELAY_MS = 200;

/**
 * A converter of JSON text (the formatter, the minifier): the JSON input pane that takes .json files, the
 * blank-input check, the "Validation Error" alert, the JSON output and the processing delay are the same in
 * each, so a tool declares only its actions, output texts, messages and statistics.
 */
export function JsonConverterView<T extends TaskMap, K extends keyof T & string>({
  blankMessage,
  output,
  ...props
}: Omit<ConverterViewProps<JsonState, T, K>, Fixed> & {
  /** Shown at once when the input is blank. */
  blankMessage: string;
  /** The output pane, JSON unless told: its copy failures are told (the converters keep them quiet). */
  output: ConverterViewProps<JsonState, T, K>['output'] & { title: string; fileName: string; copyLabel: string };
}) {
  return (
    <ConverterView
      from="JSON"
      to="JSON"
      check={(input) => (isBlank(input) ? blankMessage : null)}
      output={{ quietCopyFailure: false, ...output }}
      input={{ title: 'Input JSON' }}
      errorTitle="Validation Error"
      minBusyMs={JSON_PROCESSING_DELAY_MS}
      {...props}
    />
  );
}
