import { ConverterView } from '../../kit';
import { FALLBACK_ERROR_MESSAGE, SAMPLE_YAML } from './core';
import { tasks } from './tasks';

export default function YamlToJsonView() {
  return (
    <ConverterView
      tasks={tasks}
      worker={() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'yaml-to-json' })}
      task="convertYamlToJson"
      from="YAML"
      to="JSON"
      sample={SAMPLE_YAML}
      fallbackError={FALLBACK_ERROR_MESSAGE}
    />
  );
}
