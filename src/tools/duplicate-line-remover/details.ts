import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Remove repeated lines as you type, keeping the first of each in its place.',
  keywords: [
    'dedupe',
    'deduplicate',
    'unique lines',
    'distinct',
    'remove duplicates',
    'repeated lines',
    'uniq',
    'list',
  ],
  features: {
    title: 'How Lines Are Compared',
    items: [
      {
        title: 'First One Wins',
        text: 'Each line is kept where it first appears, exactly as written there; later repeats are removed. The order never changes.',
      },
      {
        title: 'Ignore Case',
        text: 'Apple, apple and APPLE count as one line, with Unicode case rules: straße and STRASSE, οδος and ΟΔΟΣ match too.',
      },
      {
        title: 'Trim and Empty Lines',
        text: 'Spaces around a line can be ignored when comparing, and empty lines dropped instead of kept once. Kept lines keep their spaces.',
      },
      {
        title: 'Same Text, Same Line',
        text: 'é typed as one character or as e + ◌́ looks the same, so it is the same line. Emoji, right-to-left text and line breaks are kept intact.',
      },
    ],
  },
};

export default details;
