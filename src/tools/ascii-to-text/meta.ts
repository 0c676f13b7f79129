import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'ascii-to-text',
  name: 'ASCII to Text',
  heading: 'ASCII to Text Converter',
  description: 'Turn decimal, hex or binary character codes back into text, with any bad code pointed out by position.',
  icon: '🔤',
  family: 'transform',
  category: 'converter',
  accepts: ['code-list'],
  primaryAction: 'Convert to text',
  load: () => import('./View'),
};

export default meta;
