import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { SAMPLE_TEXT } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

export default function RemoveExtraSpacesView() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      disabledOptions={(state) => ({ emptyLines: state.joinLines })}
      tasks={tasks}
      worker={(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })}
      task="removeExtraSpaces"
      sample={SAMPLE_TEXT}
      input={{ title: 'Text', placeholder: 'Paste text with extra spaces here...' }}
      output={{ title: 'Cleaned Text', label: 'cleaned text', fileName: 'cleaned.txt' }}
      errorTitle="Cannot clean this text"
      statistics={(result) => ({
        'Characters removed': result.charactersRemoved,
        'Lines removed': result.linesRemoved,
      })}
    />
  );
}
