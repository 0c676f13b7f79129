import { useCallback, useDeferredValue, useMemo } from 'react';
import {
  ActionBar,
  CheckboxField,
  ClearButton,
  CopyButton,
  DownloadButton,
  ErrorAlert,
  LoadSampleButton,
  OptionsBox,
  Panel,
  SelectField,
  Tabs,
  TextField,
  useToolState,
  type Choice,
  type StateUpdate,
} from '../../kit';
import { CodeOutput } from '../../kit/CodeOutput';
import { SandboxedPreview } from '../../kit/SandboxedPreview';
import { useTextImport } from '../../kit/useTextImport';
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

type ExportTab = ExportFormat;

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

const DEFAULTS = DEFAULT_STATE;

const RULES = {
  choices: { format: FORMATS, exportFormat: EXPORT_FORMATS },
  bounds: TABLE_BOUNDS,
  names: TABLE_NAMES,
};

type State = typeof DEFAULTS;

export default function HtmlTableGeneratorView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
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
        <TextField
          label="Paste a table"
          rows={3}
          monospace
          stacked
          value={state.input}
          onChange={(input) => update({ input })}
          placeholder={'Name,Role\nAda,Engineer'}
          hint="CSV, TSV, a Markdown table, an HTML table, or cells copied from Excel or Google Sheets. The grid below takes it up; edits there are kept until the text changes."
        />
        <SelectField
          label="Format"
          options={FORMAT_CHOICES}
          value={state.format}
          onChange={(value) => update({ format: value, imported: '' })}
        />
        {imported?.error !== undefined && <ErrorAlert title="Cannot read this table">{imported.error}</ErrorAlert>}
      </OptionsBox>

      <OptionsBox legend="Table options">
        <CheckboxField label="Header row" checked={state.headerRow} onChange={(headerRow) => update({ headerRow })} />
        <CheckboxField
          label="Header column"
          checked={state.headerColumn}
          onChange={(headerColumn) => update({ headerColumn })}
        />
        <TextField
          label="Caption"
          value={state.caption}
          // Kept to the length a restored caption may have, as a maxlength would.
          maxLength={MAX_CAPTION_LENGTH}
          onChange={(caption) => update({ caption })}
          placeholder="Optional"
        />
      </OptionsBox>

      <GridEditor table={table} options={options} edit={edit} />

      <Panel title="Preview">
        <Preview table={shownTable} options={shownOptions} />
      </Panel>

      <Exports table={shownTable} options={shownOptions} state={state} update={update} />
    </>
  );
}

/** The table rendered in the sandboxed frame, from the model (never from the HTML text), with the table CSS. */
function Preview({ table, options }: { table: TableModel; options: TableOptions }) {
  const content = useMemo(
    () => ({ body: previewTree(table, options), css: `${TABLE_CSS}${PREVIEW_PAGE_CSS}` }),
    [table, options],
  );
  return (
    <SandboxedPreview
      title="Table preview"
      content={content}
      autoHeight
      className="min-h-24 w-full rounded-md border border-gray-200 bg-white dark:border-gray-800"
    />
  );
}

interface ExportsProps {
  table: TableModel;
  options: TableOptions;
  state: State;
  update: StateUpdate<State>;
}

function Exports({ table, options, state, update }: ExportsProps) {
  const texts = useMemo(
    () => ({ html: htmlOf(table, options), markdown: markdownOf(table), csv: csvOf(table) }),
    [table, options],
  );
  const notes = useMemo(() => exportNotes(table, options, hasSpans(table)), [table, options]);
  return (
    <Panel title="Export" label="Export">
      <Tabs
        label="Export format"
        selected={state.exportFormat}
        onSelect={(id) => update({ exportFormat: id as ExportTab })}
        tabs={[
          {
            id: 'html',
            label: 'HTML',
            content: (
              <ExportPane title="HTML" code={texts.html} fileName="table.html" mimeType="text/html" notes={[]} />
            ),
          },
          {
            id: 'markdown',
            label: 'Markdown',
            content: (
              <ExportPane
                title="Markdown"
                code={texts.markdown}
                fileName="table.md"
                mimeType="text/markdown"
                notes={notes.markdown}
              />
            ),
          },
          {
            id: 'csv',
            label: 'CSV',
            content: (
              <ExportPane title="CSV" code={texts.csv} fileName="table.csv" mimeType="text/csv" notes={notes.csv} />
            ),
          },
          {
            id: 'css',
            label: 'CSS',
            content: (
              <ExportPane
                title="CSS"
                code={TABLE_CSS}
                fileName="table.css"
                mimeType="text/css"
                notes={['Optional: the neutral borders, padding and header shading the preview uses.']}
              />
            ),
          },
        ]}
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
