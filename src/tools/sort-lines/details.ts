import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline:
    'Sort lines as you type: A→Z, Z→A, naturally (item2 before item10) or by length, in your language’s alphabet.',
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
  features: {
    title: 'How Lines Are Sorted',
    items: [
      {
        title: 'Your Alphabet',
        text: 'Letters sort the way your language does: ä with a in German, after z in Swedish; accents, Greek, Hebrew and emoji lines all find their place.',
      },
      {
        title: 'Natural Order',
        text: 'Numbers inside lines compare as numbers, so item2 comes before item10 and v1.9 before v1.10. Choose character by character to compare digits as text (item10 before item2).',
      },
      {
        title: 'Length as You See It',
        text: 'Length counts characters as a person does: a flag, a family emoji or an accented letter is one.',
      },
      {
        title: 'Nothing Lost',
        text: 'Every line comes out exactly as it went in; equal lines keep their order. Unique keeps the first of each, with é typed either way counted as the same.',
      },
    ],
  },
};

export default details;
