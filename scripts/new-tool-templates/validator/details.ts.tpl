import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Say in one short line what the user gets from __NAME__.',
  keywords: ['slug', 'kebab-case'],
  features: {
    title: 'Features',
    items: [
      { title: 'As You Type', text: 'The verdict follows the value as it is typed, with the place of the first problem.' },
      { title: 'A Whole List', text: 'Check one value a line, or a column of a CSV file, into a table of verdicts.' },
    ],
  },
};

export default details;
