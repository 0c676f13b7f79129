import { FileJson, Minimize2 } from 'lucide-react';
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
import { formatBytes, formatCount } from '../../lib/format';
import { BLANK_INPUT_MESSAGE, FALLBACK_ERROR_MESSAGE, SAMPLE_JSON } from './core';
import { tasks } from './tasks';
import { isBlank } from '../../lib/text-pieces';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-formatter' }),
};

/** The spec's processing delay: the busy state shows at least this long. */
const PROCESSING_DELAY_MS = 200;
const DEFAULTS = { input: '' };
const blankInput = (input: string) => (isBlank(input) ? BLANK_INPUT_MESSAGE : null);

export default function JsonFormatterView() {
  const [state, update, reset] = useToolState(DEFAULTS);
  const processing = useActionTask(source, {
    args: [state.input],
    minBusyMs: PROCESSING_DELAY_MS,
    check: blankInput,
    fallbackError: FALLBACK_ERROR_MESSAGE,
  });
  const result = processing.result;

  return (
    <>
      <ActionBar>
        <Button
          variant="primary"
          onClick={() => processing.run('formatJson')}
          busy={processing.busyTask === 'formatJson'}
          busyLabel="Processing..."
          disabled={processing.busyTask === 'minifyJson'}
          icon={<FileJson className="h-4 w-4" aria-hidden="true" />}
        >
          Format &amp; Validate
        </Button>
        <Button
          onClick={() => processing.run('minifyJson')}
          busy={processing.busyTask === 'minifyJson'}
          busyLabel="Processing..."
          disabled={processing.busyTask === 'formatJson'}
          icon={<Minimize2 className="h-4 w-4" aria-hidden="true" />}
        >
          Minify
        </Button>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_JSON })} />
        <ClearButton
          onClick={() => {
            processing.reset();
            reset();
          }}
        />
      </ActionBar>

      <TransformPanes
        wrap={false}
        input={{
          title: 'Input JSON',
          value: state.input,
          onChange: (input) => update({ input }),
          placeholder: 'Paste your JSON here...',
          language: 'json',
          acceptFiles: '.json,application/json,text/plain',
        }}
        output={{
          title: 'Output',
          value: result?.output ?? '',
          placeholder: 'Formatted JSON will appear here...',
          language: 'json',
          label: 'output',
          copyMessage: 'Formatted JSON copied to clipboard!',
          fileName: processing.resultTask === 'minifyJson' ? 'minified.json' : 'formatted.json',
          mimeType: 'application/json',
        }}
        run={processing}
        errorTitle="Validation Error"
        success={{ title: 'Valid JSON', message: 'Your JSON is properly formatted and valid' }}
        rerun={`Press ${processing.resultTask === 'minifyJson' ? 'Minify' : 'Format & Validate'} to update it.`}
      />

      {result && (
        <Statistics
          stale={processing.stale}
          items={[
            { label: 'Original Size', value: formatBytes(result.stats.originalSize) },
            { label: 'Formatted Size', value: formatBytes(result.stats.formattedSize) },
            { label: 'Lines', value: formatCount(result.stats.lines) },
          ]}
        />
      )}
    </>
  );
}
