import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'csv-to-json',
  name: 'CSV to JSON',
  heading: 'CSV to JSON Converter',
  description:
    'Convert CSV with a header row to a JSON array of objects, with delimiter detection and optional typed values.',
  tagline: 'Convert CSV with a header row into a JSON array of objects, for APIs, configuration and code.',
  icon: '🧾',
  category: 'converter',
  keywords: ['csv', 'json', 'convert', 'import', 'spreadsheet', 'excel', 'tsv', 'semicolon', 'tab separated', 'parse'],
  accepts: ['csv'],
  primaryAction: 'Convert to JSON',
  load: () => import('./View'),
};

export default meta;
