import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { SAMPLE_TEXT } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'reverse-text' }),
};

export default function ReverseTextView() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      source={source}
      task="reverseText"
      args={(state) => [state.input, state.mode]}
      sample={SAMPLE_TEXT}
      busyNote="Reversing…"
      input={{
        title: 'Text',
        placeholder: 'Type or paste text to reverse...',
        acceptFiles: '.txt,.md,.csv,.log,text/plain',
      }}
      output={{
        title: 'Reversed Text',
        placeholder: 'The reversed text will appear here...',
        label: 'reversed text',
        fileName: 'reversed.txt',
      }}
      errorTitle="Cannot reverse this text"
    />
  );
}
