import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: '__ID__',
  name: '__NAME__',
  description: 'Describe in one sentence what __NAME__ does for the user.',
  icon: '🧰',
  family: '__FAMILY__',
  category: '__CATEGORY__',
  accepts: ['text'],
  primaryAction: '__PRIMARY_ACTION__',
  load: () => import('./View'),
};

export default meta;
