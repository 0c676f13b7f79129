import { ArrowRightLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { TaskMap } from '../lib/task-worker';
import { problemOf, type Problem } from '../lib/tool-error';
import { ActionBar, Button } from './Button';
import { ErrorAlert, SuccessAlert } from './Alert';
import { ClearButton, LoadSampleButton, OutputActions } from './CommonActions';
import { EditorPane } from './EditorPane';
import { OptionsBox } from './Fields';
import type { EditorLanguage } from './editor/types';
import { FeatureCards, type Feature } from './FeatureCards';
import { ToolHeader, ToolPage } from './ToolHeader';
import { useTaskRunner } from './useTaskRunner';

/** A conversion task: the input text and the tool's options to the output text. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ConvertTask = (input: string, options: any) => string;

interface PaneText {
  title: string;
  placeholder: string;
  language?: EditorLanguage;
}

export interface ConverterViewProps<T extends TaskMap & Record<K, ConvertTask>, K extends keyof T & string> {
  icon: string;
  title: string;
  subtitle: string;
  /** The tool's functions and, for large input, its worker serving the same functions. */
  tasks: T;
  task: K;
  createWorker?: () => Worker;
  /** The options passed to the task, and the controls that set them (rendered above the panes). */
  options?: Parameters<T[K]>[1];
  optionsPanel?: ReactNode;
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
  features: { title: string; items: readonly Feature[] };
}

/**
 * The screen every text-to-text converter shares: input pane, options, convert action with busy state,
 * output pane with Copy and Download, Load Sample, Clear, file open and drop, and the spec's alerts.
 * Success fills the output and clears the error; failure shows the error and empties the output.
 */
export function ConverterView<T extends TaskMap & Record<K, ConvertTask>, K extends keyof T & string>(
  props: ConverterViewProps<T, K>,
) {
  const { tasks, task, createWorker, options, input: inputPane, output: outputPane } = props;
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [error, setError] = useState<Problem | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const runner = useTaskRunner({ tasks, createWorker, minBusyMs: 0 });

  const convert = async () => {
    const outcome = await runner.run(task, ...([input, options] as Parameters<T[K]>));
    if (outcome.status === 'cancelled') return;
    if (outcome.status === 'failed') {
      setError(problemOf(outcome.error, props.fallbackError ?? 'Conversion failed'));
      setOutput('');
      setSucceeded(false);
      return;
    }
    setOutput(String(outcome.value));
    setError(null);
    setSucceeded(true);
  };

  const clear = () => {
    runner.cancel();
    setInput('');
    setOutput('');
    setError(null);
    setSucceeded(false);
  };

  return (
    <ToolPage>
      <ToolHeader icon={props.icon} title={props.title} subtitle={props.subtitle} />

      <ActionBar>
        <Button
          variant="primary"
          onClick={convert}
          busy={runner.busy}
          busyLabel={props.busyLabel ?? 'Converting...'}
          icon={<ArrowRightLeft className="h-4 w-4" aria-hidden="true" />}
        >
          {props.convertLabel}
        </Button>
        <LoadSampleButton onClick={() => setInput(props.sample)} />
        <ClearButton onClick={clear} />
      </ActionBar>

      {props.optionsPanel && <OptionsBox legend="Options">{props.optionsPanel}</OptionsBox>}

      {error && <ErrorAlert title={props.errorTitle ?? 'Conversion Error'}>{error.message}</ErrorAlert>}
      {succeeded && (
        <SuccessAlert title={props.successTitle ?? 'Conversion Successful'}>{props.successMessage}</SuccessAlert>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <EditorPane
          title={inputPane.title}
          value={input}
          onChange={setInput}
          placeholder={inputPane.placeholder}
          language={inputPane.language}
          acceptFiles={inputPane.acceptFiles}
          errorAt={error?.at}
        />
        <EditorPane
          title={outputPane.title}
          value={output}
          readOnly
          placeholder={outputPane.placeholder}
          language={outputPane.language}
          actions={
            <OutputActions
              text={output}
              label={outputPane.copyLabel}
              fileName={outputPane.fileName}
              mimeType={outputPane.mimeType}
              quietCopyFailure
            />
          }
        />
      </div>

      <FeatureCards title={props.features.title} features={props.features.items} />
    </ToolPage>
  );
}
