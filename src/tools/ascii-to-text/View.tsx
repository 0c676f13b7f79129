import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { SAMPLE_CODES } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

export default function AsciiToTextView() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      tasks={tasks}
      worker={(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })}
      task="asciiToText"
      args={(state) => [state.input, state.base]}
      sample={SAMPLE_CODES}
      input={{
        title: 'Character Codes',
        placeholder: 'Paste codes here, e.g. 72 101 108 108 111...',
        acceptFiles: '.txt,.csv,text/plain,text/csv',
      }}
      output={{ title: 'Text', label: 'text', fileName: 'text.txt' }}
      outputText={(result) => result.text}
      errorTitle="Invalid Code"
      statistics={(result) => ({ Codes: result.codes, Characters: result.characters })}
    />
  );
}
