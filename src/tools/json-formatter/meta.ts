import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'json-formatter',
  name: 'JSON Formatter',
  heading: 'JSON Formatter & Validator',
  description: 'Format, validate and beautify JSON with exact numbers, error locations and size statistics.',
  icon: '📋',
  family: 'custom',
  category: 'formatter',
  accepts: ['json'],
  primaryAction: 'Format & Validate',
  load: () => import('./View'),
};

export default meta;
