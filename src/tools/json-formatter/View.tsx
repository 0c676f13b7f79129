import { BarChart3, CheckCircle2, FileJson, Minimize2, Sparkles } from 'lucide-react';
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
import { formatBytes, formatCount } from '../../lib/format';
import { problemOf, type Problem } from '../../lib/tool-error';
import {
  BLANK_INPUT_MESSAGE,
  FALLBACK_ERROR_MESSAGE,
  SAMPLE_JSON,
  formatJson,
  minifyJson,
  type ProcessingStats,
} from './core';

const PROCESSING_DELAY_MS = 200;
const tasks = { formatJson, minifyJson };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-formatter' });

const features = [
  {
    title: 'JSON Validation',
    description: 'Strict RFC 8259 parsing; errors name the line and column.',
    icon: <CheckCircle2 className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
  {
    title: 'Pretty Formatting',
    description: '2-space indentation that keeps every number and string exactly as written.',
    icon: <Sparkles className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Minification',
    description: 'Removes all insignificant whitespace for the smallest payload.',
    icon: <Minimize2 className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'Statistics',
    description: 'Original size, result size and line count at a glance.',
    icon: <BarChart3 className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
];

export default function JsonFormatterView() {
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [error, setError] = useState<Problem | null>(null);
  const [isValid, setIsValid] = useState(false);
  const [stats, setStats] = useState<ProcessingStats | null>(null);
  const runner = useTaskRunner({ tasks, createWorker, minBusyMs: PROCESSING_DELAY_MS });

  const showFailure = (problem: Problem) => {
    setError(problem);
    setOutput('');
    setIsValid(false);
    setStats(null);
  };

  const process = async (task: keyof typeof tasks) => {
    if (input.trim() === '') {
      runner.cancel();
      showFailure({ message: BLANK_INPUT_MESSAGE });
      return;
    }
    setError(null);
    const outcome = await runner.run(task, input);
    if (outcome.status === 'cancelled') return;
    if (outcome.status === 'failed') {
      showFailure(problemOf(outcome.error, FALLBACK_ERROR_MESSAGE));
      return;
    }
    setOutput(outcome.value.output);
    setStats(outcome.value.stats);
    setIsValid(true);
  };

  const clear = () => {
    runner.cancel();
    setInput('');
    setOutput('');
    setError(null);
    setIsValid(false);
    setStats(null);
  };

  return (
    <ToolPage>
      <ToolHeader
        icon="📋"
        title="JSON Formatter & Validator"
        subtitle="Format, validate and beautify your JSON. Numbers and strings are kept exactly as you wrote them."
      />

      <ActionBar>
        <Button
          variant="primary"
          onClick={() => process('formatJson')}
          busy={runner.busyTask === 'formatJson'}
          busyLabel="Processing..."
          disabled={runner.busy}
          icon={<FileJson className="h-4 w-4" aria-hidden="true" />}
        >
          Format &amp; Validate
        </Button>
        <Button
          onClick={() => process('minifyJson')}
          busy={runner.busyTask === 'minifyJson'}
          busyLabel="Processing..."
          disabled={runner.busy}
          icon={<Minimize2 className="h-4 w-4" aria-hidden="true" />}
        >
          Minify
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
          title="Output"
          value={output}
          readOnly
          placeholder="Formatted JSON will appear here..."
          language="json"
          actions={
            <OutputActions
              text={output}
              label="output"
              copyMessage="Formatted JSON copied to clipboard!"
              fileName="formatted.json"
              mimeType="application/json"
            />
          }
        />
      </div>

      {error && <ErrorAlert title="Validation Error">{error.message}</ErrorAlert>}
      {isValid && stats && (
        <div className="flex flex-col gap-3">
          <SuccessAlert title="Valid JSON">Your JSON is properly formatted and valid</SuccessAlert>
          <Statistics
            items={[
              { label: 'Original Size', value: formatBytes(stats.originalSize) },
              { label: 'Formatted Size', value: formatBytes(stats.formattedSize) },
              { label: 'Lines', value: formatCount(stats.lines) },
            ]}
          />
        </div>
      )}

      <FeatureCards title="JSON Processing Features" features={features} />
    </ToolPage>
  );
}
