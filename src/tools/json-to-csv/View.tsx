import { converterScreen } from '../../kit/ConverterView';
import { SAMPLE_JSON } from './core';
import { tasks } from './tasks';

export default converterScreen(
  {
    tasks,
    from: 'JSON',
    to: 'CSV',
    sample: SAMPLE_JSON,
    input: { placeholder: 'Paste your JSON array here...' },
    successMessage: 'JSON array converted to CSV format',
  },
  (name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
);
