import { useMemo, useState } from 'react';
import {
  ActionBar,
  Button,
  ChoiceGroup,
  ClearButton,
  CopyButton,
  DataTable,
  LoadSampleButton,
  NoteList,
  OptionsBox,
  Panel,
  Statistics,
  TextField,
  TransformPanes,
  useLiveTask,
  useToolState,
  type Choice,
  type Column,
} from '../../kit';
import { formatCount, pluralize } from '../../lib/format';
import { visibleText } from '../../lib/visible-text';
import {
  DEFAULT_OPTIONS,
  FALLBACKS,
  FORMS,
  SAMPLE_INPUT,
  SCOPES,
  searchReferences,
  type CharacterForms,
  type Fallback,
  type Form,
  type NamedReference,
  type Scope,
} from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () =>
    new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'html-entities-converter' }),
};

/** The tool's state, declared once: kept per tab across reloads, and reset by Clear. */
const DEFAULTS = { input: '', ...DEFAULT_OPTIONS, search: '' };
const RULES = { choices: { scope: SCOPES, form: FORMS, fallback: FALLBACKS } };

const SCOPE_CHOICES: readonly Choice<Scope>[] = [
  {
    value: 'markup',
    label: 'Markup only',
    hint: 'Only & < > " \' are written as references; every other character stays as it is.',
  },
  {
    value: 'non-ascii',
    label: 'Markup and non-ASCII',
    hint: '& < > " \' and every character outside ASCII (é, €, →, 😀) are written as references.',
  },
  {
    value: 'all',
    label: 'Every character',
    hint: 'Every character is written as a reference, letters and spaces too.',
  },
];
const FORM_CHOICES: readonly Choice<Form>[] = [
  { value: 'named', label: 'Named', hint: 'By name where the character has one (&eacute;), else as a number.' },
  { value: 'decimal', label: 'Decimal', hint: 'As decimal numbers: &#233;.' },
  { value: 'hex', label: 'Hex', hint: 'As hexadecimal numbers: &#xE9;.' },
];
const FALLBACK_CHOICES: readonly Choice<Fallback>[] = [
  { value: 'decimal', label: 'Decimal' },
  { value: 'hex', label: 'Hex' },
];

/** Rows of the named-reference table shown at first, and added by each "Show more". */
const PAGE = 100;

/** Code in a cell, kept on one line: the table scrolls sideways on a narrow screen rather than breaking `U+00C1`. */
const mono = (text: string) => <span className="font-mono whitespace-nowrap">{text}</span>;

const CHARACTER_COLUMNS: readonly Column<CharacterForms>[] = [
  {
    key: 'character',
    header: 'Character',
    value: (row) => row.character,
    render: (row) => <span className="text-lg">{visibleText(row.character)}</span>,
    sortable: false,
  },
  { key: 'code', header: 'Code point', value: (row) => row.label, render: (row) => mono(row.label) },
  {
    key: 'category',
    header: 'Kind',
    value: (row) => row.category,
    render: (row) => <span className="whitespace-nowrap">{row.category}</span>,
  },
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
    key: 'decimal',
    header: 'Decimal',
    value: (row) => (row.referenceable ? row.decimal : 'none'),
    render: (row) => (row.referenceable ? mono(row.decimal) : 'none: HTML reads it as another character'),
    sortable: false,
  },
  {
    key: 'hex',
    header: 'Hex',
    value: (row) => (row.referenceable ? row.hex : 'none'),
    render: (row) => (row.referenceable ? mono(row.hex) : 'none'),
    sortable: false,
  },
  { key: 'count', header: 'Count', value: (row) => row.count, align: 'right' },
];

const REFERENCE_COLUMNS: readonly Column<NamedReference>[] = [
  {
    key: 'reference',
    header: 'Reference',
    value: (row) => row.reference,
    render: (row) => mono(row.reference),
    sortable: false,
  },
  {
    key: 'character',
    header: 'Character',
    value: (row) => row.characters,
    render: (row) => <span className="text-lg">{visibleText(row.characters)}</span>,
    sortable: false,
  },
  { key: 'code', header: 'Code point', value: (row) => row.label, render: (row) => mono(row.label), sortable: false },
  {
    key: 'decimal',
    header: 'Decimal',
    value: (row) => row.decimal,
    render: (row) => mono(row.decimal),
    sortable: false,
  },
  { key: 'hex', header: 'Hex', value: (row) => row.hex, render: (row) => mono(row.hex), sortable: false },
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

export default function HtmlEntitiesConverterView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  const options = { scope: state.scope, form: state.form, fallback: state.fallback };
  const run = useLiveTask(source, 'convert', [state.input, options], { enabled: state.input !== '' });
  const result = run.result;

  return (
    <>
      <OptionsBox legend="Conversion" stacked>
        <ChoiceGroup
          legend="Write references as"
          inline
          choices={FORM_CHOICES}
          value={state.form}
          onChange={(form) => update({ form })}
        />
        <ChoiceGroup
          legend="Numbers for characters without a name"
          inline
          disabled={state.form !== 'named'}
          choices={FALLBACK_CHOICES}
          value={state.fallback}
          onChange={(fallback) => update({ fallback })}
        />
        <ChoiceGroup
          legend="Characters to convert"
          inline
          choices={SCOPE_CHOICES}
          value={state.scope}
          onChange={(scope) => update({ scope })}
        />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_INPUT })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Text with references',
          value: state.input,
          onChange: (input) => update({ input }),
          placeholder: 'Paste text or HTML with references in any form, e.g. caf&eacute; &#169; &#x2192;...',
          acceptFiles: '.html,.htm,.xml,.svg,.txt,text/html,text/plain',
        }}
        output={{
          title: 'Converted',
          value: result?.output ?? '',
          placeholder: 'The text with references in the chosen form will appear here...',
          label: 'converted text',
          fileName: 'converted.html',
          mimeType: 'text/html',
        }}
        run={run}
        errorTitle="Cannot convert this text"
      />

      {result && (
        <Statistics
          stale={run.stale}
          items={[
            {
              label: 'References read',
              value: `${formatCount(result.read.named + result.read.decimal + result.read.hex)} (${result.read.named} named, ${result.read.decimal} decimal, ${result.read.hex} hex)`,
            },
            {
              label: 'References written',
              value: `${formatCount(result.written.named + result.written.decimal + result.written.hex)} (${result.written.named} named, ${result.written.decimal} decimal, ${result.written.hex} hex)`,
            },
            { label: 'Distinct characters', value: formatCount(result.characters.distinct) },
          ]}
        />
      )}

      {/* The notes describe the text they were made from: hidden while newer text is being read. */}
      {result && result.notesTotal > 0 && !run.stale && (
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

      {result && result.unreferenceable > 0 && !run.stale && (
        <Panel tone="caution" title="Kept as they are">
          <p className="text-sm">
            {pluralize(result.unreferenceable, 'character')} stayed as{' '}
            {result.unreferenceable === 1 ? 'it is' : 'they are'}: no reference reads back as NUL, a C1 control (HTML
            reads {'&#128;–&#159;'} as windows-1252) or a lone surrogate.
          </p>
        </Panel>
      )}

      {result && result.characters.rows.length > 0 && (
        <Panel title="Characters and their forms" label="Characters and their forms" stale={run.stale}>
          <p className="text-sm text-gray-600 dark:text-gray-300">
            Each distinct character of the text, after its references are read, in order of first appearance
            {result.characters.distinct > result.characters.rows.length
              ? `: the first ${formatCount(result.characters.rows.length)} of ${formatCount(result.characters.distinct)}.`
              : '.'}
          </p>
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
  );
}

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
        {found.total === 0
          ? `No named reference matches “${search.trim()}”.`
          : `Showing ${formatCount(found.matches.length)} of ${formatCount(found.total)} ${found.total === 1 ? 'reference' : 'references'}.`}
      </p>
      {found.matches.length > 0 && (
        <DataTable
          caption="Named references"
          columns={REFERENCE_COLUMNS}
          rows={found.matches}
          rowKey={(row) => row.reference}
        />
      )}
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
