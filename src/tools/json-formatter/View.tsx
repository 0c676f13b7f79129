import { FileJson, Minimize2 } from 'lucide-react';
import { jsonConverterScreen } from '../../kit/json-converter';
import { formatBytes, formatCount } from '../../lib/format';
import { BLANK_INPUT_MESSAGE, FALLBACK_ERROR_MESSAGE, SAMPLE_JSON } from './core';
import { tasks } from './tasks';

export default jsonConverterScreen(
  {
    tasks,
    task: 'formatJson',
    convertLabel: 'Format & Validate',
    busyLabel: 'Processing...',
    icon: <FileJson className="h-4 w-4" aria-hidden="true" />,
    moreActions: [
      {
        task: 'minifyJson',
        label: 'Minify',
        busyLabel: 'Processing...',
        icon: <Minimize2 className="h-4 w-4" aria-hidden="true" />,
        fileName: 'minified.json',
      },
    ],
    output: { shows: 'Formatted JSON', title: 'Output', copyLabel: 'output', fileName: 'formatted.json' },
    sample: SAMPLE_JSON,
    blankMessage: BLANK_INPUT_MESSAGE,
    fallbackError: FALLBACK_ERROR_MESSAGE,
    successTitle: 'Valid JSON',
    successMessage: 'Your JSON is properly formatted and valid',
    statistics: ({ stats }) => [
      { label: 'Original Size', value: formatBytes(stats.originalSize) },
      { label: 'Formatted Size', value: formatBytes(stats.formattedSize) },
      { label: 'Lines', value: formatCount(stats.lines) },
    ],
  },
  (name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
);
