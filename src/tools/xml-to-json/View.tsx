import { ConverterView } from '../../kit';
import { SAMPLE_XML } from './core';
import { tasks } from './tasks';

export default function XmlToJsonView() {
  return (
    <ConverterView
      tasks={tasks}
      worker={() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'xml-to-json' })}
      task="xmlToJson"
      from="XML"
      to="JSON"
      sample={SAMPLE_XML}
      successMessage="XML document converted to JSON format"
    />
  );
}
