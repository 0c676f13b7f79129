import { ConverterView } from '../../kit';
import { SAMPLE_JSON } from './core';
import { tasks } from './tasks';

export default function JsonToCsvView() {
  return (
    <ConverterView
      tasks={tasks}
      worker={() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-to-csv' })}
      task="jsonToCsv"
      from="JSON"
      to="CSV"
      input={{ placeholder: 'Paste your JSON array here...' }}
      sample={SAMPLE_JSON}
      successMessage="JSON array converted to CSV format"
    />
  );
}
