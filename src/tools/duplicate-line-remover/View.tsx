import { liveTransformScreen } from '../../kit/LiveTransformScreen';
import { SAMPLE_TEXT } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

export default liveTransformScreen(
  {
    options: OPTIONS,
    tasks,
    sample: SAMPLE_TEXT,
    input: {
      title: 'Lines',
      placeholder: 'Paste a list, one item per line...',
      acceptFiles: '.txt,.csv,.log,text/plain',
    },
    output: {
      title: 'Unique Lines',
      placeholder: 'The lines without duplicates will appear here...',
      label: 'unique lines',
      fileName: 'unique-lines.txt',
    },
    errorTitle: 'Cannot process this text',
    wrap: false,
    // Every figure comes from the result, so none describes options the result was not made with.
    statistics: (result) => ({
      'Duplicates removed': result.duplicatesRemoved,
      'Empty lines removed': result.emptyLinesRemoved,
      'Lines kept': result.linesKept,
    }),
  },
  (name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
);
