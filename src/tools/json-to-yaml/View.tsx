import { Binary, Quote, ShieldCheck, TextQuote } from 'lucide-react';
import { ConverterView } from '../../kit';
import { SAMPLE_JSON } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-to-yaml' }),
};

const DEFAULTS = { input: '' };

const features = {
  title: 'Features',
  items: [
    {
      title: 'Clean YAML',
      description:
        '2-space indentation, no line wrapping and no anchors or references: every value is written out in full, keys in their original order.',
      icon: TextQuote,
      tone: 'blue',
    },
    {
      title: 'Exact Numbers',
      description: 'Numbers are written exactly as in the JSON: 12345678901234567890 and 1.50 keep every digit.',
      icon: Binary,
      tone: 'green',
    },
    {
      title: 'Safe Strings',
      description:
        "Strings a YAML reader would take for something else ('yes', '123', '2024-01-01', 'null') are quoted; multi-line strings become | blocks.",
      icon: Quote,
      tone: 'purple',
    },
    {
      title: 'Data Validation',
      description: 'Strict JSON parsing that names the line and column of any error, before anything is written.',
      icon: ShieldCheck,
      tone: 'orange',
    },
  ],
} as const;

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
      features={features}
    />
  );
}
