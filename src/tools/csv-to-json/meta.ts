import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'csv-to-json',
  name: 'CSV to JSON Converter',
  description:
    'Convert CSV with a header row to a JSON array of objects, with delimiter detection and optional typed values.',
  icon: '🧾',
  category: 'converter',
  keywords: ['csv', 'json', 'convert', 'import', 'spreadsheet', 'excel', 'tsv', 'semicolon', 'tab separated', 'parse'],
  load: () => import('./View'),
};

export default meta;
