import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'word-frequency-counter',
  name: 'Word Frequency Counter',
  description: 'Count how often each word appears, in any language, with its share of all words and a CSV download.',
  icon: '📈',
  family: 'transform',
  category: 'utility',
  accepts: ['text'],
  primaryAction: 'Count the words',
  load: () => import('./View'),
};

export default meta;
