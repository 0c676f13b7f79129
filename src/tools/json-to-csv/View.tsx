import { ConverterView } from '../../kit';
import { SAMPLE_JSON } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-to-csv' }),
};

export default function JsonToCsvView() {
  return (
    <ConverterView
      defaults={{ input: '' }}
      source={source}
      task="jsonToCsv"
      input={{
        title: 'JSON Input',
        placeholder: 'Paste your JSON array here...',
        language: 'json',
        acceptFiles: '.json,application/json,text/plain',
      }}
      output={{
        title: 'CSV Output',
        placeholder: 'CSV output will appear here...',
        fileName: 'converted-data.csv',
        mimeType: 'text/csv',
        copyLabel: 'CSV output',
      }}
      convertLabel="Convert to CSV"
      busyLabel="Converting..."
      sample={SAMPLE_JSON}
      successMessage="JSON array converted to CSV format"
    />
  );
}
