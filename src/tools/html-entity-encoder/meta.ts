import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'html-entity-encoder',
  name: 'HTML Entity Encoder',
  description:
    'Escape & < > " \' for HTML, and optionally write every non-ASCII character as a named or numeric character reference.',
  icon: '🔣',
  family: 'transform',
  category: 'converter',
  accepts: ['text', 'html'],
  primaryAction: 'Encode',
  load: () => import('./View'),
};

export default meta;
