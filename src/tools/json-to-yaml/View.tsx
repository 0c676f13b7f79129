import { ConverterView } from '../../kit';
import { SAMPLE_JSON } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-to-yaml' }),
};

const DEFAULTS = { input: '' };

export default function JsonToYamlView() {
  return (
    <ConverterView
      defaults={DEFAULTS}
      source={source}
      task="convertJsonToYaml"
      input={{
        title: 'JSON Input',
        placeholder: 'Paste your JSON here...',
        language: 'json',
        acceptFiles: '.json,application/json,text/plain',
      }}
      output={{
        title: 'YAML Output',
        placeholder: 'YAML output will appear here...',
        language: 'yaml',
        fileName: 'converted-data.yaml',
        mimeType: 'application/yaml',
        copyLabel: 'YAML output',
      }}
      convertLabel="Convert to YAML"
      busyLabel="Converting..."
      sample={SAMPLE_JSON}
      successMessage="JSON converted to YAML format"
    />
  );
}
