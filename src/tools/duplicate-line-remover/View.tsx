import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { formatCount } from '../../lib/format';
import { SAMPLE_TEXT } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'duplicate-line-remover' }),
};

export default function DuplicateLineRemoverView() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      source={source}
      task="removeDuplicateLines"
      sample={SAMPLE_TEXT}
      input={{
        title: 'Lines',
        placeholder: 'Paste a list, one item per line...',
        acceptFiles: '.txt,.csv,.log,text/plain',
      }}
      output={{
        title: 'Unique Lines',
        placeholder: 'The lines without duplicates will appear here...',
        label: 'unique lines',
        fileName: 'unique-lines.txt',
      }}
      errorTitle="Cannot process this text"
      wrap={false}
      // Every figure comes from the result, so none describes options the result was not made with.
      statistics={(result) => [
        { label: 'Duplicates removed', value: formatCount(result.duplicatesRemoved) },
        { label: 'Empty lines removed', value: formatCount(result.emptyLinesRemoved) },
        { label: 'Lines kept', value: formatCount(result.linesKept) },
      ]}
    />
  );
}
