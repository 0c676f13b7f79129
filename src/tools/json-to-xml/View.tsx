import { ConverterView } from '../../kit';
import { SAMPLE_JSON } from './core';
import { tasks } from './tasks';

export default function JsonToXmlView() {
  return (
    <ConverterView
      tasks={tasks}
      worker={() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'json-to-xml' })}
      task="jsonToXml"
      from="JSON"
      to="XML"
      sample={SAMPLE_JSON}
    />
  );
}
