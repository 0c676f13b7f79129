import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'text-to-ascii',
  name: 'Text to ASCII Converter',
  description:
    'Turn each character into its ASCII or Unicode code in decimal, hex, octal or binary, flagging non-ASCII characters.',
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
  load: () => import('./View'),
};

export default meta;
