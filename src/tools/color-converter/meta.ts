import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'color-converter',
  name: 'Color Converter',
  description: 'Describe in one sentence what Color Converter does for the user.',
  icon: '🧰',
  family: 'custom',
  category: 'utility',
  accepts: ['text'],
  primaryAction: 'Count as you type',
  load: () => import('./View'),
};

export default meta;
