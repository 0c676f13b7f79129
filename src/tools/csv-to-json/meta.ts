import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'csv-to-json',
  name: 'CSV to JSON',
  heading: 'CSV to JSON Converter',
  description:
    'Convert CSV with a header row to a JSON array of objects, with delimiter detection and optional typed values.',
  icon: '🧾',
  family: 'converter',
  category: 'converter',
  accepts: ['csv'],
  primaryAction: 'Convert to JSON',
  load: () => import('./View'),
};

export default meta;
