import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'text-to-ascii',
  name: 'Text to ASCII',
  heading: 'Text to ASCII Converter',
  description:
    'Turn each character into its ASCII or Unicode code in decimal, hex, octal or binary, flagging non-ASCII characters.',
  tagline:
    'See the code of every character as you type: decimal, hex, octal or binary, with anything outside ASCII flagged.',
  icon: '🔢',
  category: 'converter',
  keywords: [
    'ascii',
    'character code',
    'char code',
    'code point',
    'unicode',
    'decimal',
    'hex',
    'octal',
    'binary',
    'ord',
  ],
  accepts: ['text'],
  primaryAction: 'Convert to codes',
  load: () => import('./View'),
};

export default meta;
