import { defineStep } from '../../kit/tool-step';
import { defineOptions } from '../../lib/options-schema';
import { ToolError } from '../../lib/tool-error';
import { csvOf, detectTableFormat, htmlOf, markdownOf, MAX_CAPTION_LENGTH, readTable } from './core';

/**
 * The generator as a recipe step: a pasted table (CSV, TSV, a Markdown table) in, the table the screen
 * exports out: HTML, Markdown or CSV. An HTML table is read with the page's DOM, which the recipe's worker
 * has not, so it is not an input here.
 */
export default defineStep(
  defineOptions({
    format: {
      kind: 'choice',
      label: 'Input format',
      default: 'auto',
      choices: [
        { value: 'auto', label: 'Detect' },
        { value: 'csv', label: 'CSV' },
        { value: 'tsv', label: 'TSV / spreadsheet cells' },
        { value: 'markdown', label: 'Markdown table' },
      ],
    },
    exportFormat: {
      kind: 'choice',
      label: 'Output',
      default: 'html',
      choices: [
        { value: 'html', label: 'HTML' },
        { value: 'markdown', label: 'Markdown' },
        { value: 'csv', label: 'CSV' },
      ],
    },
    headerRow: { kind: 'switch', label: 'Header row', default: true },
    headerColumn: { kind: 'switch', label: 'Header column', default: false },
    caption: { kind: 'text', label: 'Caption', default: '', maxLength: MAX_CAPTION_LENGTH, placeholder: 'Optional' },
  }),
  (input, { format, exportFormat, headerRow, headerColumn, caption }) => {
    if (format === 'auto' && detectTableFormat(input) === 'html')
      throw new ToolError(
        'This is an HTML table: a recipe step reads CSV, TSV and Markdown tables. Open it in the HTML Table Generator.',
      );
    // A Markdown table always has a header row, as on the screen, where importing one turns it on.
    const { cells, spans, ...settings } = readTable(input, format);
    const table = { cells, spans };
    if (exportFormat === 'markdown') return markdownOf(table);
    if (exportFormat === 'csv') return csvOf(table);
    return htmlOf(table, { headerRow, headerColumn, caption, ...settings });
  },
);
