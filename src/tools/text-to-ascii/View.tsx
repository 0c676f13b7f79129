import {
  ActionBar,
  CheckboxField,
  ClearButton,
  DataTable,
  LoadSampleButton,
  OptionsBox,
  Panel,
  SelectField,
  Statistics,
  TransformPanes,
  useLiveTask,
  useToolState,
  type Column,
} from '../../kit';
import { formatCount, pluralize } from '../../lib/format';
import { DEFAULT_OPTIONS, FORMATS, NON_ASCII_LIMIT, SAMPLE_TEXT, SEPARATORS, type NonAsciiCharacter } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'text-to-ascii' }),
};

const DEFAULTS = { input: '', ...DEFAULT_OPTIONS };

/** How to show one listed character: combining marks on a dotted circle, invisible ones by name only. */
function shownCharacter(entry: NonAsciiCharacter): string {
  if (entry.loneSurrogate) return '(lone surrogate)';
  if (/^\p{M}$/u.test(entry.character)) return `◌${entry.character}`;
  if (/^[\p{Z}\p{C}]$/u.test(entry.character)) return '(invisible)';
  return entry.character;
}

const NON_ASCII_COLUMNS: readonly Column<NonAsciiCharacter>[] = [
  { key: 'character', header: 'Character', value: (entry) => entry.character, render: shownCharacter },
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

export default function TextToAsciiView() {
  const [state, update, reset] = useToolState(DEFAULTS, {
    choices: {
      format: FORMATS.map((format) => format.value),
      separator: SEPARATORS.map((separator) => separator.value),
    },
  });
  const run = useLiveTask(
    source,
    'textToAscii',
    [state.input, { format: state.format, separator: state.separator, prefix: state.prefix }],
    { enabled: state.input !== '' },
  );
  const result = run.result;

  return (
    <>
      <OptionsBox legend="Options">
        <SelectField label="Format" options={FORMATS} value={state.format} onChange={(format) => update({ format })} />
        <SelectField
          label="Separator"
          options={SEPARATORS}
          value={state.separator}
          onChange={(separator) => update({ separator })}
        />
        <CheckboxField
          label="Prefix (0x, 0o, 0b)"
          checked={state.prefix}
          disabled={state.format === 'decimal'}
          onChange={(prefix) => update({ prefix })}
        />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_TEXT })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Text',
          value: state.input,
          onChange: (input) => update({ input }),
          placeholder: 'Type or paste text here...',
        }}
        output={{
          title: 'Character Codes',
          value: result?.output ?? '',
          placeholder: 'Character codes will appear here...',
          label: 'codes',
          fileName: 'character-codes.txt',
        }}
        run={run}
        errorTitle="Cannot Convert"
      />

      {result && (
        <Statistics
          stale={run.stale}
          items={[
            { label: 'Characters', value: formatCount(result.characters) },
            { label: 'ASCII', value: formatCount(result.characters - result.nonAsciiCount) },
            { label: 'Outside ASCII', value: formatCount(result.nonAsciiCount) },
          ]}
        />
      )}

      {/* The list describes the text it was made from: hidden while newer text is being converted. */}
      {result && result.nonAsciiCount > 0 && !run.stale && (
        <Panel
          tone="caution"
          title={`${pluralize(result.nonAsciiCount, 'character')} ${result.nonAsciiCount === 1 ? 'is' : 'are'} outside ASCII`}
        >
          <p className="text-sm">
            ASCII codes go from 0 to 127. These characters are shown by their Unicode code point instead
            {result.nonAsciiCount > result.nonAscii.length ? `; the first ${NON_ASCII_LIMIT} are listed` : ''}.
          </p>
          <DataTable
            caption="Non-ASCII characters"
            columns={NON_ASCII_COLUMNS}
            rows={result.nonAscii}
            rowKey={(entry) => String(entry.position)}
            csvFileName="non-ascii-characters.csv"
          />
        </Panel>
      )}
    </>
  );
}
