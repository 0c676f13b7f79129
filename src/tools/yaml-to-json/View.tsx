import { Anchor, Binary, FileCheck2, Files } from 'lucide-react';
import { ConverterView } from '../../kit';
import { FALLBACK_ERROR_MESSAGE, SAMPLE_YAML, convertYamlToJson } from './core';

const tasks = { convertYamlToJson };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'yaml-to-json' });

const features = {
  title: 'Features',
  items: [
    {
      title: 'YAML 1.2 Parsing',
      description:
        'Read with the YAML 1.2 core schema, as current tools do: yes, no and dates stay text, ~ is null. Errors name the line and column.',
      icon: <FileCheck2 className="h-4 w-4 text-blue-600" aria-hidden="true" />,
    },
    {
      title: 'Exact Numbers',
      description:
        '12345678901234567890 and 1.50 keep every digit; 0x1F and 0o17 become decimal. .inf and .nan have no JSON form and are reported with where they are.',
      icon: <Binary className="h-4 w-4 text-green-600" aria-hidden="true" />,
    },
    {
      title: 'Anchors & Merge Keys',
      description:
        'Aliases (*name) are expanded and merge keys (<<) applied, as in docker-compose files. Custom tags such as !Ref are dropped: the value converts as text, list or object.',
      icon: <Anchor className="h-4 w-4 text-purple-600" aria-hidden="true" />,
    },
    {
      title: 'Documents & Keys',
      description:
        'Several documents separated by --- become a JSON array, one item per document. Number, boolean and null keys become text; a list or mapping used as a key is refused.',
      icon: <Files className="h-4 w-4 text-orange-600" aria-hidden="true" />,
    },
  ],
};

export default function YamlToJsonView() {
  return (
    <ConverterView
      icon="📜"
      title="YAML to JSON Converter"
      subtitle="Convert YAML configuration files and documents to JSON, keeping every number exact."
      tasks={tasks}
      task="convertYamlToJson"
      createWorker={createWorker}
      input={{
        title: 'YAML Input',
        placeholder: 'Paste your YAML here...',
        language: 'text',
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
