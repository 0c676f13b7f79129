import { Minimize2 } from 'lucide-react';
import {
  ActionBar,
  Button,
  ClearButton,
  LoadSampleButton,
  Statistics,
  TransformPanes,
  useActionTask,
  useToolState,
} from '../../kit';
import { formatBytes } from '../../lib/format';
import { BLANK_INPUT_MESSAGE, FALLBACK_ERROR_MESSAGE, SAMPLE_JSON } from './core';
import { tasks } from './tasks';
import { isBlank } from '../../lib/text-pieces';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-minifier' }),
};

/** The formatter's processing delay: the busy state shows at least this long. */
const PROCESSING_DELAY_MS = 200;
const DEFAULTS = { input: '' };
const blankInput = (input: string) => (isBlank(input) ? BLANK_INPUT_MESSAGE : null);

export default function JsonMinifierView() {
  const [state, update, reset] = useToolState(DEFAULTS);
  const minifying = useActionTask(source, {
    args: [state.input],
    minBusyMs: PROCESSING_DELAY_MS,
    check: blankInput,
    fallbackError: FALLBACK_ERROR_MESSAGE,
  });
  const result = minifying.result;

  return (
    <>
      <ActionBar>
        <Button
          variant="primary"
          onClick={() => minifying.run('minifyJson')}
          busy={minifying.busyTask === 'minifyJson'}
          busyLabel="Minifying..."
          icon={<Minimize2 className="h-4 w-4" aria-hidden="true" />}
        >
          Minify JSON
        </Button>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_JSON })} />
        <ClearButton
          onClick={() => {
            minifying.reset();
            reset();
          }}
        />
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Input JSON',
          value: state.input,
          onChange: (input) => update({ input }),
          placeholder: 'Paste your JSON here...',
          language: 'json',
          acceptFiles: '.json,application/json,text/plain',
          // Pretty JSON reads best unwrapped; the minified result is one long line, so it wraps.
          wrap: false,
        }}
        output={{
          title: 'Minified JSON',
          value: result?.output ?? '',
          placeholder: 'Minified JSON will appear here...',
          language: 'json',
          label: 'minified JSON',
          copyMessage: 'Minified JSON copied to clipboard!',
          fileName: 'minified.json',
          mimeType: 'application/json',
        }}
        run={minifying}
        errorTitle="Validation Error"
        success={
          result && {
            title: 'JSON minified',
            message: `Saved ${formatBytes(result.bytesSaved)} (${result.percentSaved}% smaller)`,
          }
        }
        rerun="Press Minify JSON to update it."
      />

      {result && (
        <Statistics
          stale={minifying.stale}
          items={[
            { label: 'Original Size', value: formatBytes(result.originalSize) },
            { label: 'Minified Size', value: formatBytes(result.minifiedSize) },
            { label: 'Bytes Saved', value: formatBytes(result.bytesSaved) },
          ]}
        />
      )}
    </>
  );
}
