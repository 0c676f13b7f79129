import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'html-entity-decoder',
  name: 'HTML Entity Decoder',
  description:
    'Turn named, decimal and hex HTML character references back into text, with the full WHATWG table and the browser rules.',
  tagline: 'Turn HTML character references back into text as you type, by the same rules a browser follows.',
  icon: '🔡',
  category: 'converter',
  keywords: [
    'html',
    'entities',
    'entity',
    'unescape',
    'html unescape',
    'decode',
    'character reference',
    'named entity',
    'numeric entity',
    '&amp;',
    '&nbsp;',
    'whatwg',
    'html_entity_decode',
  ],
  accepts: ['html'],
  primaryAction: 'Decode',
  load: () => import('./View'),
};

export default meta;
