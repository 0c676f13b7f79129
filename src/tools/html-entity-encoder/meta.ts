import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'html-entity-encoder',
  name: 'HTML Entity Encoder',
  description:
    'Escape & < > " \' for HTML, and optionally write every non-ASCII character as a named or numeric character reference.',
  tagline:
    'Escape text for HTML as you type, optionally writing every non-ASCII character as a named or numeric reference.',
  icon: '🔣',
  category: 'converter',
  keywords: [
    'html',
    'entities',
    'entity',
    'escape',
    'html escape',
    'encode',
    'character reference',
    'named entity',
    'numeric entity',
    '&amp;',
    '&lt;',
    'nbsp',
    'xss',
    'htmlspecialchars',
  ],
  accepts: ['text', 'html'],
  primaryAction: 'Encode',
  load: () => import('./View'),
};

export default meta;
