import { ConverterView } from '../../kit';
import { SAMPLE_JSON } from './core';
import { tasks } from './tasks';

export default function JsonToYamlView() {
  return (
    <ConverterView
      tasks={tasks}
      worker={() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-to-yaml' })}
      task="convertJsonToYaml"
      from="JSON"
      to="YAML"
      sample={SAMPLE_JSON}
    />
  );
}
