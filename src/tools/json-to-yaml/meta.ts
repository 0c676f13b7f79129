import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'json-to-yaml',
  name: 'JSON to YAML',
  heading: 'JSON to YAML Converter',
  description: 'Convert JSON to clean YAML with 2-space indentation, exact numbers and safely quoted strings.',
  icon: '📝',
  family: 'converter',
  category: 'converter',
  accepts: ['json'],
  primaryAction: 'Convert to YAML',
  load: () => import('./View'),
};

export default meta;
