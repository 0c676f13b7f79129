import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'json-formatter',
  name: 'JSON Formatter',
  heading: 'JSON Formatter & Validator',
  description: 'Format, validate and beautify JSON with exact numbers, error locations and size statistics.',
  tagline: 'Format, validate and beautify your JSON. Numbers and strings are kept exactly as you wrote them.',
  icon: '📋',
  category: 'formatter',
  keywords: ['json', 'pretty print', 'beautify', 'validate', 'lint', 'indent', 'parse'],
  accepts: ['json'],
  primaryAction: 'Format & Validate',
  load: () => import('./View'),
};

export default meta;
