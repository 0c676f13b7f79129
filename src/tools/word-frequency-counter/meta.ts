import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: 'word-frequency-counter',
  name: 'Word Frequency Counter',
  description: 'Count how often each word appears, in any language, with its share of all words and a CSV download.',
  tagline: 'See how often each word appears, as you type, in any language, with its share of all words.',
  icon: '📈',
  category: 'utility',
  keywords: [
    'word count',
    'frequency',
    'occurrences',
    'most common words',
    'keyword density',
    'word cloud',
    'text analysis',
    'csv',
    'unicode',
  ],
  accepts: ['text'],
  primaryAction: 'Count the words',
  load: () => import('./View'),
};

export default meta;
