import { ConverterView } from '../../kit';
import { SAMPLE_JSON } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-to-xml' }),
};

const DEFAULTS = { input: '' };

export default function JsonToXmlView() {
  return (
    <ConverterView
      defaults={DEFAULTS}
      source={source}
      task="jsonToXml"
      input={{
        title: 'JSON Input',
        placeholder: 'Paste your JSON here...',
        language: 'json',
        acceptFiles: '.json,application/json,text/plain',
      }}
      output={{
        title: 'XML Output',
        placeholder: 'XML output will appear here...',
        language: 'xml',
        fileName: 'converted-data.xml',
        mimeType: 'application/xml',
        copyLabel: 'XML output',
      }}
      convertLabel="Convert to XML"
      busyLabel="Converting..."
      sample={SAMPLE_JSON}
      successMessage="JSON converted to XML format"
    />
  );
}
