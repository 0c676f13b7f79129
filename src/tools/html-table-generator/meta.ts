import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'html-table-generator',
  name: 'HTML Table Generator',
  description:
    'Build a table in a grid editor or paste one (CSV, TSV, a Markdown table or cells copied from a spreadsheet), set a header row and column, caption and column spans, and take it as accessible HTML, Markdown or CSV.',
  icon: '🧮',
  family: 'custom',
  category: 'frontend',
  accepts: ['table', 'csv', 'html'],
  primaryAction: 'Generate as you edit the table',
  load: () => import('./View'),
};

export default meta;
