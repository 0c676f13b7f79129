import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'text-to-ascii',
  name: 'Text to ASCII',
  heading: 'Text to ASCII Converter',
  description:
    'Turn each character into its ASCII or Unicode code in decimal, hex, octal or binary, flagging non-ASCII characters.',
  icon: '🔢',
  family: 'transform',
  category: 'converter',
  accepts: ['text'],
  primaryAction: 'Convert to codes',
  load: () => import('./View'),
};

export default meta;
