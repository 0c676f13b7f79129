import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'html-table-generator',
  name: 'HTML Table Generator',
  description:
    'Build a table in a grid editor or paste one (CSV, TSV, a Markdown table or cells copied from a spreadsheet), set a header row and column, caption and column spans, and take it as accessible HTML, Markdown or CSV.',
  tagline: 'Edit a table in a grid, take it as HTML, Markdown or CSV.',
  icon: '🧮',
  category: 'frontend',
  keywords: [
    'html table',
    'table generator',
    'markdown table',
    'csv to html',
    'tsv',
    'spreadsheet',
    'excel',
    'google sheets',
    'colspan',
    'thead',
    'caption',
    'gfm',
  ],
  accepts: ['table', 'csv', 'html'],
  primaryAction: 'Generate as you edit the table',
  load: () => import('./View'),
};

export default meta;
