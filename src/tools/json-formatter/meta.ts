import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'json-formatter',
  name: 'JSON Formatter & Validator',
  description: 'Format, validate and beautify JSON with exact numbers, error locations and size statistics.',
  icon: '📋',
  category: 'formatter',
  keywords: ['json', 'pretty print', 'beautify', 'validate', 'lint', 'indent', 'parse'],
  load: () => import('./View'),
};

export default meta;
