import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'json-to-csv',
  name: 'JSON to CSV',
  heading: 'JSON to CSV Converter',
  description:
    'Convert JSON arrays to CSV for spreadsheets and data analysis, flattening nested objects and keeping numbers exact.',
  tagline: 'Convert JSON arrays to CSV format for spreadsheets and data analysis.',
  icon: '📊',
  category: 'converter',
  keywords: [
    'json',
    'csv',
    'convert',
    'export',
    'spreadsheet',
    'excel',
    'table',
    'flatten',
    'rfc 4180',
    'comma separated',
  ],
  accepts: ['json'],
  primaryAction: 'Convert to CSV',
  load: () => import('./View'),
};

export default meta;
