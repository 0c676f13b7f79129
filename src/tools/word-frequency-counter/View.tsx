import { useMemo } from 'react';
import { DataTable, type Column } from '../../kit/DataTable';
import { LocaleField } from '../../kit/LocaleField';
import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import { Panel } from '../../kit/Panel';
import { formatCount, pluralize } from '../../lib/format';
import { usableLocale } from '../../lib/locale';
import { SAMPLE_TEXT, type WordCount, type WordFrequencyResult } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

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
  return (
    <LiveTransformScreen
      options={OPTIONS}
      optionsShown={['caseSensitive']}
      extraOptions={({ state, update }) => (
        <LocaleField value={state.locale} onChange={(locale) => update({ locale })} />
      )}
      tasks={tasks}
      worker={(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })}
      task="countWordFrequencies"
      // What is not a language tag is pointed out by the locale field; the count meanwhile uses the browser's.
      args={({ input, caseSensitive, locale }) => [input, { caseSensitive, locale: usableLocale(locale) ?? '' }]}
      sample={SAMPLE_TEXT}
      busyNote="Counting…"
      input={{
        title: 'Text',
        placeholder: 'Type or paste text to count its words...',
        acceptFiles: '.txt,.md,.csv,.log,.html,text/plain',
      }}
      errorTitle="Cannot count these words"
      // The table describes the text it was counted from: marked out of date while newer text is counted.
      resultPanel={({ run }) => <Frequencies result={run.result} stale={run.stale && run.result !== null} />}
      statistics={(result) => ({
        'Total words': result.totalWords,
        'Distinct words': result.distinctWords,
        // Isolated, so a right-to-left word does not swallow the count after it.
        'Most frequent': result.rows[0]
          ? `\u2068${result.rows[0].word}\u2069, ${pluralize(result.rows[0].count, 'time')}`
          : '—',
      })}
    />
  );
}

function Frequencies({ result, stale }: { result: WordFrequencyResult | null; stale: boolean }) {
  const rows = useMemo(() => result?.rows.map((row, index) => ({ ...row, rank: index + 1 })) ?? [], [result]);
  return (
    <Panel title="Word Frequencies" stale={stale}>
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
  );
}
