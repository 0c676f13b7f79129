import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'html-entity-decoder',
  name: 'HTML Entity Decoder',
  description:
    'Turn named, decimal and hex HTML character references back into text, with the full WHATWG table and the browser rules.',
  icon: '🔡',
  family: 'transform',
  category: 'converter',
  accepts: ['html'],
  primaryAction: 'Decode',
  load: () => import('./View'),
};

export default meta;
