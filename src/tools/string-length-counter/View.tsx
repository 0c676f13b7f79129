import { CopyButton } from '../../kit/CopyButton';
import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { formatCount } from '../../lib/format';
import { COUNT_LABELS, EMPTY_COUNTS, SAMPLE_TEXT, describeCounts, type LengthCounts } from './core';
import { tasks } from './tasks';

const COUNT_KEYS = Object.keys(COUNT_LABELS) as (keyof LengthCounts)[];

export default function StringLengthCounterView() {
  return (
    <LiveTransformScreen
      tasks={tasks}
      worker={(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })}
      task="countLengths"
      args={(state) => [state.input]}
      sample={SAMPLE_TEXT}
      actions={({ run }) =>
        run.result && (
          <CopyButton
            text={describeCounts(run.result)}
            ariaLabel="Copy statistics"
            successMessage="Statistics copied to clipboard!"
          />
        )
      }
      // The pane's own count is UTF-16 units; here the statistics below are the counts.
      input={{
        title: 'Text',
        placeholder: 'Type or paste text here, or open a file...',
        acceptFiles: '.txt,text/plain',
        hideCount: true,
      }}
      errorTitle="Cannot count this text"
      // Zeros before there is text, so the figures never jump in and out as typing starts.
      emptyResult={EMPTY_COUNTS}
      statistics={(counts) => COUNT_KEYS.map((key) => ({ label: COUNT_LABELS[key], value: formatCount(counts[key]) }))}
    />
  );
}
