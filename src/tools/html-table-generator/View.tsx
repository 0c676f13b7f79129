import { Columns3, Rows3, Table2 } from 'lucide-react';
import { memo, useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import {
  ActionBar,
  Button,
  CheckboxField,
  ClearButton,
  DownloadButton,
  ErrorAlert,
  fieldClasses,
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
  exportNotes,
  htmlOf,
  markdownOf,
  PREVIEW_PAGE_CSS,
  previewTree,
  readTable,
  SAMPLE_INPUT,
  TABLE_CSS,
  type ImportFormat,
  type TableOptions,
} from './core';
import meta from './meta';
import {
  columnCount,
  hasSpans,
  insertColumn,
  insertRow,
  layoutRow,
  MAX_COLUMNS,
  MAX_ROWS,
  normalizeTable,
  removeColumn,
  removeRow,
  setCell,
  setSpan,
  type TableModel,
} from './table';

type ExportTab = 'html' | 'markdown' | 'csv' | 'css';

const FORMATS: readonly Choice<ImportFormat>[] = [
  { value: 'auto', label: 'Detect' },
  { value: 'csv', label: 'CSV' },
  { value: 'tsv', label: 'TSV / spreadsheet cells' },
  { value: 'markdown', label: 'Markdown table' },
  { value: 'html', label: 'HTML table' },
];
const EXPORT_TABS: readonly ExportTab[] = ['html', 'markdown', 'csv', 'css'];

/**
 * The tool's state: the table itself (cells and column spans), its header and caption settings, and the
 * import field with the text the table was last taken from (useTextImport). Kept across reloads and shared.
 */
const DEFAULTS = {
  input: '',
  imported: '',
  format: 'auto' as ImportFormat,
  cells: [
    ['Header 1', 'Header 2', 'Header 3'],
    ['', '', ''],
    ['', '', ''],
  ],
  spans: [
    [1, 1, 1],
    [1, 1, 1],
    [1, 1, 1],
  ],
  headerRow: true,
  headerColumn: false,
  caption: '',
  exportFormat: 'html' as ExportTab,
};

const RULES = { choices: { format: FORMATS.map((format) => format.value), exportFormat: EXPORT_TABS } };

type State = typeof DEFAULTS;

export default function HtmlTableGeneratorView() {
  const [state, update, reset] = useToolState(meta.id, DEFAULTS, RULES);
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
          options={FORMATS}
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

interface GridEditorProps {
  table: TableModel;
  options: TableOptions;
  edit: (change: (table: TableModel) => TableModel) => void;
}

/** The grid of cell inputs, and the row, column and span actions for the selected cell. */
function GridEditor({ table, options, edit }: GridEditorProps) {
  const rows = table.cells.length;
  const columns = columnCount(table);
  const [chosen, setChosen] = useState({ row: 0, column: 0 });
  // The selected cell, kept inside the table as rows and columns go, and moved to the start of a span over it.
  const row = Math.min(chosen.row, rows - 1);
  const selected = layoutRow(table, row).find(
    (cell) =>
      cell.column <= Math.min(chosen.column, columns - 1) &&
      Math.min(chosen.column, columns - 1) < cell.column + cell.span,
  )!;
  const spanId = useId();
  const position = `row ${row + 1}, column ${selected.column + 1}`;

  return (
    <Panel title="Table" icon={Table2}>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {rows} {rows === 1 ? 'row' : 'rows'} × {columns} {columns === 1 ? 'column' : 'columns'}. Click a cell to select
        it; the buttons act on its row and column.
      </p>
      <div
        role="group"
        aria-label="Selected cell"
        className="flex min-w-0 flex-col gap-2 rounded-md bg-black/5 p-2 dark:bg-white/5"
      >
        <p className="text-sm font-medium" aria-live="polite">
          Selected: {position}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            icon={<Rows3 className="h-4 w-4" aria-hidden="true" />}
            disabled={rows >= MAX_ROWS}
            onClick={() => edit((current) => insertRow(current, row))}
          >
            Insert row above
          </Button>
          <Button
            size="sm"
            disabled={rows >= MAX_ROWS}
            onClick={() => {
              edit((current) => insertRow(current, row + 1));
              setChosen({ row: row + 1, column: selected.column });
            }}
          >
            Insert row below
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={rows <= 1}
            onClick={() => edit((current) => removeRow(current, row))}
          >
            Delete row
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            icon={<Columns3 className="h-4 w-4" aria-hidden="true" />}
            disabled={columns >= MAX_COLUMNS}
            onClick={() => edit((current) => insertColumn(current, selected.column))}
          >
            Insert column left
          </Button>
          <Button
            size="sm"
            disabled={columns >= MAX_COLUMNS}
            onClick={() => {
              edit((current) => insertColumn(current, selected.column + selected.span));
              setChosen({ row, column: selected.column + selected.span });
            }}
          >
            Insert column right
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={columns <= 1}
            onClick={() => edit((current) => removeColumn(current, selected.column))}
          >
            Delete column
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={spanId} className="text-sm font-medium">
            Column span
          </label>
          <input
            id={spanId}
            type="number"
            min={1}
            max={columns - selected.column}
            step={1}
            value={selected.span}
            onChange={(event) => {
              const span = event.target.valueAsNumber;
              if (Number.isFinite(span)) edit((current) => setSpan(current, row, selected.column, span));
            }}
            className={`${fieldClasses} w-20`}
          />
          <span className="text-sm text-gray-600 dark:text-gray-300">
            A cell spanning n columns covers the next n − 1 cells of its row.
          </span>
        </div>
      </div>
      <div className="max-h-[32rem] max-w-full overflow-auto rounded-md border border-gray-200 dark:border-gray-800">
        <table role="presentation" className="border-separate border-spacing-0">
          <tbody>
            {table.cells.map((cells, rowIndex) => (
              <GridRow
                key={rowIndex}
                row={rowIndex}
                cells={cells}
                spans={table.spans[rowIndex]!}
                headerRow={options.headerRow && rowIndex === 0}
                headerColumn={options.headerColumn}
                selectedColumn={rowIndex === row ? selected.column : -1}
                onSelect={setChosen}
                edit={edit}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={rows >= MAX_ROWS}
          onClick={() => edit((current) => insertRow(current, current.cells.length))}
        >
          Add row
        </Button>
        <Button
          size="sm"
          disabled={columns >= MAX_COLUMNS}
          onClick={() => edit((current) => insertColumn(current, columnCount(current)))}
        >
          Add column
        </Button>
      </div>
    </Panel>
  );
}

interface GridRowProps {
  row: number;
  cells: string[];
  spans: number[];
  headerRow: boolean;
  headerColumn: boolean;
  /** The selected cell's column when it is in this row; -1 otherwise. */
  selectedColumn: number;
  onSelect: (cell: { row: number; column: number }) => void;
  edit: (change: (table: TableModel) => TableModel) => void;
}

/** One row of cell inputs; memoised, so typing in a big table re-renders only the row typed in. */
const GridRow = memo(function GridRow({
  row,
  cells,
  spans,
  headerRow,
  headerColumn,
  selectedColumn,
  onSelect,
  edit,
}: GridRowProps) {
  return (
    <tr>
      {layoutRow({ cells: [cells], spans: [spans] }, 0).map((cell) => {
        const header = headerRow || (headerColumn && cell.column === 0);
        const label =
          cell.span > 1
            ? `Row ${row + 1}, columns ${cell.column + 1}–${cell.column + cell.span}`
            : `Row ${row + 1}, column ${cell.column + 1}`;
        return (
          <td
            key={cell.column}
            colSpan={cell.span}
            className={`border-r border-b border-gray-200 p-0.5 dark:border-gray-800 ${header ? 'bg-gray-100 dark:bg-gray-800' : ''}`}
          >
            <input
              type="text"
              aria-label={label}
              value={cell.text}
              spellCheck={false}
              autoComplete="off"
              onFocus={() => onSelect({ row, column: cell.column })}
              onChange={(event) => {
                const text = event.target.value;
                edit((current) => setCell(current, row, cell.column, text));
              }}
              className={`${fieldClasses} w-full min-w-28 ${header ? 'font-semibold' : ''} ${cell.column === selectedColumn ? 'ring-2 ring-blue-600 dark:ring-blue-400' : ''}`}
            />
            {cell.span > 1 && (
              <span className="block px-1 text-xs text-gray-600 dark:text-gray-300">spans {cell.span} columns</span>
            )}
          </td>
        );
      })}
    </tr>
  );
});

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

function ExportPane({ title, code, fileName, mimeType, notes }: ExportPaneProps) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      {notes.map((note) => (
        <p key={note} className="text-sm text-gray-700 dark:text-gray-300">
          {note}
        </p>
      ))}
      <CodeOutput title={title} code={code} />
      <div>
        <DownloadButton content={code} fileName={fileName} mimeType={mimeType} ariaLabel={`Download ${title}`} />
      </div>
    </div>
  );
}
