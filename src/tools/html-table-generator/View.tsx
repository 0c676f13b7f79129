import { useCallback, useDeferredValue, useMemo } from 'react';
import {
  ActionBar,
  ClearButton,
  CopyButton,
  DownloadButton,
  LoadSampleButton,
  OptionsBox,
  Panel,
  SelectField,
  Tabs,
  useToolState,
  type Choice,
} from '../../kit';
import { CodeOutput } from '../../kit/CodeOutput';
import { SandboxedPreview } from '../../kit/SandboxedPreview';
import { ImportField } from '../../kit/ImportField';
import { OptionsForm } from '../../kit/OptionsForm';
import { useTextImport } from '../../kit/useTextImport';
import { defineOptions } from '../../lib/options-schema';
import {
  csvOf,
  DEFAULT_STATE,
  EXPORT_FORMATS,
  exportNotes,
  FORMATS,
  htmlOf,
  markdownOf,
  MAX_CAPTION_LENGTH,
  PREVIEW_PAGE_CSS,
  previewTree,
  readTable,
  SAMPLE_INPUT,
  TABLE_BOUNDS,
  TABLE_CSS,
  TABLE_NAMES,
  type ExportFormat,
  type ImportFormat,
  type TableOptions,
} from './core';
import { GridEditor } from './GridEditor';
import { hasSpans, normalizeTable, type TableModel } from './table';

const FORMAT_LABELS: Record<ImportFormat, string> = {
  auto: 'Detect',
  csv: 'CSV',
  tsv: 'TSV / spreadsheet cells',
  markdown: 'Markdown table',
  html: 'HTML table',
};
const FORMAT_CHOICES: readonly Choice<ImportFormat>[] = FORMATS.map((value) => ({
  value,
  label: FORMAT_LABELS[value],
}));

/** The table's own options, drawn from this schema (the state and its bounds are core's). */
const TABLE_OPTIONS = defineOptions({
  headerRow: { kind: 'switch', label: 'Header row', default: true },
  headerColumn: { kind: 'switch', label: 'Header column', default: false },
  caption: { kind: 'text', label: 'Caption', default: '', maxLength: MAX_CAPTION_LENGTH, placeholder: 'Optional' },
});

const RULES = {
  choices: { format: FORMATS, exportFormat: EXPORT_FORMATS },
  bounds: TABLE_BOUNDS,
  names: TABLE_NAMES,
};

export default function HtmlTableGeneratorView() {
  const [state, update, reset] = useToolState(DEFAULT_STATE, RULES);
  const { format } = state;
  // The chosen format is part of how the text reads: a new format is a new reader, and re-reads the text.
  const read = useCallback((text: string) => readTable(text, format), [format]);
  const imported = useTextImport(state, update, read);

  // A restored or shared state is made rectangular before anything uses it.
  const table = useMemo(() => normalizeTable(state.cells, state.spans), [state.cells, state.spans]);
  const options = useMemo<TableOptions>(
    () => ({ headerRow: state.headerRow, headerColumn: state.headerColumn, caption: state.caption }),
    [state.headerRow, state.headerColumn, state.caption],
  );
  // The preview and exports of a big table follow a moment behind, so typing in the grid stays quick.
  const shownTable = useDeferredValue(table);
  const shownOptions = useDeferredValue(options);
  // Drawn from the model (never from the HTML text), with the table CSS.
  const preview = useMemo(
    () => ({ body: previewTree(shownTable, shownOptions), css: `${TABLE_CSS}${PREVIEW_PAGE_CSS}` }),
    [shownTable, shownOptions],
  );
  const edit = useCallback(
    (change: (table: TableModel) => TableModel) =>
      update((current) => {
        const next = change(normalizeTable(current.cells, current.spans));
        return { cells: next.cells, spans: next.spans };
      }),
    [update],
  );

  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_INPUT })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <OptionsBox legend="Import a table" stacked>
        <ImportField
          label="Paste a table"
          value={state.input}
          onChange={(input) => update({ input })}
          result={imported}
          errorTitle="Cannot read this table"
          placeholder={'Name,Role\nAda,Engineer'}
          hint="CSV, TSV, a Markdown table, an HTML table, or cells copied from Excel or Google Sheets. The grid below takes it up; edits there are kept until the text changes."
        />
        <SelectField
          label="Format"
          options={FORMAT_CHOICES}
          value={state.format}
          onChange={(value) => update({ format: value, imported: '' })}
        />
      </OptionsBox>

      <OptionsForm schema={TABLE_OPTIONS} legend="Table options" values={state} onChange={update} />

      <GridEditor table={table} options={options} edit={edit} />

      <Panel title="Preview">
        <SandboxedPreview
          title="Table preview"
          content={preview}
          autoHeight
          className="min-h-24 w-full rounded-md border border-gray-200 bg-white dark:border-gray-800"
        />
      </Panel>

      <Exports
        table={shownTable}
        options={shownOptions}
        selected={state.exportFormat}
        onSelect={(exportFormat) => update({ exportFormat })}
      />
    </>
  );
}

const EXPORTS = [
  { id: 'html', label: 'HTML', fileName: 'table.html', mimeType: 'text/html' },
  { id: 'markdown', label: 'Markdown', fileName: 'table.md', mimeType: 'text/markdown' },
  { id: 'csv', label: 'CSV', fileName: 'table.csv', mimeType: 'text/csv' },
  { id: 'css', label: 'CSS', fileName: 'table.css', mimeType: 'text/css' },
] as const satisfies readonly { id: ExportFormat; label: string; fileName: string; mimeType: string }[];

interface ExportsProps {
  table: TableModel;
  options: TableOptions;
  selected: ExportFormat;
  onSelect: (format: ExportFormat) => void;
}

function Exports({ table, options, selected, onSelect }: ExportsProps) {
  const texts = useMemo(() => {
    const notes = exportNotes(table, options, hasSpans(table));
    return {
      html: { code: htmlOf(table, options), notes: [] },
      markdown: { code: markdownOf(table), notes: notes.markdown },
      csv: { code: csvOf(table), notes: notes.csv },
      css: { code: TABLE_CSS, notes: ['Optional: the neutral borders, padding and header shading the preview uses.'] },
    };
  }, [table, options]);
  return (
    <Panel title="Export" label="Export">
      <Tabs
        label="Export format"
        selected={selected}
        onSelect={(id) => onSelect(id as ExportFormat)}
        tabs={EXPORTS.map(({ id, label, ...file }) => ({
          id,
          label,
          content: <ExportPane title={label} {...texts[id]} {...file} />,
        }))}
      />
    </Panel>
  );
}

interface ExportPaneProps {
  title: string;
  code: string;
  fileName: string;
  mimeType: string;
  notes: readonly string[];
}

/**
 * The most of an export the page lays out: a 500 × 50 table's HTML is a megabyte, and laying that out as text
 * held the page for 400 ms. Copy and Download give all of it.
 */
const SHOWN_EXPORT = 20_000;

function ExportPane({ title, code, fileName, mimeType, notes }: ExportPaneProps) {
  const shown = code.length > SHOWN_EXPORT ? code.slice(0, code.lastIndexOf('\n', SHOWN_EXPORT) + 1) : null;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      {notes.map((note) => (
        <p key={note} className="text-sm text-gray-700 dark:text-gray-300">
          {note}
        </p>
      ))}
      {shown === null ? (
        <CodeOutput title={title} code={code} />
      ) : (
        <Panel
          title={title}
          actions={<CopyButton text={code} ariaLabel={`Copy ${title}`} successMessage={`${title} copied`} />}
        >
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {`The start of the ${title} (${shown.length.toLocaleString('en')} of ${code.length.toLocaleString('en')} characters): Copy and Download give all of it.`}
          </p>
          <pre
            tabIndex={0}
            aria-label={title}
            className="max-h-96 overflow-auto rounded bg-black/5 p-3 font-mono text-sm whitespace-pre-wrap break-all dark:bg-white/5"
          >
            {shown}
          </pre>
        </Panel>
      )}
      <div>
        <DownloadButton content={code} fileName={fileName} mimeType={mimeType} ariaLabel={`Download ${title}`} />
      </div>
    </div>
  );
}
