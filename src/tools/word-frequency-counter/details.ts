import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'See how often each word appears, as you type, in any language, with its share of all words.',
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
  features: {
    title: 'How Words Are Counted',
    items: [
      {
        title: 'Words in Any Language',
        text: 'Words are found by Unicode word rules: accents, Hebrew and Arabic, and Chinese, Japanese and Thai without spaces all count right; don’t and 3.14 are one word each.',
      },
      {
        title: 'Case as You Choose',
        text: 'The, the and THE are one word unless you ask for case-sensitive counting; é typed either way is always one word.',
      },
      {
        title: 'Count and Share',
        text: 'Most frequent first, equal counts alphabetically; the share is each word’s percent of all words, to one decimal. Sort by any column.',
      },
      {
        title: 'CSV Download',
        text: 'The whole table, however long, as UTF-8 CSV (RFC 4180 quoting) for a spreadsheet or a script.',
      },
    ],
  },
};

export default details;
