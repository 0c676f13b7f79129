import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'reverse-text',
  name: 'Reverse Text',
  description:
    'Reverse text character by character without breaking emoji or accents, or reverse the order of words or lines.',
  tagline: 'Reverse text as you type, by characters, words or lines, without breaking emoji or accents.',
  icon: '🔁',
  category: 'utility',
  keywords: [
    'reverse',
    'backwards',
    'mirror',
    'flip',
    'invert',
    'string',
    'characters',
    'words',
    'lines',
    'emoji',
    'unicode',
  ],
  accepts: ['text'],
  primaryAction: 'Reverse',
  load: () => import('./View'),
};

export default meta;
