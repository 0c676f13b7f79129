import { useMemo } from 'react';
import {
  ActionBar,
  CheckboxField,
  ClearButton,
  DataTable,
  EditorPane,
  LoadSampleButton,
  LocaleField,
  OptionsBox,
  PaneGrid,
  Panel,
  RunStatus,
  Spinner,
  Statistics,
  useLiveTask,
  useToolState,
  type Column,
} from '../../kit';
import { formatCount, pluralize } from '../../lib/format';
import { usableLocale } from '../../lib/locale';
import { DEFAULT_OPTIONS, SAMPLE_TEXT, type WordCount } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'word-frequency-counter' }),
};

const DEFAULTS = { input: '', ...DEFAULT_OPTIONS };

/** Past this size a run takes long enough that a busy note is worth showing. */
const BUSY_NOTE_SIZE = 100_000;

/** A row of the table: its place in the ranking stays with it when the table is sorted another way. */
interface RankedWord extends WordCount {
  rank: number;
}

const COLUMNS: readonly Column<RankedWord>[] = [
  { key: 'rank', header: 'Rank', value: (row) => row.rank, align: 'right', width: 'w-20' },
  // <bdi>: a right-to-left word does not reorder the cells around it.
  { key: 'word', header: 'Word', value: (row) => row.word, render: (row) => <bdi>{row.word}</bdi> },
  {
    key: 'count',
    header: 'Count',
    value: (row) => row.count,
    render: (row) => formatCount(row.count),
    align: 'right',
  },
  { key: 'share', header: 'Share (%)', value: (row) => row.share, align: 'right' },
];

export default function WordFrequencyCounterView() {
  const [state, update, reset] = useToolState(DEFAULTS);
  const { input, caseSensitive } = state;
  // What is not a language tag is pointed out by the locale field; the count meanwhile uses the browser's.
  const locale = usableLocale(state.locale) ?? '';
  const options = useMemo(() => ({ caseSensitive, locale }), [caseSensitive, locale]);
  const run = useLiveTask(source, 'countWordFrequencies', [input, options], { enabled: input !== '' });
  const result = run.result;
  const rows = useMemo(() => result?.rows.map((row, index) => ({ ...row, rank: index + 1 })) ?? [], [result]);
  const top = result?.rows[0];

  return (
    <>
      <OptionsBox legend="Options">
        <CheckboxField
          label="Case-sensitive"
          checked={caseSensitive}
          onChange={(caseSensitive) => update({ caseSensitive })}
        />
        <LocaleField value={state.locale} onChange={(locale) => update({ locale })} />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_TEXT })} />
        <ClearButton onClick={reset} />
        {run.busy && input.length >= BUSY_NOTE_SIZE && (
          <p role="status" className="flex items-center gap-2 text-sm text-gray-600 dark:text-gray-300">
            <Spinner /> Counting…
          </p>
        )}
      </ActionBar>

      <PaneGrid status={<RunStatus run={run} errorTitle="Cannot count these words" />}>
        <EditorPane
          paneId="input"
          title="Text"
          value={input}
          onChange={(text) => update({ input: text })}
          placeholder="Type or paste text to count its words..."
          acceptFiles=".txt,.md,.csv,.log,.html,text/plain"
          wrap
          errorAt={run.problem?.at}
        />

        {/* The table describes the text it was counted from: marked out of date while newer text is counted. */}
        <Panel title="Word Frequencies" stale={run.stale && result !== null}>
          {result ? (
            <DataTable
              caption="Word frequencies"
              columns={COLUMNS}
              rows={rows}
              rowKey={(row) => String(row.rank)}
              csvFileName="word-frequency.csv"
              empty={
                <p className="text-sm text-gray-600 dark:text-gray-300">
                  No words found: the text has only spaces, punctuation, symbols or emoji.
                </p>
              }
            />
          ) : (
            <p className="text-sm text-gray-600 dark:text-gray-300">The words and their counts will appear here...</p>
          )}
        </Panel>
      </PaneGrid>

      {result && (
        <Statistics
          stale={run.stale}
          items={[
            { label: 'Total words', value: formatCount(result.totalWords) },
            { label: 'Distinct words', value: formatCount(result.distinctWords) },
            {
              label: 'Most frequent',
              // Isolated, so a right-to-left word does not swallow the count after it.
              value: top ? `\u2068${top.word}\u2069, ${pluralize(top.count, 'time')}` : '—',
            },
          ]}
        />
      )}
    </>
  );
}
