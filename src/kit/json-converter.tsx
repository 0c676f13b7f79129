import type { TaskMap } from '../lib/task-worker';
import { ConverterView, type ConverterViewProps } from './ConverterView';

type JsonState = { input: string };
const DEFAULTS: JsonState = { input: '' };

/** The processing delay of the JSON tools' spec: the busy state shows at least this long. */
export const JSON_PROCESSING_DELAY_MS = 200;

/**
 * A converter of JSON text (the formatter, the minifier): the JSON input pane that takes .json files, its
 * "Validation Error" alert and the processing delay are the same in each, so a tool declares only its actions,
 * output, messages and statistics.
 */
export function JsonConverterView<T extends TaskMap, K extends keyof T & string>(
  props: Omit<ConverterViewProps<JsonState, T, K>, 'defaults' | 'input' | 'errorTitle' | 'minBusyMs'>,
) {
  return (
    <ConverterView
      defaults={DEFAULTS}
      input={{
        title: 'Input JSON',
        placeholder: 'Paste your JSON here...',
        language: 'json',
        acceptFiles: '.json,application/json,text/plain',
      }}
      errorTitle="Validation Error"
      minBusyMs={JSON_PROCESSING_DELAY_MS}
      {...props}
    />
  );
}
