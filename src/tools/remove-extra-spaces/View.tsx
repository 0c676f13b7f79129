import {
  ActionBar,
  CheckboxField,
  ChoiceGroup,
  ClearButton,
  LoadSampleButton,
  OptionsBox,
  Statistics,
  TransformPanes,
  useLiveTask,
  useToolState,
} from '../../kit';
import { formatCount } from '../../lib/format';
import { DEFAULT_OPTIONS, EMPTY_LINE_MODES, SAMPLE_TEXT } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'remove-extra-spaces' }),
};

const DEFAULTS = { input: '', ...DEFAULT_OPTIONS };

export default function RemoveExtraSpacesView() {
  const [state, update, reset] = useToolState(DEFAULTS, {
    choices: { emptyLines: EMPTY_LINE_MODES.map((mode) => mode.value) },
  });
  const { input, ...options } = state;
  const run = useLiveTask(source, 'removeExtraSpaces', [input, options], { enabled: input !== '' });

  return (
    <>
      <OptionsBox legend="Options" stacked>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <CheckboxField
            label="Collapse runs of spaces and tabs into one space"
            checked={options.collapseSpaces}
            onChange={(collapseSpaces) => update({ collapseSpaces })}
          />
          <CheckboxField
            label="Trim spaces at the start and end of each line"
            checked={options.trimLines}
            onChange={(trimLines) => update({ trimLines })}
          />
          <CheckboxField
            label="Join all lines into one (remove line breaks)"
            checked={options.joinLines}
            onChange={(joinLines) => update({ joinLines })}
          />
        </div>
        <ChoiceGroup
          legend="Empty lines"
          choices={EMPTY_LINE_MODES}
          value={options.emptyLines}
          onChange={(emptyLines) => update({ emptyLines })}
          disabled={options.joinLines}
          inline
        />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_TEXT })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Text',
          value: input,
          onChange: (text) => update({ input: text }),
          placeholder: 'Paste text with extra spaces here...',
        }}
        output={{
          title: 'Cleaned Text',
          value: run.result?.output ?? '',
          placeholder: 'The cleaned text will appear here...',
          label: 'cleaned text',
          fileName: 'cleaned.txt',
        }}
        run={run}
        errorTitle="Cannot clean this text"
      />

      {run.result && (
        <Statistics
          stale={run.stale}
          items={[
            { label: 'Characters removed', value: formatCount(run.result.charactersRemoved) },
            { label: 'Lines removed', value: formatCount(run.result.linesRemoved) },
          ]}
        />
      )}
    </>
  );
}
