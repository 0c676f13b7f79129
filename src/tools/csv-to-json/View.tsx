import { Braces, Download, Hash, SearchCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { CheckboxField, ConverterView, SelectField, type Choice } from '../../kit';
import {
  DEFAULT_OPTIONS,
  DELIMITERS,
  SAMPLE_CSV,
  csvToJson,
  type CsvToJsonOptions,
  type DelimiterChoice,
} from './core';

const tasks = { csvToJson };
const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'csv-to-json' });

const features = {
  title: 'Features',
  items: [
    {
      title: 'Header Row',
      description:
        'The first row names the fields; names are trimmed, and a repeated name gets a suffix (_1, _2) so no column is lost.',
      icon: <Braces className="h-4 w-4 text-blue-600" aria-hidden="true" />,
    },
    {
      title: 'Delimiter Detection',
      description:
        'Commas, semicolons and tabs are detected automatically, or choose one. Quoted fields may hold delimiters, quotes and line breaks.',
      icon: <SearchCheck className="h-4 w-4 text-green-600" aria-hidden="true" />,
    },
    {
      title: 'Exact Values',
      description:
        'Values stay strings, so 08123 stays 08123. With typed values, numbers and booleans become JSON ones, digit for digit.',
      icon: <Hash className="h-4 w-4 text-purple-600" aria-hidden="true" />,
    },
    {
      title: 'File Download',
      description:
        'Save the result as converted-data.json. Malformed rows are reported with their row and line instead of being guessed at.',
      icon: <Download className="h-4 w-4 text-orange-600" aria-hidden="true" />,
    },
  ],
};

const DELIMITER_CHOICES: readonly Choice<DelimiterChoice>[] = DELIMITERS.map(({ choice, label }) => ({
  value: choice,
  label,
}));

export default function CsvToJsonView() {
  const [options, setOptions] = useState<CsvToJsonOptions>(DEFAULT_OPTIONS);
  const typedHintId = useId();

  const setOption = <K extends keyof CsvToJsonOptions>(key: K, value: CsvToJsonOptions[K]) =>
    setOptions((current) => ({ ...current, [key]: value }));
  const optionsPanel = (
    <>
      <SelectField
        label="Delimiter"
        options={DELIMITER_CHOICES}
        value={options.delimiter}
        onChange={(delimiter) => setOption('delimiter', delimiter)}
      />
      <div className="flex flex-wrap items-center gap-2">
        <CheckboxField
          label="Typed values"
          checked={options.typedValues}
          onChange={(typedValues) => setOption('typedValues', typedValues)}
          describedBy={typedHintId}
        />
        <span id={typedHintId} className="text-sm text-gray-600 dark:text-gray-300">
          (numbers and booleans become JSON numbers and booleans)
        </span>
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
      input={{
        title: 'CSV Input',
        placeholder: 'Paste your CSV here...',
        acceptFiles: '.csv,.tsv,text/csv,text/tab-separated-values,text/plain',
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
      sample={SAMPLE_CSV}
      successMessage="CSV data converted to JSON format"
      features={features}
    />
  );
}
