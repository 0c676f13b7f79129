import { characterColumn, DataTable, type Column } from '../../kit/DataTable';
import { Panel } from '../../kit/Panel';
import { liveTransformScreen } from '../../kit/LiveTransformScreen';
import { formatCount, pluralize } from '../../lib/format';
import { NON_ASCII_LIMIT, SAMPLE_TEXT, type NonAsciiCharacter, type TextToAsciiResult } from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

const NON_ASCII_COLUMNS: readonly Column<NonAsciiCharacter>[] = [
  characterColumn((entry) => entry.character),
  { key: 'code-point', header: 'Code point', value: (entry) => entry.label },
  { key: 'decimal', header: 'Decimal', value: (entry) => entry.codePoint, align: 'right' },
  {
    key: 'position',
    header: 'Position',
    value: (entry) => entry.position,
    render: (entry) =>
      `character ${formatCount(entry.position)} (line ${formatCount(entry.line)}, column ${formatCount(entry.column)})`,
  },
];

/** The table of characters outside ASCII, all but its rows, which come from each result. */
const NON_ASCII_TABLE = {
  caption: 'Non-ASCII characters',
  columns: NON_ASCII_COLUMNS,
  rowKey: (entry: NonAsciiCharacter) => String(entry.position),
  csvFileName: 'non-ascii-characters.csv',
};

export default liveTransformScreen(
  {
    options: OPTIONS,
    disabledOptions: (state) => ({ prefix: state.format === 'decimal' }),
    tasks,
    sample: SAMPLE_TEXT,
    input: { title: 'Text', placeholder: 'Type or paste text here...' },
    output: {
      title: 'Character Codes',
      placeholder: 'Character codes will appear here...',
      label: 'codes',
      fileName: 'character-codes.txt',
    },
    errorTitle: 'Cannot Convert',
    statistics: (result) => ({
      Characters: result.characters,
      ASCII: result.characters - result.nonAsciiCount,
      'Outside ASCII': result.nonAsciiCount,
    }),
    // The list describes the text it was made from: hidden while newer text is being converted.
    below: ({ run }) => run.result && run.result.nonAsciiCount > 0 && !run.stale && <NonAscii result={run.result} />,
  },
  (name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
);

function NonAscii({ result }: { result: TextToAsciiResult }) {
  return (
    <Panel
      tone="caution"
      title={`${pluralize(result.nonAsciiCount, 'character')} ${result.nonAsciiCount === 1 ? 'is' : 'are'} outside ASCII`}
    >
      <p className="text-sm">
        ASCII codes go from 0 to 127. These characters are shown by their Unicode code point instead
        {result.nonAsciiCount > result.nonAscii.length ? `; the first ${NON_ASCII_LIMIT} are listed` : ''}.
      </p>
      <DataTable {...NON_ASCII_TABLE} rows={result.nonAscii} />
    </Panel>
  );
}
