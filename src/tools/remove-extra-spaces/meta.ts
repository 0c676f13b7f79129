import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'remove-extra-spaces',
  name: 'Remove Extra Spaces',
  description:
    'Collapse runs of spaces and tabs, trim every line and drop surplus empty lines or all line breaks, as you type.',
  tagline: 'Collapse runs of spaces and tabs, trim lines and drop surplus empty lines as you type.',
  icon: '🧹',
  category: 'formatter',
  keywords: [
    'whitespace',
    'trim',
    'collapse spaces',
    'double spaces',
    'tabs',
    'blank lines',
    'empty lines',
    'line breaks',
    'clean text',
    'normalize spaces',
    'nbsp',
  ],
  accepts: ['text'],
  primaryAction: 'Remove the extra spaces',
  load: () => import('./View'),
};

export default meta;
