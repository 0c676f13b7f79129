import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'json-to-csv',
  name: 'JSON to CSV',
  heading: 'JSON to CSV Converter',
  description:
    'Convert JSON arrays to CSV for spreadsheets and data analysis, flattening nested objects and keeping numbers exact.',
  icon: '📊',
  family: 'converter',
  category: 'converter',
  accepts: ['json'],
  primaryAction: 'Convert to CSV',
  load: () => import('./View'),
};

export default meta;
