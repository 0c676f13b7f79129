import { ConverterView } from '../../kit';
import { SAMPLE_XML } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'xml-to-json' }),
};

const DEFAULTS = { input: '' };

export default function XmlToJsonView() {
  return (
    <ConverterView
      defaults={DEFAULTS}
      source={source}
      task="xmlToJson"
      input={{
        title: 'XML Input',
        placeholder: 'Paste your XML here...',
        language: 'xml',
        acceptFiles: '.xml,application/xml,text/xml,text/plain',
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
      sample={SAMPLE_XML}
      successMessage="XML document converted to JSON format"
    />
  );
}
