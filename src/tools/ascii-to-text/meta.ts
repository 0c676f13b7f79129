import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'ascii-to-text',
  name: 'ASCII to Text Converter',
  description: 'Turn decimal, hex or binary character codes back into text, with any bad code pointed out by position.',
  icon: '🔤',
  category: 'converter',
  keywords: [
    'ascii',
    'character code',
    'char code',
    'code point',
    'unicode',
    'decimal',
    'hex',
    'binary',
    'chr',
    'decode',
  ],
  load: () => import('./View'),
};

export default meta;
