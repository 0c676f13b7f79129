import { Minimize2 } from 'lucide-react';
import { jsonConverterScreen } from '../../kit/json-converter';
import { formatBytes } from '../../lib/format';
import { BLANK_INPUT_MESSAGE, FALLBACK_ERROR_MESSAGE, SAMPLE_JSON } from './core';
import { tasks } from './tasks';

export default jsonConverterScreen(
  {
    tasks,
    convertLabel: 'Minify JSON',
    busyLabel: 'Minifying...',
    icon: <Minimize2 className="h-4 w-4" aria-hidden="true" />,
    // The minified result is one long line, so it wraps (the input, pretty JSON, reads best unwrapped).
    output: { shows: 'Minified JSON', fileName: 'minified.json', wrap: true },
    sample: SAMPLE_JSON,
    blankMessage: BLANK_INPUT_MESSAGE,
    fallbackError: FALLBACK_ERROR_MESSAGE,
    successTitle: 'JSON minified',
    successMessage: (result) => `Saved ${formatBytes(result.bytesSaved)} (${result.percentSaved}% smaller)`,
    statistics: (result) => [
      { label: 'Original Size', value: formatBytes(result.originalSize) },
      { label: 'Minified Size', value: formatBytes(result.minifiedSize) },
      { label: 'Bytes Saved', value: formatBytes(result.bytesSaved) },
    ],
  },
  (name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
);
