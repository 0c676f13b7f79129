import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'lorem-ipsum-generator',
  name: 'Lorem Ipsum Generator',
  description:
    'Generate lorem ipsum placeholder text as paragraphs, sentences, words or list items, in plain text or HTML, with or without the classic opening.',
  icon: '📜',
  family: 'custom',
  category: 'frontend',
  accepts: ['text'],
  // Text handed to the tool seeds it: the same text gives the same placeholder text.
  inputField: 'seed',
  primaryAction: 'Regenerate',
  load: () => import('./View'),
};

export default meta;
