import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'string-length-counter',
  name: 'String Length Counter',
  description:
    'Count characters as people see them, code points, UTF-16 units, UTF-8 bytes, words, lines and spaces as you type.',
  icon: '📏',
  family: 'transform',
  category: 'utility',
  accepts: ['text'],
  primaryAction: 'Count',
  load: () => import('./View'),
};

export default meta;
