import { CaseSensitive, Languages, Percent, Sheet } from 'lucide-react';
import { useId, useState } from 'react';
import {
  ActionBar,
  Button,
  CheckboxField,
  ClearButton,
  EditorPane,
  ErrorAlert,
  FeatureCards,
  LoadSampleButton,
  LocaleField,
  OptionsBox,
  OutputActions,
  Spinner,
  Statistics,
  ToolHeader,
  ToolPage,
  useLiveTask,
} from '../../kit';
import { formatCount } from '../../lib/format';
import { DEFAULT_OPTIONS, SAMPLE_TEXT, countWordFrequencies, type WordCount, type WordFrequencyOptions } from './core';

const tasks = { countWordFrequencies };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'word-frequency-counter' });

/** Rows rendered at first and per "Show more": a table of every word in a book would freeze the page. */
const PAGE_SIZE = 100;
/** Past this size a run takes long enough that a busy note is worth showing. */
const BUSY_NOTE_SIZE = 100_000;

const features = [
  {
    title: 'Words in Any Language',
    description:
      'Words are found by Unicode word rules: accents, Hebrew and Arabic, and Chinese, Japanese and Thai without spaces all count right; don’t and 3.14 are one word each.',
    icon: <Languages className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Case as You Choose',
    description:
      'The, the and THE are one word unless you ask for case-sensitive counting; é typed either way is always one word.',
    icon: <CaseSensitive className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'Count and Share',
    description:
      'Most frequent first, equal counts alphabetically; the share is each word’s percent of all words, to one decimal.',
    icon: <Percent className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
  {
    title: 'CSV Download',
    description: 'The whole table, however long, as UTF-8 CSV (RFC 4180 quoting) for a spreadsheet or a script.',
    icon: <Sheet className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
];

function FrequencyTable({ rows }: { rows: readonly WordCount[] }) {
  // How many rows are shown, remembered with the rows it was chosen for, so a new result starts short again.
  const [shown, setShown] = useState({ rows, count: PAGE_SIZE });
  const count = shown.rows === rows ? shown.count : PAGE_SIZE;
  const visible = rows.slice(0, count);

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-lg border border-gray-200 dark:border-gray-700">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Word frequencies, most frequent first</caption>
          <thead className="bg-gray-50 text-xs tracking-wide text-gray-600 uppercase dark:bg-gray-800 dark:text-gray-300">
            <tr>
              <th scope="col" className="px-3 py-2 text-right">
                #
              </th>
              <th scope="col" className="px-3 py-2">
                Word
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Count
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Share
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200 dark:divide-gray-700">
            {visible.map((row, index) => (
              <tr key={row.word}>
                <td className="px-3 py-1.5 text-right text-gray-600 tabular-nums dark:text-gray-300">{index + 1}</td>
                <td className="px-3 py-1.5 font-medium break-all" dir="auto">
                  {row.word}
                </td>
                <td className="px-3 py-1.5 text-right tabular-nums">{formatCount(row.count)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{row.share}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-gray-600 dark:text-gray-300">
          Showing {formatCount(visible.length)} of {formatCount(rows.length)} words
        </p>
        {visible.length < rows.length && (
          <Button size="sm" onClick={() => setShown({ rows, count: count + PAGE_SIZE })}>
            Show more
          </Button>
        )}
      </div>
    </div>
  );
}

export default function WordFrequencyCounterView() {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<WordFrequencyOptions>(DEFAULT_OPTIONS);
  const { result, error, errorAt, busy } = useLiveTask({
    tasks,
    task: 'countWordFrequencies',
    args: [input, options],
    createWorker,
    enabled: input !== '',
  });
  const resultsId = useId();
  const setOption = <K extends keyof WordFrequencyOptions>(key: K, value: WordFrequencyOptions[K]) =>
    setOptions((current) => ({ ...current, [key]: value }));
  const top = result?.rows[0];

  return (
    <ToolPage>
      <ToolHeader
        icon="📈"
        title="Word Frequency Counter"
        subtitle="See how often each word appears, as you type, in any language, with its share of all words."
      />

      <OptionsBox legend="Options">
        <CheckboxField
          label="Case-sensitive"
          checked={options.caseSensitive}
          onChange={(checked) => setOption('caseSensitive', checked)}
        />
        <LocaleField value={options.locale} onChange={(locale) => setOption('locale', locale)} />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_TEXT)} />
        <ClearButton onClick={() => setInput('')} />
        {busy && input.length >= BUSY_NOTE_SIZE && (
          <p role="status" className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-300">
            <Spinner /> Counting…
          </p>
        )}
      </ActionBar>

      {error && <ErrorAlert title="Cannot count these words">{error}</ErrorAlert>}

      <div className="grid gap-6 lg:grid-cols-2">
        <EditorPane
          title="Text"
          value={input}
          onChange={setInput}
          placeholder="Type or paste text to count its words..."
          acceptFiles=".txt,.md,.csv,.log,.html,text/plain"
          wrap
          errorAt={errorAt}
        />

        <section aria-labelledby={resultsId} className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={resultsId} className="font-semibold">
              Word Frequencies
            </h2>
            <div className="flex flex-wrap gap-2">
              {result && result.rows.length > 0 && (
                <OutputActions
                  text={result.csv}
                  label="CSV"
                  copyMessage="CSV copied to clipboard!"
                  fileName="word-frequency.csv"
                  mimeType="text/csv"
                />
              )}
            </div>
          </div>
          {!result && (
            <p className="rounded-lg border border-dashed border-gray-300 p-6 text-sm text-gray-600 dark:border-gray-700 dark:text-gray-300">
              The words and their counts will appear here...
            </p>
          )}
          {result && result.rows.length === 0 && (
            <p
              role="status"
              className="rounded-lg border border-dashed border-gray-300 p-6 text-sm text-gray-600 dark:border-gray-700 dark:text-gray-300"
            >
              No words found: the text has only spaces, punctuation, symbols or emoji.
            </p>
          )}
          {result && result.rows.length > 0 && <FrequencyTable rows={result.rows} />}
        </section>
      </div>

      {result && (
        <Statistics
          items={[
            { label: 'Total words', value: formatCount(result.totalWords) },
            { label: 'Distinct words', value: formatCount(result.distinctWords) },
            { label: 'Most frequent', value: top ? `\u2068${top.word}\u2069 (${formatCount(top.count)})` : '—' },
          ]}
        />
      )}

      <FeatureCards title="How Words Are Counted" features={features} />
    </ToolPage>
  );
}
