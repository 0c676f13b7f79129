import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'html-entities-converter',
  name: 'HTML Entities Converter',
  description:
    'Convert HTML character references between named, decimal and hex forms, see every character of a text with all its forms, and search all 2,231 WHATWG named references.',
  icon: '🔣',
  family: 'transform',
  category: 'frontend',
  accepts: ['html'],
  primaryAction: 'Convert as you type',
  load: () => import('./View'),
};

export default meta;
