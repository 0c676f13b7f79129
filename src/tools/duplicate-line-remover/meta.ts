import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'duplicate-line-remover',
  name: 'Duplicate Line Remover',
  description:
    'Remove repeated lines and keep the first of each, in order; optionally ignoring case and surrounding spaces, and dropping empty lines.',
  icon: '👯',
  family: 'transform',
  category: 'utility',
  accepts: ['text'],
  primaryAction: 'Remove duplicate lines',
  load: () => import('./View'),
};

export default meta;
