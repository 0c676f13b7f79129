import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'sort-lines',
  name: 'Sort Lines',
  description:
    'Sort lines A→Z, Z→A, naturally (item2 before item10) or by length, in your language’s alphabet, with case-insensitive and unique options.',
  icon: '↕️',
  family: 'transform',
  category: 'utility',
  accepts: ['text'],
  primaryAction: 'Sort the lines',
  load: () => import('./View'),
};

export default meta;
