import {
  ActionBar,
  ClearButton,
  CopyButton,
  EditorPane,
  LoadSampleButton,
  RunStatus,
  Statistics,
  useLiveTask,
  useToolState,
} from '../../kit';
import { formatCount } from '../../lib/format';
import { COUNT_LABELS, EMPTY_COUNTS, SAMPLE_TEXT, describeCounts, type LengthCounts } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'string-length-counter' }),
};

const DEFAULTS = { input: '' };

export default function StringLengthCounterView() {
  const [state, update, reset] = useToolState(DEFAULTS);
  const run = useLiveTask(source, 'countLengths', [state.input], { enabled: state.input !== '' });
  // Zeros before there is text, so the figures never jump in and out as typing starts. Text not counted yet
  // (the first count of a large file) marks them out of date, as a changed text does.
  const counts = run.result ?? EMPTY_COUNTS;
  const counting = run.stale || (state.input !== '' && run.result === null);

  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_TEXT })} />
        <ClearButton onClick={reset} />
        {run.result && (
          <CopyButton
            text={describeCounts(run.result)}
            ariaLabel="Copy statistics"
            successMessage="Statistics copied to clipboard!"
          />
        )}
      </ActionBar>

      {/* The pane's own count is UTF-16 units; here the statistics below are the counts. */}
      <EditorPane
        paneId="input"
        title="Text"
        value={state.input}
        onChange={(input) => update({ input })}
        placeholder="Type or paste text here, or open a file..."
        acceptFiles=".txt,text/plain"
        wrap
        hideCount
        errorAt={run.problem?.at}
      />
      <RunStatus run={run} errorTitle="Cannot count this text" />

      {!run.problem && (
        <Statistics
          stale={counting}
          items={(Object.keys(COUNT_LABELS) as (keyof LengthCounts)[]).map((key) => ({
            label: COUNT_LABELS[key],
            value: formatCount(counts[key]),
          }))}
        />
      )}
    </>
  );
}
