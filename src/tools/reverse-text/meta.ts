import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'reverse-text',
  name: 'Reverse Text',
  description:
    'Reverse text character by character without breaking emoji or accents, or reverse the order of words or lines.',
  icon: '🔁',
  family: 'transform',
  category: 'utility',
  accepts: ['text'],
  primaryAction: 'Reverse',
  load: () => import('./View'),
};

export default meta;
