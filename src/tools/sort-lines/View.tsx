import { useMemo } from 'react';
import {
  ActionBar,
  CheckboxField,
  ClearButton,
  LoadSampleButton,
  LocaleField,
  OptionsBox,
  SelectField,
  Spinner,
  Statistics,
  TransformPanes,
  useLiveTask,
  useToolState,
  type Choice,
} from '../../kit';
import { formatCount } from '../../lib/format';
import { resolvedLocale, usableLocale } from '../../lib/locale';
import { DEFAULT_OPTIONS, SAMPLE_TEXT, SORT_ORDERS, type SortOrder } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'sort-lines' }),
};

const DEFAULTS = { input: '', ...DEFAULT_OPTIONS };

/** Past this size a run takes long enough that a busy note is worth showing. */
const BUSY_NOTE_SIZE = 100_000;

const ORDERS: readonly Choice<SortOrder>[] = SORT_ORDERS.map(({ order, label }) => ({ value: order, label }));

export default function SortLinesView() {
  const [state, update, reset] = useToolState(DEFAULTS, {
    choices: { order: ORDERS.map((order) => order.value) },
  });
  const { input, order, caseInsensitive, unique } = state;
  // What is not a language tag is pointed out by the locale field; the sort meanwhile uses the browser's.
  const locale = usableLocale(state.locale) ?? '';
  const options = useMemo(() => ({ order, caseInsensitive, unique, locale }), [order, caseInsensitive, unique, locale]);
  const run = useLiveTask(source, 'sortLines', [input, options], { enabled: input !== '' });
  const languageNames = useMemo(() => new Intl.DisplayNames([resolvedLocale(undefined)], { type: 'language' }), []);

  return (
    <>
      <OptionsBox legend="Sort options">
        <SelectField label="Order" options={ORDERS} value={options.order} onChange={(order) => update({ order })} />
        <CheckboxField
          label="Case-insensitive"
          checked={options.caseInsensitive}
          onChange={(caseInsensitive) => update({ caseInsensitive })}
        />
        <CheckboxField
          label="Unique (remove duplicates)"
          checked={options.unique}
          onChange={(unique) => update({ unique })}
        />
        <LocaleField value={state.locale} onChange={(locale) => update({ locale })} />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_TEXT })} />
        <ClearButton onClick={reset} />
        {run.busy && input.length >= BUSY_NOTE_SIZE && (
          <p role="status" className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-300">
            <Spinner /> Sorting…
          </p>
        )}
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Lines',
          value: input,
          onChange: (text) => update({ input: text }),
          placeholder: 'Paste lines to sort, one item per line...',
          acceptFiles: '.txt,.csv,.log,.md,text/plain',
        }}
        output={{
          title: 'Sorted Lines',
          value: run.result?.output ?? '',
          placeholder: 'The sorted lines will appear here...',
          label: 'sorted lines',
          fileName: 'sorted-lines.txt',
        }}
        run={run}
        errorTitle="Cannot sort these lines"
        wrap={false}
      />

      {run.result && (
        <Statistics
          stale={run.stale}
          items={[
            { label: 'Lines', value: formatCount(run.result.outputLines) },
            { label: 'Duplicates removed', value: formatCount(run.result.duplicatesRemoved) },
            {
              label: 'Alphabet rules',
              value: `${languageNames.of(run.result.locale) ?? run.result.locale} (${run.result.locale})`,
            },
          ]}
        />
      )}
    </>
  );
}
