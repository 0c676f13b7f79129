import { Minimize2 } from 'lucide-react';
import { JsonConverterView } from '../../kit/json-converter';
import { formatBytes } from '../../lib/format';
import { BLANK_INPUT_MESSAGE, FALLBACK_ERROR_MESSAGE, SAMPLE_JSON } from './core';
import { tasks } from './tasks';

export default function JsonMinifierView() {
  return (
    <JsonConverterView
      tasks={tasks}
      worker={() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-minifier' })}
      task="minifyJson"
      convertLabel="Minify JSON"
      busyLabel="Minifying..."
      icon={<Minimize2 className="h-4 w-4" aria-hidden="true" />}
      output={{
        title: 'Minified JSON',
        placeholder: 'Minified JSON will appear here...',
        // The minified result is one long line, so it wraps (the input, pretty JSON, reads best unwrapped).
        wrap: true,
        copyLabel: 'minified JSON',
        copyMessage: 'Minified JSON copied to clipboard!',
        fileName: 'minified.json',
      }}
      sample={SAMPLE_JSON}
      blankMessage={BLANK_INPUT_MESSAGE}
      fallbackError={FALLBACK_ERROR_MESSAGE}
      successTitle="JSON minified"
      successMessage={(result) => `Saved ${formatBytes(result.bytesSaved)} (${result.percentSaved}% smaller)`}
      statistics={(result) => [
        { label: 'Original Size', value: formatBytes(result.originalSize) },
        { label: 'Minified Size', value: formatBytes(result.minifiedSize) },
        { label: 'Bytes Saved', value: formatBytes(result.bytesSaved) },
      ]}
    />
  );
}
