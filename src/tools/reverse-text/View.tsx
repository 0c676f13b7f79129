import { liveTransformScreen } from '../../kit/LiveTransformScreen';
import { SAMPLE_TEXT } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

export default liveTransformScreen(
  {
    options: OPTIONS,
    tasks,
    args: (state) => [state.input, state.mode],
    sample: SAMPLE_TEXT,
    busyNote: 'Reversing…',
    input: {
      title: 'Text',
      placeholder: 'Type or paste text to reverse...',
      acceptFiles: '.txt,.md,.csv,.log,text/plain',
    },
    output: { title: 'Reversed Text', label: 'reversed text', fileName: 'reversed.txt' },
    errorTitle: 'Cannot reverse this text',
  },
  (name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
);
