import {
  ActionBar,
  CheckboxField,
  ClearButton,
  LoadSampleButton,
  OptionsBox,
  Statistics,
  TransformPanes,
  useLiveTask,
  useToolState,
} from '../../kit';
import { formatCount } from '../../lib/format';
import { DEFAULT_OPTIONS, SAMPLE_TEXT, type DedupeOptions } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'duplicate-line-remover' }),
};

const DEFAULTS = { input: '', ...DEFAULT_OPTIONS };

const OPTION_LABELS: readonly { key: keyof DedupeOptions; label: string }[] = [
  { key: 'ignoreCase', label: 'Ignore case' },
  { key: 'trimLines', label: 'Trim spaces before comparing' },
  { key: 'removeEmptyLines', label: 'Remove empty lines' },
];

export default function DuplicateLineRemoverView() {
  const [state, update, reset] = useToolState(DEFAULTS);
  const { input, ...options } = state;
  const run = useLiveTask(source, 'removeDuplicateLines', [input, options], { enabled: input !== '' });

  return (
    <>
      <OptionsBox legend="Options">
        {OPTION_LABELS.map(({ key, label }) => (
          <CheckboxField
            key={key}
            label={label}
            checked={options[key]}
            onChange={(checked) => update({ [key]: checked })}
          />
        ))}
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_TEXT })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Lines',
          value: input,
          onChange: (text) => update({ input: text }),
          placeholder: 'Paste a list, one item per line...',
          acceptFiles: '.txt,.csv,.log,text/plain',
        }}
        output={{
          title: 'Unique Lines',
          value: run.result?.output ?? '',
          placeholder: 'The lines without duplicates will appear here...',
          label: 'unique lines',
          fileName: 'unique-lines.txt',
        }}
        run={run}
        errorTitle="Cannot process this text"
        wrap={false}
      />

      {/* Every figure comes from the result, so none describes options the result was not made with. */}
      {run.result && (
        <Statistics
          stale={run.stale}
          items={[
            { label: 'Duplicates removed', value: formatCount(run.result.duplicatesRemoved) },
            { label: 'Empty lines removed', value: formatCount(run.result.emptyLinesRemoved) },
            { label: 'Lines kept', value: formatCount(run.result.linesKept) },
          ]}
        />
      )}
    </>
  );
}
