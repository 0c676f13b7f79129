import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'duplicate-line-remover',
  name: 'Duplicate Line Remover',
  description:
    'Remove repeated lines and keep the first of each, in order; optionally ignoring case and surrounding spaces, and dropping empty lines.',
  tagline: 'Remove repeated lines as you type, keeping the first of each in its place.',
  icon: '👯',
  category: 'utility',
  keywords: [
    'dedupe',
    'deduplicate',
    'unique lines',
    'distinct',
    'remove duplicates',
    'repeated lines',
    'uniq',
    'list',
  ],
  accepts: ['text'],
  primaryAction: 'Remove duplicate lines',
  load: () => import('./View'),
};

export default meta;
