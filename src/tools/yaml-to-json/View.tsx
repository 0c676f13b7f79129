import { converterScreen } from '../../kit/ConverterView';
import { FALLBACK_ERROR_MESSAGE, SAMPLE_YAML } from './core';
import { tasks } from './tasks';

export default converterScreen(
  { tasks, from: 'YAML', to: 'JSON', sample: SAMPLE_YAML, fallbackError: FALLBACK_ERROR_MESSAGE },
  (name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
);
