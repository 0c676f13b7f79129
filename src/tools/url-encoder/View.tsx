import { liveTransformScreen } from '../../kit/LiveTransformScreen';
import { pluralize } from '../../lib/format';
import { SAMPLE_TEXT } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

export default liveTransformScreen(
  {
    options: OPTIONS,
    tasks,
    sample: SAMPLE_TEXT,
    input: { title: 'Text', placeholder: 'Type or paste text or a URL here...' },
    output: {
      title: 'Encoded',
      placeholder: 'The percent-encoded text will appear here...',
      label: 'encoded text',
      fileName: 'url-encoded.txt',
    },
    errorTitle: 'Cannot encode this text',
    statistics: (result) => ({
      'Bytes percent-encoded': result.encodedBytes,
      'Output length': pluralize(result.output.length, 'character'),
    }),
  },
  (name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
);
