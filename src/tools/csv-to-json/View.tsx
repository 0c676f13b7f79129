import { Braces, Download, Hash, SearchCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { ConverterView } from '../../kit';
import { DEFAULT_OPTIONS, DELIMITERS, SAMPLE_CSV, csvToJson, type CsvToJsonOptions, type DelimiterChoice } from './core';

const tasks = { csvToJson };
const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'csv-to-json' });

const features = {
  title: 'Features',
  items: [
    {
      title: 'Header Row',
      description: 'The first row names the fields; names are trimmed, and a repeated name gets a suffix (_1, _2) so no column is lost.',
      icon: <Braces className="h-4 w-4 text-blue-600" aria-hidden="true" />,
    },
    {
      title: 'Delimiter Detection',
      description: 'Commas, semicolons and tabs are detected automatically, or choose one. Quoted fields may hold delimiters, quotes and line breaks.',
      icon: <SearchCheck className="h-4 w-4 text-green-600" aria-hidden="true" />,
    },
    {
      title: 'Exact Values',
      description: 'Values stay strings, so 08123 stays 08123. With typed values, numbers and booleans become JSON ones, digit for digit.',
      icon: <Hash className="h-4 w-4 text-purple-600" aria-hidden="true" />,
    },
    {
      title: 'File Download',
      description: 'Save the result as converted-data.json. Malformed rows are reported with their row and line instead of being guessed at.',
      icon: <Download className="h-4 w-4 text-orange-600" aria-hidden="true" />,
    },
  ],
};

const fieldClasses = 'rounded-md border border-gray-300 bg-white px-2 py-1 text-sm text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

export default function CsvToJsonView() {
  const [options, setOptions] = useState<CsvToJsonOptions>(DEFAULT_OPTIONS);
  const delimiterId = useId();
  const typedId = useId();

  const optionsPanel = (
    <>
      <div className="flex items-center gap-2">
        <label htmlFor={delimiterId} className="text-sm font-medium">
          Delimiter
        </label>
        <select
          id={delimiterId}
          className={fieldClasses}
          value={options.delimiter}
          onChange={(event) => setOptions((current) => ({ ...current, delimiter: event.target.value as DelimiterChoice }))}
        >
          {DELIMITERS.map(({ choice, label }) => (
            <option key={choice} value={choice}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={typedId}
          type="checkbox"
          className="h-4 w-4 accent-blue-600"
          checked={options.typedValues}
          onChange={(event) => setOptions((current) => ({ ...current, typedValues: event.target.checked }))}
        />
        <label htmlFor={typedId} className="text-sm font-medium">
          Typed values
        </label>
        <span className="text-sm text-gray-600 dark:text-gray-300">(numbers and booleans become JSON numbers and booleans)</span>
      </div>
    </>
  );

  return (
    <ConverterView
      icon="🧾"
      title="CSV to JSON Converter"
      subtitle="Convert CSV with a header row into a JSON array of objects, for APIs, configuration and code."
      tasks={tasks}
      task="csvToJson"
      createWorker={createWorker}
      options={options}
      optionsPanel={optionsPanel}
      input={{ title: 'CSV Input', placeholder: 'Paste your CSV here...', acceptFiles: '.csv,.tsv,text/csv,text/tab-separated-values,text/plain' }}
      output={{ title: 'JSON Output', placeholder: 'JSON output will appear here...', language: 'json', fileName: 'converted-data.json', mimeType: 'application/json', copyLabel: 'JSON output' }}
      convertLabel="Convert to JSON"
      busyLabel="Converting..."
      sample={SAMPLE_CSV}
      successMessage="CSV data converted to JSON format"
      features={features}
    />
  );
}
