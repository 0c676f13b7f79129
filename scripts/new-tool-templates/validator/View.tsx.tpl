import { useToolState } from '../../kit';
import { declareValidatorState, ValidatorScreen } from '../../kit/ValidatorScreen';
import { BROKEN_SAMPLE_INPUT, SAMPLE_INPUT } from './core';
import { ValueDetails } from './parts';
import { tasks } from './tasks';

/** The value, the batch's fields and the tool's own (none yet), with the rules a share link is held to. */
const { defaults, rules } = declareValidatorState({}, {});

/** What the tool cannot tell, and why: shown below the work area. */
const NOT_CHECKED = { 'Whether the value is already taken': 'only the site that uses it can say' };

/** The screen, declared: ValidatorScreen checks one value as it is typed, or a whole list. */
export default function __COMPONENT__() {
  const tool = useToolState(defaults, rules);
  const [state] = tool;
  return (
    <ValidatorScreen
      tool={tool}
      tasks={tasks}
      worker={() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: '__ID__' })}
      task="analyseValue"
      args={[state.input]}
      item="value"
      field={{ label: 'Value', placeholder: 'my-first-post', hint: 'Lowercase letters and digits, joined by hyphens.' }}
      errorTitle="Cannot Check the Value"
      facts={(result) => <ValueDetails result={result} />}
      sample={{ input: SAMPLE_INPUT }}
      broken={{ input: BROKEN_SAMPLE_INPUT }}
      batch={{
        items: 'values',
        placeholder: 'One value a line, or a CSV with a column of them:\nmy-first-post\nanother-post',
        fileName: 'verdicts.csv',
        detailsHeader: 'Words',
      }}
      notChecked={NOT_CHECKED}
    />
  );
}
