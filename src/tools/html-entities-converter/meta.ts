import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'html-entities-converter',
  name: 'HTML Entities Converter',
  description:
    'Convert HTML character references between named, decimal and hex forms, see every character of a text with all its forms, and search all 2,231 WHATWG named references.',
  tagline: 'Named, decimal or hex references, each character’s forms, and the whole WHATWG table.',
  icon: '🔣',
  category: 'frontend',
  keywords: [
    'html',
    'entities',
    'entity',
    'character reference',
    'named reference',
    'numeric reference',
    'decimal',
    'hex',
    'code point',
    'unicode',
    '&amp;',
    '&nbsp;',
    'whatwg',
    'entity table',
    'entity list',
  ],
  accepts: ['html'],
  primaryAction: 'Convert as you type',
  load: () => import('./View'),
};

export default meta;
