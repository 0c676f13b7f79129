import { useMemo, useState } from 'react';
import { Button } from '../../kit/Button';
import { CopyButton } from '../../kit/CopyButton';
import { characterColumn, DataTable, type Column } from '../../kit/DataTable';
import { TextField } from '../../kit/Fields';
import { liveTransformScreen } from '../../kit/LiveTransformScreen';
import { NoteList, Panel } from '../../kit/Panel';
import { formatCount } from '../../lib/format';
import {
  charactersIntro,
  referenceCounts,
  SAMPLE_INPUT,
  searchReferences,
  searchSummary,
  unreferenceableNote,
  type CharacterForms,
  type NamedReference,
} from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

/** Rows of the named-reference table shown at first, and added by each "Show more". */
const PAGE = 100;

/**
 * A column kept on one line, code in monospace: the table scrolls sideways on a narrow screen rather than
 * breaking `U+00C1`.
 */
function oneLineColumn<R>(
  key: string,
  header: string,
  text: (row: R) => string,
  { code = true, sortable = false } = {},
): Column<R> {
  const render = (row: R) => (
    <span className={code ? 'font-mono whitespace-nowrap' : 'whitespace-nowrap'}>{text(row)}</span>
  );
  return { key, header, value: text, render, sortable };
}

const CHARACTER_COLUMNS: readonly Column<CharacterForms>[] = [
  characterColumn((row) => row.character),
  oneLineColumn('code', 'Code point', (row) => row.label, { sortable: true }),
  oneLineColumn('category', 'Kind', (row) => row.category, { code: false, sortable: true }),
  {
    key: 'names',
    header: 'Named',
    value: (row) => row.names.join(' '),
    render: (row) =>
      row.names.length > 0 ? (
        <span className="font-mono [overflow-wrap:normal]">{row.names.join(' ')}</span>
      ) : (
        <span className="text-gray-600 dark:text-gray-300">none</span>
      ),
    sortable: false,
  },
  {
    ...oneLineColumn('decimal', 'Decimal', (row) => (row.referenceable ? row.decimal : 'none')),
    render: (row) =>
      row.referenceable ? (
        <span className="font-mono whitespace-nowrap">{row.decimal}</span>
      ) : (
        'none: HTML reads it as another character'
      ),
  },
  oneLineColumn('hex', 'Hex', (row) => (row.referenceable ? row.hex : 'none')),
  { key: 'count', header: 'Count', value: (row) => row.count, align: 'right' },
];

const REFERENCE_COLUMNS: readonly Column<NamedReference>[] = [
  oneLineColumn('reference', 'Reference', (row) => row.reference),
  characterColumn((row) => row.characters),
  oneLineColumn('code', 'Code point', (row) => row.label),
  oneLineColumn('decimal', 'Decimal', (row) => row.decimal),
  oneLineColumn('hex', 'Hex', (row) => row.hex),
  {
    key: 'copy',
    header: 'Copy',
    value: (row) => row.reference,
    render: (row) => (
      // One line: the cell lets long text break anywhere, which would stack the button's letters.
      <span className="whitespace-nowrap">
        <CopyButton
          text={row.reference}
          ariaLabel={`Copy ${row.reference}`}
          successMessage={`${row.reference} copied`}
          quietFailure
        />
      </span>
    ),
    sortable: false,
  },
];

/** The table of named references, all but its rows, which are those the search finds. */
const REFERENCE_TABLE = {
  caption: 'Named references',
  columns: REFERENCE_COLUMNS,
  rowKey: (row: NamedReference) => row.reference,
};

export default liveTransformScreen(
  {
    options: OPTIONS,
    optionsLegend: 'Conversion',
    disabledOptions: (state) => ({ fallback: state.form !== 'named' }),
    fields: { search: '' },
    tasks,
    sample: SAMPLE_INPUT,
    input: {
      title: 'Text with references',
      placeholder: 'Paste text or HTML with references in any form, e.g. caf&eacute; &#169; &#x2192;...',
      acceptFiles: '.html,.htm,.xml,.svg,.txt,text/html,text/plain',
    },
    output: {
      title: 'Converted',
      placeholder: 'The text with references in the chosen form will appear here...',
      label: 'converted text',
      fileName: 'converted.html',
      mimeType: 'text/html',
    },
    errorTitle: 'Cannot convert this text',
    statistics: ({ read, written, characters }) => ({
      'References read': referenceCounts(read),
      'References written': referenceCounts(written),
      'Distinct characters': characters.distinct,
    }),
    below: ({ state, update, run: { result, stale } }) => (
      <>
        {/* The notes describe the text they were made from: hidden while newer text is being read. */}
        {result && result.notesTotal > 0 && !stale && (
          <Panel tone="caution" title={`Notes (${formatCount(result.notesTotal)})`}>
            <p className="text-sm">
              These references name one character but read as another, as browsers read them; the output writes the
              character read.
            </p>
            <NoteList
              notes={result.notes.map((note) => ({ key: String(note.offset), text: note.message }))}
              total={result.notesTotal}
            />
          </Panel>
        )}
        {result && result.unreferenceable > 0 && !stale && (
          <Panel tone="caution" title="Kept as they are">
            <p className="text-sm">{unreferenceableNote(result.unreferenceable)}</p>
          </Panel>
        )}
        {result && result.characters.rows.length > 0 && (
          <Panel title="Characters and their forms" label="Characters and their forms" stale={stale}>
            <p className="text-sm text-gray-600 dark:text-gray-300">{charactersIntro(result.characters)}</p>
            <DataTable
              caption="Characters"
              columns={CHARACTER_COLUMNS}
              rows={result.characters.rows}
              rowKey={(row) => String(row.codePoint)}
            />
          </Panel>
        )}
        <ReferenceTable search={state.search} onSearch={(search) => update({ search })} />
      </>
    ),
  },
  (name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name }),
);

/** All named references, searchable; the first matches are rendered, and more on request. */
function ReferenceTable({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const [shown, setShown] = useState({ search, limit: PAGE });
  // A new search starts again from the first page.
  const limit = shown.search === search ? shown.limit : PAGE;
  const found = useMemo(() => searchReferences(search, limit), [search, limit]);
  return (
    <Panel title="Named character references" label="Named character references">
      <TextField
        label="Search references"
        value={search}
        onChange={onSearch}
        placeholder={'copy, ©, U+00A9, &#169;'}
        hint={'By name (amp, &rarr;), by character (→) or by code point (U+2192, 0x2192, &#8594;, 8594).'}
      />
      <p className="text-sm" aria-live="polite">
        {searchSummary(found, search)}
      </p>
      {found.matches.length > 0 && <DataTable {...REFERENCE_TABLE} rows={found.matches} />}
      {found.matches.length < found.total && (
        <div>
          <Button size="sm" onClick={() => setShown({ search, limit: limit + PAGE })}>
            {`Show ${formatCount(Math.min(PAGE, found.total - found.matches.length))} more`}
          </Button>
        </div>
      )}
    </Panel>
  );
}
