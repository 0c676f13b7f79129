import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { SAMPLE_TEXT } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

export default function ReverseTextView() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      tasks={tasks}
      worker={() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'reverse-text' })}
      task="reverseText"
      args={(state) => [state.input, state.mode]}
      sample={SAMPLE_TEXT}
      busyNote="Reversing…"
      input={{
        title: 'Text',
        placeholder: 'Type or paste text to reverse...',
        acceptFiles: '.txt,.md,.csv,.log,text/plain',
      }}
      output={{ title: 'Reversed Text', label: 'reversed text', fileName: 'reversed.txt' }}
      errorTitle="Cannot reverse this text"
    />
  );
}
