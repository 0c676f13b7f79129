import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'json-minifier',
  name: 'JSON Minifier',
  description: 'Strip all whitespace from JSON for the smallest payload, and see how many bytes you saved.',
  icon: '🗜️',
  family: 'custom',
  category: 'formatter',
  accepts: ['json'],
  primaryAction: 'Minify JSON',
  load: () => import('./View'),
};

export default meta;
