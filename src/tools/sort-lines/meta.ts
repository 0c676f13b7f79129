import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'sort-lines',
  name: 'Sort Lines',
  description:
    'Sort lines A→Z, Z→A, naturally (item2 before item10) or by length, in your language’s alphabet, with case-insensitive and unique options.',
  tagline:
    'Sort lines as you type: A→Z, Z→A, naturally (item2 before item10) or by length, in your language’s alphabet.',
  icon: '↕️',
  category: 'utility',
  keywords: [
    'sort',
    'order',
    'alphabetical',
    'alphabetize',
    'natural sort',
    'numeric',
    'length',
    'reverse',
    'unique',
    'deduplicate',
    'list',
    'lines',
    'locale',
    'collation',
  ],
  accepts: ['text'],
  primaryAction: 'Sort the lines',
  load: () => import('./View'),
};

export default meta;
