import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'markdown-preview',
  name: 'Markdown Preview',
  description:
    'Render GitHub Flavored Markdown live in a sandboxed preview, export clean HTML, or turn HTML back into Markdown.',
  icon: '📝',
  family: 'custom',
  category: 'converter',
  accepts: ['text', 'html'],
  primaryAction: 'Render as you type',
  load: () => import('./View'),
};

export default meta;
