import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Say in one short line what the user gets from __NAME__.',
  keywords: ['trim', 'whitespace'],
  features: {
    title: 'Features',
    items: [
      { title: 'As You Type', text: 'The result follows the text as it is typed, pasted or opened from a file.' },
      { title: 'Each Line or the Whole', text: 'Trims every line on its own, or only the text as a whole.' },
    ],
  },
};

export default details;
