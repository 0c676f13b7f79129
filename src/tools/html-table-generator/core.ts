import Papa from 'papaparse';
import type { ExportedText } from '../../lib/download';
import { escapeMarkup } from '../../lib/markup';
import { csvText } from '../../lib/csv';
import { ToolError } from '../../lib/tool-error';
import type { Bound } from '../../lib/tool-state';
import { element, type PreviewNode } from '../../preview/protocol';
import {
  hasSpans,
  layoutRow,
  MAX_CELL_LENGTH,
  MAX_COLUMNS,
  MAX_ROWS,
  normalizeTable,
  visibleGrid,
  type TableModel,
} from './table';

export type ImportFormat = 'auto' | 'csv' | 'tsv' | 'markdown' | 'html';
export type TableFormat = Exclude<ImportFormat, 'auto'>;

/** What the exports need besides the cells. */
export interface TableOptions {
  headerRow: boolean;
  headerColumn: boolean;
  caption: string;
}

/** The most text the import field takes: a full 500 × 50 table of short cells, with room to spare. */
export const MAX_IMPORT_LENGTH = 1_000_000;
/** The longest caption the caption field takes. */
export const MAX_CAPTION_LENGTH = 500;

export const FORMATS = ['auto', 'csv', 'tsv', 'markdown', 'html'] as const;
export const EXPORT_FORMATS = ['html', 'markdown', 'csv', 'css'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The tool's state: the table itself (cells and column spans), its header and caption settings, and the
 * import field with the text the table was last taken from (useTextImport). Kept across reloads and shared.
 */
export const DEFAULT_STATE = {
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
  exportFormat: 'html' as ExportFormat,
};

/**
 * The limits the editor keeps, as the state's bounds: what a share link or storage restores is brought
 * within them (a link of 2,000 × 200 cells keeps 500 × 50), as a pasted table is.
 */
export const TABLE_BOUNDS = {
  input: { maxLength: MAX_IMPORT_LENGTH },
  imported: { maxLength: MAX_IMPORT_LENGTH },
  // A cell too long is emptied rather than dropped, which would move the rest of its row left.
  cells: { maxItems: MAX_ROWS, items: { maxItems: MAX_COLUMNS, items: { maxLength: MAX_CELL_LENGTH, fallback: '' } } },
  spans: { maxItems: MAX_ROWS, items: { maxItems: MAX_COLUMNS, items: { min: 1, max: MAX_COLUMNS, integer: true } } },
  caption: { maxLength: MAX_CAPTION_LENGTH },
} satisfies Record<string, Bound>;

/** What the notice calls the fields, where the state's name would not say. */
export const TABLE_NAMES = { input: 'pasted table', imported: 'imported text', cells: 'cells', spans: 'column spans' };

/** A GitHub-style Markdown table, as one pastes from a README. */
export const SAMPLE_INPUT = `| Browser | Engine | First release |
| --- | --- | --- |
| Chrome | Blink | 2008 |
| Firefox | Gecko | 2004 |
| Safari | WebKit | 2003 |
| Edge | Blink | 2015 |`;

/** A Markdown table's delimiter row: `| --- | :---: |`, with or without the outer pipes. */
const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;

function nonBlankLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
}

/** Which format a pasted table is in: HTML, a Markdown table, tab-separated cells (a spreadsheet's copy) or CSV. */
export function detectTableFormat(text: string): TableFormat {
  if (/<table[\s>]/i.test(text)) return 'html';
  const lines = nonBlankLines(text);
  if (lines.length >= 2 && lines[0]!.includes('|') && DELIMITER_ROW.test(lines[1]!) && lines[1]!.includes('-')) {
    return 'markdown';
  }
  return lines[0]?.includes('\t') ? 'tsv' : 'csv';
}

/** The cells of a Markdown table row: split at pipes that no backslash escapes, `\|` read as `|`. */
function markdownCells(line: string): string[] {
  let text = line.trim();
  if (text.startsWith('|')) text = text.slice(1);
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1);
  const cells: string[] = [];
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '\\' && text[index + 1] === '|') {
      current += '|';
      index += 1;
    } else if (char === '|') {
      cells.push(current.trim());
      current = '';
    } else current += char;
  }
  cells.push(current.trim());
  return cells;
}

function readMarkdown(text: string): string[][] {
  const lines = nonBlankLines(text);
  if (lines.length < 2 || !DELIMITER_ROW.test(lines[1]!)) {
    throw new ToolError(
      'This is not a Markdown table: its second line must be the delimiter row, such as | --- | --- |',
    );
  }
  const header = markdownCells(lines[0]!);
  const delimiterCount = markdownCells(lines[1]!).length;
  if (delimiterCount !== header.length) {
    throw new ToolError(
      `The Markdown table’s header has ${header.length} cells but its delimiter row has ${delimiterCount}: they must match.`,
    );
  }
  const rows = [header];
  lines.slice(2).forEach((line, index) => {
    if (!line.includes('|')) {
      throw new ToolError(
        `Line ${index + 3} of the Markdown table has no | between cells: “${line.trim().slice(0, 40)}”`,
      );
    }
    rows.push(markdownCells(line).map((cell) => cell.replace(/<br\s*\/?>/gi, '\n')));
  });
  rows[0] = rows[0]!.map((cell) => cell.replace(/<br\s*\/?>/gi, '\n'));
  return rows;
}

/** Reads CSV or TSV; `guess` lets CSV be semicolon-separated, as spreadsheets in many locales write it. */
function readDelimited(text: string, format: 'csv' | 'tsv', guess: boolean): string[][] {
  // A spreadsheet's copy ends with a line break; an empty last line is no row.
  const trimmed = text.replace(/(?:\r\n|\r|\n)+$/, '');
  const result = Papa.parse<string[]>(trimmed, {
    delimiter: format === 'tsv' ? '\t' : guess ? '' : ',',
    delimitersToGuess: [',', ';'],
    skipEmptyLines: false,
  });
  const quoteError = result.errors.find((error) => error.type === 'Quotes');
  if (quoteError) {
    const row = (quoteError.row ?? 0) + 1;
    throw new ToolError(`Row ${row} has a quoted cell that is never closed: ${quoteError.message}`);
  }
  return result.data;
}

const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style\s*>/gi;
const INLINE_ATTRIBUTE = /(<[a-z][^>]*?)\s(?:style|on[a-z]+)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

/** HTML without <style> elements, style attributes and event handler attributes. */
export function withoutInlineCode(html: string): string {
  let text = html.replace(STYLE_ELEMENT, '');
  // An element may have several such attributes: each pass takes one from each tag.
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(INLINE_ATTRIBUTE, '$1');
  }
  return text;
}

/** An HTML table's rows: its caption, the cells' texts and spans, and whether it has a header row or column. */
function readHtml(text: string): { rows: string[][]; spans: number[][]; options: Partial<TableOptions> } {
  // An inert document: nothing in it runs or loads. Chromium still reports every inline style and handler
  // it parses to the console as a breach of the page's CSP, so those (never part of a cell's text) go first.
  const document = new DOMParser().parseFromString(withoutInlineCode(text), 'text/html');
  const table = document.querySelector('table');
  if (!table) throw new ToolError('There is no <table> element in this HTML.');
  const rows: string[][] = [];
  const spans: number[][] = [];
  const rowElements = [...table.rows];
  if (rowElements.length === 0) throw new ToolError('This <table> has no rows (<tr> elements).');
  for (const row of rowElements) {
    const texts: string[] = [];
    const rowSpans: number[] = [];
    for (const cell of row.cells) {
      const span = Math.max(1, Math.min(cell.colSpan || 1, MAX_COLUMNS));
      texts.push((cell.textContent ?? '').trim().replace(/\s+/g, ' '));
      rowSpans.push(span);
      for (let covered = 1; covered < span; covered += 1) {
        texts.push('');
        rowSpans.push(1);
      }
    }
    rows.push(texts);
    spans.push(rowSpans);
  }
  const first = rowElements[0]!;
  const headerRow =
    first.parentElement?.localName === 'thead' || [...first.cells].every((cell) => cell.localName === 'th');
  const bodyRows = headerRow ? rowElements.slice(1) : rowElements;
  const headerColumn = bodyRows.length > 0 && bodyRows.every((row) => row.cells[0]?.localName === 'th');
  const caption = (table.caption?.textContent ?? '').trim();
  return { rows, spans, options: { headerRow, headerColumn, caption } };
}

/** The state fields an import sets: the cells and spans, and for Markdown and HTML the header settings too. */
export interface ImportedTable extends Partial<TableOptions> {
  cells: string[][];
  spans: number[][];
}

/**
 * Reads a pasted table (CSV, TSV or a spreadsheet's copy, a Markdown table, an HTML table) in the given
 * format, or the one it looks like; throws a ToolError that says what is wrong.
 */
export function readTable(text: string, format: ImportFormat): ImportedTable {
  if (text.trim() === '')
    throw new ToolError('Paste a table: CSV, TSV, a Markdown table or cells copied from a spreadsheet.');
  // Refused before it is read: a restored or pasted text of megabytes would be parsed on the page.
  if (text.length > MAX_IMPORT_LENGTH)
    throw new ToolError(
      `This text is ${text.length.toLocaleString('en')} characters long: the import takes up to ${MAX_IMPORT_LENGTH.toLocaleString('en')}.`,
    );
  const chosen = format === 'auto' ? detectTableFormat(text) : format;
  let rows: string[][];
  let spans: number[][] | undefined;
  let options: Partial<TableOptions> = {};
  if (chosen === 'markdown') {
    rows = readMarkdown(text);
    options = { headerRow: true };
  } else if (chosen === 'html') {
    ({ rows, spans, options } = readHtml(text));
  } else rows = readDelimited(text, chosen, format === 'auto');
  if (rows.length > MAX_ROWS) {
    throw new ToolError(`This table has ${rows.length.toLocaleString('en')} rows; the editor takes up to ${MAX_ROWS}.`);
  }
  const columns = Math.max(0, ...rows.map((row) => row.length));
  if (columns > MAX_COLUMNS) {
    throw new ToolError(`This table has ${columns} columns; the editor takes up to ${MAX_COLUMNS}.`);
  }
  rows.forEach((row, rowIndex) =>
    row.forEach((cell, column) => {
      if (cell.length > MAX_CELL_LENGTH)
        throw new ToolError(
          `Row ${rowIndex + 1}, column ${column + 1} is ${cell.length.toLocaleString('en')} characters long; a cell here takes up to ${MAX_CELL_LENGTH.toLocaleString('en')}.`,
        );
    }),
  );
  if ((options.caption?.length ?? 0) > MAX_CAPTION_LENGTH)
    throw new ToolError(
      `The caption is ${options.caption!.length} characters long; the caption field takes up to ${MAX_CAPTION_LENGTH}.`,
    );
  return { ...normalizeTable(rows, spans), ...options };
}

/* Exports */

function isHeaderCell(row: number, column: number, options: TableOptions): boolean {
  return (options.headerRow && row === 0) || (options.headerColumn && column === 0);
}

/** The th or td of a cell: a th in the header row heads its column, one in the header column its row. */
function cellTag(row: number, column: number, options: TableOptions): { tag: 'th' | 'td'; scope?: 'col' | 'row' } {
  if (options.headerRow && row === 0) return { tag: 'th', scope: 'col' };
  if (options.headerColumn && column === 0) return { tag: 'th', scope: 'row' };
  return { tag: 'td' };
}

/** The table as HTML: escaped text, the header row in <thead>, scope on every th, colspan where set. */
export function htmlOf(table: TableModel, options: TableOptions): string {
  const lines = ['<table>'];
  if (options.caption.trim() !== '') lines.push(`  <caption>${escapeMarkup(options.caption.trim())}</caption>`);
  const rowHtml = (row: number, indent: string) => {
    lines.push(`${indent}<tr>`);
    for (const cell of layoutRow(table, row)) {
      const { tag, scope } = cellTag(row, cell.column, options);
      const attributes = `${scope ? ` scope="${scope}"` : ''}${cell.span > 1 ? ` colspan="${cell.span}"` : ''}`;
      lines.push(`${indent}  <${tag}${attributes}>${escapeMarkup(cell.text)}</${tag}>`);
    }
    lines.push(`${indent}</tr>`);
  };
  const bodyStart = options.headerRow ? 1 : 0;
  if (options.headerRow) {
    lines.push('  <thead>');
    rowHtml(0, '    ');
    lines.push('  </thead>');
  }
  if (table.cells.length > bodyStart) {
    lines.push('  <tbody>');
    for (let row = bodyStart; row < table.cells.length; row += 1) rowHtml(row, '    ');
    lines.push('  </tbody>');
  }
  lines.push('</table>');
  return `${lines.join('\n')}\n`;
}

function markdownCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r\n|\r|\n/g, '<br>');
}

/**
 * The table as GitHub-flavoured Markdown. Its first row is always the header row (GFM has no table without
 * one); pipes are escaped and line breaks written as <br>. A spanned cell's covered cells are empty.
 */
export function markdownOf(table: TableModel): string {
  const grid = visibleGrid(table);
  const row = (cells: readonly string[]) => `| ${cells.map(markdownCell).join(' | ')} |`;
  const lines = [row(grid[0]!), `| ${grid[0]!.map(() => '---').join(' | ')} |`, ...grid.slice(1).map(row)];
  return `${lines.join('\n')}\n`;
}

/** The table as CSV (RFC 4180, CRLF line ends); a spanned cell's covered cells are empty. */
export function csvOf(table: TableModel): string {
  return csvText(visibleGrid(table));
}

/** The table as TSV, as a spreadsheet takes it from the clipboard (cells with tabs or breaks quoted). */
export function tsvOf(table: TableModel): string {
  const field = (text: string) => (/[\t"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  // A lone empty field would be an empty line, which no reader takes for a row: quoting it keeps it.
  const row = (cells: readonly string[]) =>
    cells.length === 1 && cells[0] === '' ? '""' : cells.map(field).join('\t');
  return visibleGrid(table)
    .map((cells) => `${row(cells)}\n`)
    .join('');
}

/** What the exports cannot say: colspans in Markdown and CSV, a missing header row in Markdown. */
export function exportNotes(
  table: TableModel,
  options: TableOptions,
  spans: boolean,
): { markdown: string[]; csv: string[] } {
  const markdown: string[] = [];
  const csv: string[] = [];
  if (spans) {
    markdown.push(
      'Markdown has no column spans: each spanned cell is written in its first column and the columns it covers are left empty.',
    );
    csv.push('CSV has no column spans: the columns a spanned cell covers are left empty.');
  }
  if (!options.headerRow)
    markdown.push('A Markdown table always has a header row, so the first row is written as one.');
  if (options.caption.trim() !== '')
    markdown.push('Markdown tables have no caption; write it as a line above the table.');
  if (table.cells.some((row) => row.some((cell) => /[\r\n]/.test(cell)))) {
    markdown.push('Line breaks in cells are written as <br>.');
  }
  return { markdown, csv };
}

/** Neutral table styles: borders, padding, header shading. Offered as CSS, and what the preview uses. */
export const TABLE_CSS = `table {
  border-collapse: collapse;
  font-family: system-ui, sans-serif;
  font-size: 0.9375rem;
}
caption {
  padding: 0.5rem 0;
  font-weight: 600;
  text-align: left;
}
th,
td {
  border: 1px solid #d0d7de;
  padding: 0.5rem 0.75rem;
  text-align: left;
  vertical-align: top;
}
th {
  background: #f6f8fa;
  font-weight: 600;
}
`;

/** The table in each export format, as the Export panel's tabs show them. */
export function tableExports(table: TableModel, options: TableOptions): ExportedText[] {
  const notes = exportNotes(table, options, hasSpans(table));
  const file = (id: ExportFormat, label: string, text: string, extension: string, note: readonly string[]) => ({
    id,
    tab: label,
    label,
    text,
    fileName: `table.${extension}`,
    mimeType: `text/${id}`,
    note,
  });
  return [
    file('html', 'HTML', htmlOf(table, options), 'html', []),
    file('markdown', 'Markdown', markdownOf(table), 'md', notes.markdown),
    file('csv', 'CSV', csvOf(table), 'csv', notes.csv),
    file('css', 'CSS', TABLE_CSS, 'css', [
      'Optional: the neutral borders, padding and header shading the preview uses.',
    ]),
  ];
}

/** The preview page around the table: the frame's own background and margins. */
export const PREVIEW_PAGE_CSS = `html {
  background: #ffffff;
  color: #1f2328;
}
body {
  margin: 0;
  padding: 12px;
}
td,
th {
  white-space: pre-wrap;
}
`;

/** The preview's element tree, built from the same model as the HTML export (never from its text). */
export function previewTree(table: TableModel, options: TableOptions): PreviewNode[] {
  const rowNode = (row: number): PreviewNode =>
    element(
      'tr',
      {},
      layoutRow(table, row).map((cell) => {
        const { tag, scope } = cellTag(row, cell.column, options);
        const attributes: Record<string, string> = {};
        if (scope) attributes.scope = scope;
        if (cell.span > 1) attributes.colspan = String(cell.span);
        return element(tag, attributes, [cell.text]);
      }),
    );
  const children: PreviewNode[] = [];
  if (options.caption.trim() !== '') children.push(element('caption', {}, [options.caption.trim()]));
  const bodyStart = options.headerRow ? 1 : 0;
  if (options.headerRow) children.push(element('thead', {}, [rowNode(0)]));
  const bodyRows = table.cells.slice(bodyStart).map((_, index) => rowNode(index + bodyStart));
  if (bodyRows.length > 0) children.push(element('tbody', {}, bodyRows));
  return [element('table', { id: 'table' }, children)];
}

export { isHeaderCell };
