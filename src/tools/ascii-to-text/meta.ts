import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'ascii-to-text',
  name: 'ASCII to Text',
  heading: 'ASCII to Text Converter',
  description: 'Turn decimal, hex or binary character codes back into text, with any bad code pointed out by position.',
  tagline:
    'Turn character codes back into text as you type: decimal, hex or binary, separated by spaces, commas or new lines.',
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
  accepts: ['code-list'],
  primaryAction: 'Convert to text',
  load: () => import('./View'),
};

export default meta;
