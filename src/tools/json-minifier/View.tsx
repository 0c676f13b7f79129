import { Minimize2 } from 'lucide-react';
import { useState } from 'react';
import {
  ActionBar,
  Button,
  ClearButton,
  EditorPane,
  ErrorAlert,
  FeatureCards,
  LoadSampleButton,
  OutputActions,
  Statistics,
  SuccessAlert,
  ToolHeader,
  ToolPage,
  useTaskRunner,
} from '../../kit';
import { formatBytes } from '../../lib/format';
import { problemOf, type Problem } from '../../lib/tool-error';
import { BLANK_INPUT_MESSAGE, SAMPLE_JSON, minifyJson, type MinifyResult } from './core';

const tasks = { minifyJson };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-minifier' });

const features = [
  { title: 'Exact values', description: 'Numbers and strings are copied byte for byte: no rounding, no re-escaping.' },
  {
    title: 'Strict validation',
    description: 'Invalid JSON is reported with its line and column instead of being half-minified.',
  },
  {
    title: 'Large files',
    description: 'Multi-megabyte documents are minified in the background without freezing the page.',
  },
  { title: 'Bytes saved', description: 'See the original and minified sizes and how much you saved.' },
];

export default function JsonMinifierView() {
  const [input, setInput] = useState('');
  const [result, setResult] = useState<MinifyResult | null>(null);
  const [error, setError] = useState<Problem | null>(null);
  const runner = useTaskRunner({ tasks, createWorker, minBusyMs: 200 });

  const minify = async () => {
    setResult(null);
    if (input.trim() === '') {
      runner.cancel();
      setError({ message: BLANK_INPUT_MESSAGE });
      return;
    }
    setError(null);
    const outcome = await runner.run('minifyJson', input);
    if (outcome.status === 'cancelled') return;
    if (outcome.status === 'failed') setError(problemOf(outcome.error, 'Invalid JSON'));
    else setResult(outcome.value);
  };

  const clear = () => {
    runner.cancel();
    setInput('');
    setResult(null);
    setError(null);
  };

  const output = result?.output ?? '';
  return (
    <ToolPage>
      <ToolHeader
        icon="🗜️"
        title="JSON Minifier"
        subtitle="Remove every unnecessary space and line break from JSON, keeping the data exactly as it is."
      />

      <ActionBar>
        <Button
          variant="primary"
          onClick={minify}
          busy={runner.busy}
          busyLabel="Minifying..."
          icon={<Minimize2 className="h-4 w-4" aria-hidden="true" />}
        >
          Minify JSON
        </Button>
        <LoadSampleButton onClick={() => setInput(SAMPLE_JSON)} />
        <ClearButton onClick={clear} />
      </ActionBar>

      <div className="grid gap-6 lg:grid-cols-2">
        <EditorPane
          title="Input JSON"
          value={input}
          onChange={setInput}
          placeholder="Paste your JSON here..."
          language="json"
          acceptFiles=".json,application/json,text/plain"
          errorAt={error?.at}
        />
        <EditorPane
          title="Minified JSON"
          value={output}
          readOnly
          wrap
          placeholder="Minified JSON will appear here..."
          language="json"
          actions={
            <OutputActions
              text={output}
              label="minified JSON"
              copyMessage="Minified JSON copied to clipboard!"
              fileName="minified.json"
              mimeType="application/json"
            />
          }
        />
      </div>

      {error && <ErrorAlert title="Validation Error">{error.message}</ErrorAlert>}
      {result && (
        <div className="flex flex-col gap-3">
          <SuccessAlert title="JSON minified">
            Saved {formatBytes(result.bytesSaved)} ({result.percentSaved}% smaller)
          </SuccessAlert>
          <Statistics
            items={[
              { label: 'Original Size', value: formatBytes(result.originalSize) },
              { label: 'Minified Size', value: formatBytes(result.minifiedSize) },
              { label: 'Bytes Saved', value: formatBytes(result.bytesSaved) },
            ]}
          />
        </div>
      )}

      <FeatureCards title="JSON Minifier Features" features={features} />
    </ToolPage>
  );
}
