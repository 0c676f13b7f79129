import { useLiveTask, useToolState } from '../../kit';
import { cappedNote, DocumentCheckScreen } from '../../kit/DocumentCheckScreen';
import { NotCheckedPanel } from '../../kit/Validation';
import { pluralize } from '../../lib/format';
import { BROKEN_SAMPLE_INPUT, SAMPLE_INPUT } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: '__ID__' }),
};

/** The tool's state, declared once: kept per tab across reloads, and reset by Clear. */
const DEFAULTS = { input: '' };

/** What the tool cannot tell, and why: shown below the work area. */
const NOT_CHECKED = [{ check: 'What each setting means', why: 'only the program that reads the file knows' }];

/** The screen, declared: DocumentCheckScreen checks as the user types and marks each problem in the editor. */
export default function __COMPONENT__() {
  const [state, update, reset] = useToolState(DEFAULTS);
  const run = useLiveTask(source, 'checkDocument', [state.input], { enabled: state.input.trim() !== '' });

  return (
    <DocumentCheckScreen
      sample={{ load: () => update({ input: SAMPLE_INPUT }) }}
      broken={{ label: 'Broken Example', load: () => update({ input: BROKEN_SAMPLE_INPUT }) }}
      clear={{ run: reset }}
      panes={[
        {
          title: 'Document',
          value: state.input,
          onChange: (input) => update({ input }),
          placeholder: 'name = value',
          acceptFiles: '.txt,text/plain',
        },
      ]}
      run={run}
      errorTitle="Cannot check this document"
      problems={{
        of: (report) => report.problems,
        reportTitle: '__NAME__ check',
        reportName: '__ID__-check',
        limitNote: cappedNote,
      }}
      statistics={(report) => [{ label: 'Settings', value: pluralize(report.settings, 'setting') }]}
      below={<NotCheckedPanel items={NOT_CHECKED} />}
    />
  );
}
