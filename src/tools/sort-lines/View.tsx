import { ArrowDown01, ArrowDownAZ, Languages, Ruler } from 'lucide-react';
import { useMemo } from 'react';
import {
  ActionBar,
  CheckboxField,
  ClearButton,
  FeatureCards,
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
  type Feature,
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

const features: readonly Feature[] = [
  {
    title: 'Your Alphabet',
    description:
      'Letters sort the way your language does: ä with a in German, after z in Swedish; accents, Greek, Hebrew and emoji lines all find their place.',
    icon: Languages,
    tone: 'blue',
  },
  {
    title: 'Natural Order',
    description:
      'Numbers inside lines compare as numbers, so item2 comes before item10 and v1.9 before v1.10. Choose character by character to compare digits as text (item10 before item2).',
    icon: ArrowDown01,
    tone: 'purple',
  },
  {
    title: 'Length as You See It',
    description: 'Length counts characters as a person does: a flag, a family emoji or an accented letter is one.',
    icon: Ruler,
    tone: 'orange',
  },
  {
    title: 'Nothing Lost',
    description:
      'Every line comes out exactly as it went in; equal lines keep their order. Unique keeps the first of each, with é typed either way counted as the same.',
    icon: ArrowDownAZ,
    tone: 'green',
  },
];

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

      <FeatureCards title="How Lines Are Sorted" features={features} />
    </>
  );
}
