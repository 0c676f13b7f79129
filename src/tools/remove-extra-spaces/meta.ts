import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'remove-extra-spaces',
  name: 'Remove Extra Spaces',
  description:
    'Collapse runs of spaces and tabs, trim every line and drop surplus empty lines or all line breaks, as you type.',
  icon: '🧹',
  family: 'transform',
  category: 'formatter',
  accepts: ['text'],
  primaryAction: 'Remove the extra spaces',
  load: () => import('./View'),
};

export default meta;
