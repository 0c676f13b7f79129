import { ArrowDown01, ArrowDownAZ, Languages, Ruler } from 'lucide-react';
import { useMemo, useState } from 'react';
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
  ToolHeader,
  ToolPage,
  TransformPanes,
  useLiveTask,
  type Choice,
} from '../../kit';
import { formatCount } from '../../lib/format';
import { resolvedLocale } from '../../lib/locale';
import { DEFAULT_OPTIONS, SAMPLE_TEXT, SORT_ORDERS, sortLines, type SortOptions, type SortOrder } from './core';

const tasks = { sortLines };
const createWorker = () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'sort-lines' });

/** Past this size a run takes long enough that a busy note is worth showing. */
const BUSY_NOTE_SIZE = 100_000;

const features = [
  {
    title: 'Your Alphabet',
    description:
      'Letters sort the way your language does: ä with a in German, after z in Swedish; accents, Greek, Hebrew and emoji lines all find their place.',
    icon: <Languages className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Natural Order',
    description: 'Numbers inside lines compare as numbers, so item2 comes before item10 and v1.9 before v1.10.',
    icon: <ArrowDown01 className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'Length as You See It',
    description: 'Length counts characters as a person does: a flag, a family emoji or an accented letter is one.',
    icon: <Ruler className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
  {
    title: 'Nothing Lost',
    description:
      'Every line comes out exactly as it went in; equal lines keep their order. Unique keeps the first of each, with é typed either way counted as the same.',
    icon: <ArrowDownAZ className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
];

const ORDERS: readonly Choice<SortOrder>[] = SORT_ORDERS.map(({ order, label }) => ({ value: order, label }));

export default function SortLinesView() {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<SortOptions>(DEFAULT_OPTIONS);
  const { result, error, errorAt, busy } = useLiveTask({
    tasks,
    task: 'sortLines',
    args: [input, options],
    createWorker,
    enabled: input !== '',
  });
  const output = result?.output ?? '';
  const browserLocale = useMemo(() => resolvedLocale(undefined), []);
  const languageNames = useMemo(() => new Intl.DisplayNames([browserLocale], { type: 'language' }), [browserLocale]);
  const setOption = <K extends keyof SortOptions>(key: K, value: SortOptions[K]) =>
    setOptions((current) => ({ ...current, [key]: value }));

  return (
    <ToolPage>
      <ToolHeader
        icon="↕️"
        title="Sort Lines"
        subtitle="Sort lines as you type: A→Z, Z→A, naturally (item2 before item10) or by length, in your language’s alphabet."
      />

      <OptionsBox legend="Sort options">
        <SelectField
          label="Order"
          options={ORDERS}
          value={options.order}
          onChange={(order) => setOption('order', order)}
        />
        <CheckboxField
          label="Case-insensitive"
          checked={options.caseInsensitive}
          onChange={(checked) => setOption('caseInsensitive', checked)}
        />
        <CheckboxField
          label="Unique (remove duplicates)"
          checked={options.unique}
          onChange={(checked) => setOption('unique', checked)}
        />
        <LocaleField value={options.locale} onChange={(locale) => setOption('locale', locale)} />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_TEXT)} />
        <ClearButton onClick={() => setInput('')} />
        {busy && input.length >= BUSY_NOTE_SIZE && (
          <p role="status" className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-300">
            <Spinner /> Sorting…
          </p>
        )}
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Lines',
          value: input,
          onChange: setInput,
          placeholder: 'Paste lines to sort, one item per line...',
          acceptFiles: '.txt,.csv,.log,.md,text/plain',
        }}
        output={{
          title: 'Sorted Lines',
          value: output,
          placeholder: 'The sorted lines will appear here...',
          label: 'sorted lines',
          fileName: 'sorted-lines.txt',
        }}
        error={{ title: 'Cannot sort these lines', message: error, at: errorAt }}
        wrap={false}
      />

      {result && (
        <Statistics
          items={[
            { label: 'Lines', value: formatCount(result.outputLines) },
            { label: 'Duplicates removed', value: formatCount(result.duplicatesRemoved) },
            {
              label: 'Alphabet rules',
              value: `${languageNames.of(result.locale) ?? result.locale} (${result.locale})`,
            },
          ]}
        />
      )}

      <FeatureCards title="How Lines Are Sorted" features={features} />
    </ToolPage>
  );
}
