import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { pluralize } from '../../lib/format';
import { SAMPLE_INPUT } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

/** The screen, declared: LiveTransformScreen runs the task as the user types and draws the options. */
export default function __COMPONENT__() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      tasks={tasks}
      worker={() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: '__ID__' })}
      task="transformText"
      sample={SAMPLE_INPUT}
      input={{ title: 'Input', placeholder: 'Type or paste text here...' }}
      output={{ title: 'Output', label: 'output', fileName: 'output.txt' }}
      errorTitle="Cannot process this text"
      statistics={(result) => ({ 'Trimmed away': pluralize(result.removed, 'character') })}
    />
  );
}
