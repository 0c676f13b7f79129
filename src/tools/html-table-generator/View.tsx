import { useCallback, useDeferredValue, useMemo } from 'react';
import {
  ActionBar,
  ClearButton,
  LoadSampleButton,
  OptionsBox,
  Panel,
  SelectField,
  useToolState,
  type Choice,
} from '../../kit';
import { SandboxedPreview } from '../../kit/SandboxedPreview';
import { TextExports } from '../../kit/TextExports';
import { ImportField } from '../../kit/ImportField';
import { OptionsForm } from '../../kit/OptionsForm';
import { useTextImport } from '../../kit/useTextImport';
import { defineOptions } from '../../lib/options-schema';
import {
  DEFAULT_STATE,
  EXPORT_FORMATS,
  FORMATS,
  MAX_CAPTION_LENGTH,
  PREVIEW_PAGE_CSS,
  previewTree,
  readTable,
  SAMPLE_INPUT,
  TABLE_BOUNDS,
  TABLE_CSS,
  TABLE_NAMES,
  tableExports,
  type ExportFormat,
  type ImportFormat,
  type TableOptions,
} from './core';
import { GridEditor } from './GridEditor';
import { normalizeTable, type TableModel } from './table';

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
  const exports = useMemo(() => tableExports(shownTable, shownOptions), [shownTable, shownOptions]);
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

      <TextExports
        exports={exports}
        selected={state.exportFormat}
        onSelect={(exportFormat) => update({ exportFormat: exportFormat as ExportFormat })}
      />
    </>
  );
}
