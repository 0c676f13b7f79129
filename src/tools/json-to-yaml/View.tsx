import { converterScreen } from '../../kit/ConverterView';
import { SAMPLE_JSON } from './core';
import { tasks } from './tasks';

export default converterScreen(
  { tasks, from: 'JSON', to: 'YAML', sample: SAMPLE_JSON },
  (name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
);
