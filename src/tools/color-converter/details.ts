import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Say in one short line what the user gets from Color Converter.',
  keywords: ['reading time', 'words'],
  features: {
    title: 'Features',
    items: [
      { title: 'As You Type', text: 'The figures follow the text as it is typed or pasted.' },
      { title: 'Nothing Leaves the Page', text: 'The text is read in the page and sent nowhere.' },
    ],
  },
};

export default details;
