import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'json-minifier',
  name: 'JSON Minifier',
  description: 'Strip all whitespace from JSON for the smallest payload, and see how many bytes you saved.',
  tagline: 'Remove every unnecessary space and line break from JSON, keeping the data exactly as it is.',
  icon: '🗜️',
  category: 'formatter',
  keywords: ['json', 'minify', 'compress', 'compact', 'whitespace', 'uglify'],
  accepts: ['json'],
  primaryAction: 'Minify JSON',
  load: () => import('./View'),
};

export default meta;
