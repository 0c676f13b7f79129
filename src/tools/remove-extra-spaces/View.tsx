import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { formatCount } from '../../lib/format';
import { SAMPLE_TEXT } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'remove-extra-spaces' }),
};

export default function RemoveExtraSpacesView() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      disabledOptions={(state) => ({ emptyLines: state.joinLines })}
      source={source}
      task="removeExtraSpaces"
      sample={SAMPLE_TEXT}
      input={{ title: 'Text', placeholder: 'Paste text with extra spaces here...' }}
      output={{
        title: 'Cleaned Text',
        placeholder: 'The cleaned text will appear here...',
        label: 'cleaned text',
        fileName: 'cleaned.txt',
      }}
      errorTitle="Cannot clean this text"
      statistics={(result) => [
        { label: 'Characters removed', value: formatCount(result.charactersRemoved) },
        { label: 'Lines removed', value: formatCount(result.linesRemoved) },
      ]}
    />
  );
}
