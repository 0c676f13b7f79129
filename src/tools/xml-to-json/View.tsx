import { converterScreen } from '../../kit/ConverterView';
import { SAMPLE_XML } from './core';
import { tasks } from './tasks';

export default converterScreen(
  { tasks, from: 'XML', to: 'JSON', sample: SAMPLE_XML, successMessage: 'XML document converted to JSON format' },
  (name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
);
