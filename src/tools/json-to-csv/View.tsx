import { Download, Layers, ListChecks, ShieldCheck } from 'lucide-react';
import { ConverterView } from '../../kit';
import { SAMPLE_JSON } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-to-csv' }),
};

const features = {
  title: 'Features',
  items: [
    {
      title: 'Array Processing',
      description:
        'Each array item becomes a row; the columns are every key found, in the order first seen. A single object becomes one row.',
      icon: ListChecks,
      tone: 'blue',
    },
    {
      title: 'File Download',
      description:
        'Save the result as converted-data.csv: RFC 4180 CSV with CRLF line endings, ready for Excel, Google Sheets or pandas.',
      icon: Download,
      tone: 'green',
    },
    {
      title: 'Nested Objects',
      description:
        'Handled intelligently: nested objects flatten to dot paths such as user.name, and arrays are kept as JSON text in their cell.',
      icon: Layers,
      tone: 'purple',
    },
    {
      title: 'Data Validation',
      description:
        'Strict JSON parsing that names the line and column of any error. Numbers keep every digit, however long.',
      icon: ShieldCheck,
      tone: 'orange',
    },
  ],
} as const;

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
      features={features}
    />
  );
}
