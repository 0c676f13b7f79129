import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { pluralize } from '../../lib/format';
import { SAMPLE_INPUT } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: '__ID__' }),
};

/** The screen, declared: LiveTransformScreen runs the task as the user types and draws the options. */
export default function __COMPONENT__() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      source={source}
      task="transformText"
      sample={SAMPLE_INPUT}
      input={{ title: 'Input', placeholder: 'Type or paste text here...' }}
      output={{
        title: 'Output',
        placeholder: 'The result will appear here...',
        label: 'output',
        fileName: 'output.txt',
      }}
      errorTitle="Cannot process this text"
      statistics={(result) => [{ label: 'Trimmed away', value: pluralize(result.removed, 'character') }]}
    />
  );
}
