import { Anchor, Binary, FileCheck2, Files } from 'lucide-react';
import { ConverterView } from '../../kit';
import { FALLBACK_ERROR_MESSAGE, SAMPLE_YAML } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'yaml-to-json' }),
};

const DEFAULTS = { input: '' };

const features = {
  title: 'Features',
  items: [
    {
      title: 'YAML 1.2 Parsing',
      description:
        'Read with the YAML 1.2 core schema, as current tools do: yes, no and dates stay text, ~ is null. Errors name the line and column.',
      icon: FileCheck2,
      tone: 'blue',
    },
    {
      title: 'Exact Numbers',
      description:
        '12345678901234567890 and 1.50 keep every digit; 0x1F and 0o17 become decimal. .inf and .nan have no JSON form and are reported with where they are.',
      icon: Binary,
      tone: 'green',
    },
    {
      title: 'Anchors & Merge Keys',
      description:
        'Aliases (*name) are expanded and merge keys (<<) applied, as in docker-compose files. Custom tags such as !Ref are dropped: the value converts as text, list or object.',
      icon: Anchor,
      tone: 'purple',
    },
    {
      title: 'Documents & Keys',
      description:
        'Several documents separated by --- become a JSON array, one item per document. Number, boolean and null keys become text; a list or mapping used as a key is refused.',
      icon: Files,
      tone: 'orange',
    },
  ],
} as const;

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
      features={features}
    />
  );
}
