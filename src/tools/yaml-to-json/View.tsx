import { ConverterView } from '../../kit';
import { FALLBACK_ERROR_MESSAGE, SAMPLE_YAML } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'yaml-to-json' }),
};

const DEFAULTS = { input: '' };

export default function YamlToJsonView() {
  return (
    <ConverterView
      defaults={DEFAULTS}
      source={source}
      task="convertYamlToJson"
      input={{
        title: 'YAML Input',
        placeholder: 'Paste your YAML here...',
        language: 'yaml',
        acceptFiles: '.yaml,.yml,text/yaml,text/plain',
      }}
      output={{
        title: 'JSON Output',
        placeholder: 'JSON output will appear here...',
        language: 'json',
        fileName: 'converted-data.json',
        mimeType: 'application/json',
        copyLabel: 'JSON output',
      }}
      convertLabel="Convert to JSON"
      busyLabel="Converting..."
      sample={SAMPLE_YAML}
      fallbackError={FALLBACK_ERROR_MESSAGE}
      successMessage="YAML converted to JSON format"
    />
  );
}
