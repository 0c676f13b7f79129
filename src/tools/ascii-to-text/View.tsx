import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { formatCount } from '../../lib/format';
import { SAMPLE_CODES } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'ascii-to-text' }),
};

export default function AsciiToTextView() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      source={source}
      task="asciiToText"
      args={(state) => [state.input, state.base]}
      sample={SAMPLE_CODES}
      input={{
        title: 'Character Codes',
        placeholder: 'Paste codes here, e.g. 72 101 108 108 111...',
        acceptFiles: '.txt,.csv,text/plain,text/csv',
      }}
      output={{ title: 'Text', placeholder: 'The text will appear here...', label: 'text', fileName: 'text.txt' }}
      outputText={(result) => result.text}
      errorTitle="Invalid Code"
      statistics={(result) => [
        { label: 'Codes', value: formatCount(result.codes) },
        { label: 'Characters', value: formatCount(result.characters) },
      ]}
    />
  );
}
